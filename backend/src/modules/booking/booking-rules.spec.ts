import { amountCentsFor, intervalsFor, slotStartsFor, toCents } from './booking-rules.js';

describe('booking rules', () => {
  it('prices each billing mode as the spec says, in exact cents', () => {
    expect(amountCentsFor('hourly', '1500.00', 2, 2)).toBe(1500 * 2 * 2 * 2 * 100);
    expect(amountCentsFor('daily', '1500.50', 3, 0)).toBe(450150);
    expect(amountCentsFor('monthly', '35000', 1, 0)).toBe(3_500_000);
    expect(toCents('0.1')).toBe(10);
    expect(() => toCents('12.345')).toThrow(RangeError);
  });

  it('makes two-hour intervals per date and slot for hourly spaces, in venue time', () => {
    const intervals = intervalsFor('hourly', ['2026-12-05', '2026-12-04'], ['14:00', '10:00']);
    expect(intervals.map((interval) => [interval.date, interval.time, interval.startAt.toISOString(), interval.endAt.toISOString()])).toEqual([
      ['2026-12-04', '10:00', '2026-12-04T07:00:00.000Z', '2026-12-04T09:00:00.000Z'],
      ['2026-12-04', '14:00', '2026-12-04T11:00:00.000Z', '2026-12-04T13:00:00.000Z'],
      ['2026-12-05', '10:00', '2026-12-05T07:00:00.000Z', '2026-12-05T09:00:00.000Z'],
      ['2026-12-05', '14:00', '2026-12-05T11:00:00.000Z', '2026-12-05T13:00:00.000Z'],
    ]);
    expect(intervals.every((interval) => interval.duration === 2)).toBe(true);
  });

  it('gives daily access 09:00–17:00 and monthly access one month from the start date', () => {
    const [day] = intervalsFor('daily', ['2026-12-04'], []);
    expect([day.time, day.startAt.toISOString(), day.endAt.toISOString()]).toEqual(['All Day Access', '2026-12-04T06:00:00.000Z', '2026-12-04T14:00:00.000Z']);
    const [month] = intervalsFor('monthly', ['2027-01-31'], []);
    expect([month.time, month.startAt.toISOString(), month.endAt.toISOString()]).toEqual(['Monthly Access', '2027-01-30T21:00:00.000Z', '2027-02-27T21:00:00.000Z']);
  });

  it('offers two-hour slots within opening hours: weekdays 06–22, weekends 08–20', () => {
    expect(slotStartsFor('2026-12-04')).toEqual(['06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00']);
    expect(slotStartsFor('2026-12-05')[0]).toBe('08:00');
    expect(slotStartsFor('2026-12-05').at(-1)).toBe('18:00');
  });
});
