import {
  DEFAULT_SORT,
  dateRangeError,
  hasFilters,
  ledgerQuery,
  nextSort,
  NO_FILTERS,
  targetQuery,
  totalFromHeader,
} from './ledger-query';

describe('payments ledger query', () => {
  it('asks for the first 25 payments, newest first, when nothing is filtered', () => {
    expect(ledgerQuery(NO_FILTERS, DEFAULT_SORT, 0)).toEqual({
      _start: 0,
      _end: 25,
      _sort: 'createdAt',
      _order: 'DESC',
    });
  });

  it('turns the page number into the rows [_start, _end)', () => {
    expect(ledgerQuery(NO_FILTERS, DEFAULT_SORT, 2)).toMatchObject({ _start: 50, _end: 75 });
    expect(ledgerQuery(NO_FILTERS, DEFAULT_SORT, 1, 100)).toMatchObject({ _start: 100, _end: 200 });
  });

  it('sends every filter that is set, the search trimmed, and leaves blanks out', () => {
    const query = ledgerQuery(
      {
        q: '  SCH-6F2A ',
        status: 'partially_refunded',
        purpose: 'plan',
        channel: 'mobile_money',
        from: '2026-11-01',
        to: '',
      },
      { field: 'amountCents', order: 'ASC' },
      0,
    );
    expect(query).toEqual({
      _start: 0,
      _end: 25,
      _sort: 'amountCents',
      _order: 'ASC',
      q: 'SCH-6F2A',
      status: 'partially_refunded',
      purpose: 'plan',
      channel: 'mobile_money',
      from: '2026-11-01',
    });
  });

  it('does not search for a box of spaces', () => {
    expect(ledgerQuery({ ...NO_FILTERS, q: '   ' }, DEFAULT_SORT, 0)).not.toHaveProperty('q');
    expect(hasFilters({ ...NO_FILTERS, q: '   ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, channel: 'card' })).toBe(true);
  });

  it('finds the payments of one booking group', () => {
    expect(targetQuery('group-1')).toMatchObject({
      targetId: 'group-1',
      _start: 0,
      _sort: 'createdAt',
      _order: 'DESC',
    });
  });

  it('flips the order on a second click of a column, and starts another column largest first', () => {
    const byAmount = nextSort(DEFAULT_SORT, 'amountCents');
    expect(byAmount).toEqual({ field: 'amountCents', order: 'DESC' });
    expect(nextSort(byAmount, 'amountCents')).toEqual({ field: 'amountCents', order: 'ASC' });
    expect(nextSort(DEFAULT_SORT, 'createdAt')).toEqual({ field: 'createdAt', order: 'ASC' });
  });

  it('says when the date range ends before it starts', () => {
    expect(dateRangeError('2026-11-10', '2026-11-01')).toBe('The end date is before the start date');
    expect(dateRangeError('2026-11-01', '2026-11-01')).toBeUndefined();
    expect(dateRangeError('', '2026-11-01')).toBeUndefined();
  });

  it('pages by X-Total-Count, and guesses sensibly when the header is missing', () => {
    expect(totalFromHeader('137', 25, 25, 25)).toBe(137);
    expect(totalFromHeader('0', 0, 0, 25)).toBe(0);
    expect(totalFromHeader(null, 50, 7, 25)).toBe(57);
    expect(totalFromHeader(null, 50, 25, 25)).toBe(-1);
    expect(totalFromHeader('many', 0, 3, 25)).toBe(3);
  });
});
