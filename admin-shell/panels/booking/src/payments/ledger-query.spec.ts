import { DEFAULT_SORT, dateRangeError, ledgerQuery, NO_FILTERS, targetQuery } from './ledger-query';

describe('payments ledger query', () => {
  it('asks for the first 25 payments, newest first, when nothing is filtered', () => {
    expect(ledgerQuery(NO_FILTERS, DEFAULT_SORT, 0)).toEqual({
      _start: 0,
      _end: 25,
      _sort: 'createdAt',
      _order: 'DESC',
    });
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

  it('finds the payments of one booking group', () => {
    expect(targetQuery('group-1')).toMatchObject({
      targetId: 'group-1',
      _start: 0,
      _sort: 'createdAt',
      _order: 'DESC',
    });
  });

  it('says when the date range ends before it starts', () => {
    expect(dateRangeError('2026-11-10', '2026-11-01')).toBe('The end date is before the start date');
    expect(dateRangeError('2026-11-01', '2026-11-01')).toBeUndefined();
    expect(dateRangeError('', '2026-11-01')).toBeUndefined();
  });
});
