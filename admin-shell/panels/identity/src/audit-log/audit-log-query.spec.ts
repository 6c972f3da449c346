import { ACTION_FILTERS, actionBadge, changeLines, DEFAULT_AUDIT_LOG_SORT } from './audit-log-query';

describe('the audit log card', () => {
  it('shows the newest entries first, as the API does', () => {
    expect(DEFAULT_AUDIT_LOG_SORT).toEqual({ field: 'createdAt', order: 'DESC' });
  });

  it('filters by every action the log records, in words', () => {
    expect(ACTION_FILTERS).toHaveLength(10);
    expect(ACTION_FILTERS).toContainEqual({ value: 'login_failed', label: 'Sign-in failed' });
    expect(actionBadge('delete')).toBe('destructive');
    expect(actionBadge('update')).toBe('secondary');
  });

  it('reads changed fields as before → after, blanks as a dash and other values as JSON', () => {
    expect(
      changeLines({
        status: { from: 'new', to: 'responded' },
        staffNote: { from: null, to: 'Called back' },
        capacity: { from: 4, to: 6 },
        features: { from: ['wifi'], to: ['wifi', 'coffee'] },
      }),
    ).toEqual([
      'status: new → responded',
      'staffNote: — → Called back',
      'capacity: 4 → 6',
      'features: ["wifi"] → ["wifi","coffee"]',
    ]);
    expect(changeLines(null)).toEqual([]);
  });
});
