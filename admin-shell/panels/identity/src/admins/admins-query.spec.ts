import { ACTIVE_FILTERS, DEFAULT_ADMIN_SORT, ROLE_FILTERS } from './admins-query';

describe('the Admins list query', () => {
  it('lists the first admins first, as the tab always has', () => {
    expect(DEFAULT_ADMIN_SORT).toEqual({ field: 'createdAt', order: 'ASC' });
  });

  it('filters by the system roles and active state the API reads', () => {
    expect(ROLE_FILTERS.map((choice) => choice.value).sort()).toEqual(['admin', 'moderator', 'super_admin']);
    expect(ROLE_FILTERS.find((choice) => choice.value === 'super_admin')?.label).toBe('Super Admin');
    expect(ACTIVE_FILTERS.map((choice) => choice.value)).toEqual(['true', 'false']);
  });
});
