import { intervalsFor } from './booked-intervals.js';
import {
  DAILY_ACCESS,
  durationFor,
  formatSlotRange,
  HOURLY_SLOT_HOURS,
  selectionPriceCents,
  slotStartsFor,
  spacePriceText,
  totalItems,
} from './billing.js';

describe('the pricing table (spec section 9), the one the server charges and the dialog shows', () => {
  // billing, rate, dates, slots → cents
  const table: Array<[Parameters<typeof selectionPriceCents>[0], string, number, number, number]> = [
    ['hourly', '1500.00', 1, 1, 1500 * 2 * 100],
    ['hourly', '1500.00', 2, 2, 1500 * 2 * 2 * 2 * 100],
    ['hourly', '1500.00', 10, 3, 1500 * 2 * 10 * 3 * 100],
    ['hourly', '999.99', 1, 1, 199_998],
    ['daily', '1500.50', 3, 0, 450_150],
    ['daily', '1500', 1, 5, 150_000],
    ['monthly', '35000', 1, 0, 3_500_000],
    ['monthly', '35000.00', 3, 2, 3_500_000],
    ['hourly', '0', 2, 2, 0],
  ];

  it.each(table)('%s at KES %s for %i date(s) and %i slot(s) costs %i cents', (billing, rate, dates, slots, cents) => {
    expect(selectionPriceCents(billing, rate, dates, slots)).toBe(cents);
  });

  it('charges an hourly slot as the slot length in hours', () => {
    expect(HOURLY_SLOT_HOURS).toBe(2);
    expect(durationFor('hourly')).toBe(HOURLY_SLOT_HOURS);
    expect(durationFor('daily')).toBe(1);
    expect(durationFor('monthly')).toBe(1);
    expect(totalItems('hourly', 2, 3)).toBe(6);
    expect(totalItems('daily', 2, 0)).toBe(2);
  });
});

describe('booked intervals', () => {
  it('makes two-hour intervals per date and slot for hourly spaces, in venue time', () => {
    const intervals = intervalsFor('hourly', ['2026-12-05', '2026-12-04'], ['14:00', '10:00']);
    expect(
      intervals.map((interval) => [
        interval.date,
        interval.time,
        interval.startAt.toISOString(),
        interval.endAt.toISOString(),
      ]),
    ).toEqual([
      ['2026-12-04', '10:00', '2026-12-04T07:00:00.000Z', '2026-12-04T09:00:00.000Z'],
      ['2026-12-04', '14:00', '2026-12-04T11:00:00.000Z', '2026-12-04T13:00:00.000Z'],
      ['2026-12-05', '10:00', '2026-12-05T07:00:00.000Z', '2026-12-05T09:00:00.000Z'],
      ['2026-12-05', '14:00', '2026-12-05T11:00:00.000Z', '2026-12-05T13:00:00.000Z'],
    ]);
    expect(intervals.every((interval) => interval.duration === 2)).toBe(true);
  });

  it('gives daily access 09:00–17:00 and monthly access one month from the start date', () => {
    expect(DAILY_ACCESS).toEqual({ from: '09:00', to: '17:00' });
    const [day] = intervalsFor('daily', ['2026-12-04'], []);
    expect([day.time, day.startAt.toISOString(), day.endAt.toISOString()]).toEqual([
      'All Day Access',
      '2026-12-04T06:00:00.000Z',
      '2026-12-04T14:00:00.000Z',
    ]);
    const [month] = intervalsFor('monthly', ['2027-01-31'], []);
    expect([month.time, month.startAt.toISOString(), month.endAt.toISOString()]).toEqual([
      'Monthly Access',
      '2027-01-30T21:00:00.000Z',
      '2027-02-27T21:00:00.000Z',
    ]);
  });

  it('offers two-hour slots within opening hours: weekdays 06–22, weekends 08–20', () => {
    expect(slotStartsFor('2026-12-04')).toEqual([
      '06:00',
      '07:00',
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
    ]);
    expect(slotStartsFor('2026-12-05')[0]).toBe('08:00');
    expect(slotStartsFor('2026-12-05').at(-1)).toBe('18:00');
  });
});

describe('price and slot texts', () => {
  it('writes price texts with thousands separators, or asks to get in touch', () => {
    expect(spacePriceText('25000.00', 'monthly')).toBe('From KSh 25,000/month');
    expect(spacePriceText('1500.50', 'hourly')).toBe('From KSh 1,500.50/hour');
    expect(spacePriceText('1500', 'daily')).toBe('From KSh 1,500/day');
    expect(spacePriceText(null, 'daily')).toBe('Contact for pricing');
    expect(spacePriceText('', 'daily')).toBe('Contact for pricing');
  });

  it('shows a slot as its two-hour range', () => {
    expect(formatSlotRange('09:00')).toBe('9:00 AM – 11:00 AM');
    expect(formatSlotRange('11:00')).toBe('11:00 AM – 1:00 PM');
    expect(formatSlotRange('20:00')).toBe('8:00 PM – 10:00 PM');
  });
});
