import { deadlineLabel, erasedSummary, erasureStatusBadge, sourceLabel } from './erasure-request-labels';

const NOW = new Date('2026-12-04T06:00:00Z');

describe('erasure request labels', () => {
  it('highlights an open request past its deadline, and shows the others calmly', () => {
    expect(erasureStatusBadge({ status: 'requested', overdue: true })).toEqual({
      label: 'Overdue',
      variant: 'destructive',
    });
    expect(erasureStatusBadge({ status: 'requested', overdue: false })).toEqual({ label: 'Open', variant: 'warning' });
    expect(erasureStatusBadge({ status: 'completed', overdue: false }).label).toBe('Completed');
  });

  it('says how long is left before the legal deadline, or how late it is', () => {
    expect(deadlineLabel({ status: 'requested', dueBy: '2026-12-16T06:00:00Z' }, NOW)).toBe('Due in 12 days');
    expect(deadlineLabel({ status: 'requested', dueBy: '2026-12-05T07:00:00Z' }, NOW)).toBe('Due in 1 day');
    expect(deadlineLabel({ status: 'requested', dueBy: '2026-12-04T20:00:00Z' }, NOW)).toBe('Due today');
    expect(deadlineLabel({ status: 'requested', dueBy: '2026-12-04T05:00:00Z' }, NOW)).toBe('1 day overdue');
    expect(deadlineLabel({ status: 'requested', dueBy: '2026-12-01T05:00:00Z' }, NOW)).toBe('3 days overdue');
    expect(deadlineLabel({ status: 'completed', dueBy: '2026-12-01T05:00:00Z' }, NOW)).toBeNull();
  });

  it('names where the person asked', () => {
    expect(sourceLabel('member-portal')).toBe('Member portal');
    expect(sourceLabel('manage-link')).toBe('Booking manage link');
    expect(sourceLabel('email-link')).toBe('E-mailed link');
  });

  it('counts what was erased, by table, leaving out tables with nothing', () => {
    expect(erasedSummary({ bookings: 3, contacts: 0, mail_outbox: 2 })).toBe('bookings 3 · mail outbox 2');
    expect(erasedSummary({})).toBe('No personal data was left to erase.');
    expect(erasedSummary(undefined)).toBe('No personal data was left to erase.');
  });
});
