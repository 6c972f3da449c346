import { nextSort } from 'admin-kit/rules';
import { COMPANY_FIRST_ORDER, DEFAULT_COMPANY_SORT, type CompanySortField } from './companies-query';

describe('companies list query', () => {
  // As the list's sort does: a column's first click sorts in its first order.
  const click = (field: CompanySortField, current = DEFAULT_COMPANY_SORT) =>
    nextSort(current, field, COMPANY_FIRST_ORDER[field]);

  it('opens A to Z by name, and flips to Z to A on a click of the name', () => {
    expect(DEFAULT_COMPANY_SORT).toEqual({ field: 'name', order: 'ASC' });
    expect(click('name')).toEqual({ field: 'name', order: 'DESC' });
  });

  it('sorts seats and creation dates largest and newest first, and flips on a second click', () => {
    expect(click('seats')).toEqual({ field: 'seats', order: 'DESC' });
    expect(click('seats', click('seats'))).toEqual({ field: 'seats', order: 'ASC' });
    expect(click('createdAt')).toEqual({ field: 'createdAt', order: 'DESC' });
  });
});
