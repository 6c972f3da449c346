import { DEFAULT_USER_SORT, planChoices } from './users-query';

describe('the Users list query', () => {
  it('lists the newest accounts first, as the API does', () => {
    expect(DEFAULT_USER_SORT).toEqual({ field: 'createdAt', order: 'DESC' });
  });

  it('offers each plan name once, A→Z, as the value accounts carry', () => {
    expect(planChoices([{ name: 'Hot Desk' }, { name: 'Dedicated' }, { name: 'Hot Desk' }])).toEqual([
      { value: 'Dedicated', label: 'Dedicated' },
      { value: 'Hot Desk', label: 'Hot Desk' },
    ]);
    expect(planChoices([])).toEqual([]);
  });
});
