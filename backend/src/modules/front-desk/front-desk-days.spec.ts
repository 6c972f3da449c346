import { monthlyEnd, rowCovers, venueDayText, visitDaysText } from './front-desk-days.js';

describe('the days a check-in code is for', () => {
  it('reads a venue date as the desk says it', () => {
    expect(venueDayText('2026-12-02')).toBe('Wed 2 Dec 2026');
    expect(venueDayText('2027-01-01')).toBe('Fri 1 Jan 2027');
    expect(venueDayText('2028-02-29')).toBe('Tue 29 Feb 2028');
  });

  it('covers a row on its own date only, and a monthly booking for a month from its start', () => {
    expect(rowCovers({ date: '2026-12-02', time: '10:00' }, '2026-12-02')).toBe(true);
    expect(rowCovers({ date: '2026-12-02', time: 'All Day Access' }, '2026-12-03')).toBe(false);
    const monthly = { date: '2026-12-15', time: 'Monthly Access' };
    expect(rowCovers(monthly, '2026-12-14')).toBe(false);
    expect(rowCovers(monthly, '2026-12-15')).toBe(true);
    expect(rowCovers(monthly, '2027-01-14')).toBe(true);
    expect(rowCovers(monthly, '2027-01-15')).toBe(false);
    expect(monthlyEnd('2027-01-31')).toBe('2027-02-28');
  });

  it('names one day, several days, a monthly span, and counts what it does not name', () => {
    expect(visitDaysText([{ date: '2026-12-02', time: '10:00' }])).toBe('Wed 2 Dec 2026');
    // Two slots of one day are one day; the days come in date order.
    expect(
      visitDaysText([
        { date: '2026-12-03', time: 'All Day Access' },
        { date: '2026-12-02', time: '10:00' },
        { date: '2026-12-02', time: '12:00' },
      ]),
    ).toBe('Wed 2 Dec 2026 and Thu 3 Dec 2026');
    expect(visitDaysText([{ date: '2026-12-15', time: 'Monthly Access' }])).toBe('Tue 15 Dec 2026 to Thu 14 Jan 2027');
    const sixDays = ['01', '02', '03', '04', '07', '08'].map((day) => ({
      date: `2026-12-${day}`,
      time: 'All Day Access',
    }));
    expect(visitDaysText(sixDays)).toBe(
      'Tue 1 Dec 2026, Wed 2 Dec 2026, Thu 3 Dec 2026, Fri 4 Dec 2026 and 2 more days',
    );
  });
});
