import { dateRangeError } from './ledger-query';

describe('payments ledger query', () => {
  it('says when the date range ends before it starts', () => {
    expect(dateRangeError('2026-11-10', '2026-11-01')).toBe('The end date is before the start date');
    expect(dateRangeError('2026-11-01', '2026-11-01')).toBeUndefined();
    expect(dateRangeError('', '2026-11-01')).toBeUndefined();
  });
});
