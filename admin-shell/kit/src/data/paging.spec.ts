import { dateRangeError, hasFilters, nextSort, PAGE_SIZE, totalFromHeader } from './paging';

describe('server-paged lists', () => {
  it('pages by 25 rows unless told otherwise', () => {
    expect(PAGE_SIZE).toBe(25);
  });

  it('flips the order on a second click of a column, and starts another column in its first order', () => {
    const newestFirst = { field: 'createdAt', order: 'DESC' } as const;
    const byAmount = nextSort<'createdAt' | 'amountCents'>(newestFirst, 'amountCents');
    expect(byAmount).toEqual({ field: 'amountCents', order: 'DESC' });
    expect(nextSort(byAmount, 'amountCents')).toEqual({ field: 'amountCents', order: 'ASC' });
    expect(nextSort(newestFirst, 'createdAt')).toEqual({ field: 'createdAt', order: 'ASC' });
    expect(nextSort<'createdAt' | 'memberName'>(newestFirst, 'memberName', 'ASC')).toEqual({
      field: 'memberName',
      order: 'ASC',
    });
    // The first order is only for a column not sorted yet.
    expect(nextSort({ field: 'memberName', order: 'ASC' }, 'memberName', 'ASC')).toEqual({
      field: 'memberName',
      order: 'DESC',
    });
  });

  it('counts a filter as set once it is more than blanks', () => {
    const none = { q: '', status: '', from: '' };
    expect(hasFilters(none)).toBe(false);
    expect(hasFilters({ ...none, q: '   ' })).toBe(false);
    expect(hasFilters({ ...none, status: 'pending' })).toBe(true);
    expect(hasFilters({ ...none, from: '2026-12-08' })).toBe(true);
  });

  it('pages by X-Total-Count, and guesses sensibly when the header is missing', () => {
    expect(totalFromHeader('137', 25, 25, 25)).toBe(137);
    expect(totalFromHeader('0', 0, 0, 25)).toBe(0);
    expect(totalFromHeader(null, 50, 7, 25)).toBe(57);
    expect(totalFromHeader(null, 50, 25, 25)).toBe(-1);
    expect(totalFromHeader('many', 0, 3, 25)).toBe(3);
  });

  it('calls a reversed date range wrong, and a half-open one right', () => {
    expect(dateRangeError('2026-11-10', '2026-11-01')).toBe('The end date is before the start date');
    expect(dateRangeError('2026-11-01', '2026-11-01')).toBeUndefined();
    expect(dateRangeError('', '2026-11-01')).toBeUndefined();
    expect(dateRangeError('2026-11-01', '')).toBeUndefined();
  });
});
