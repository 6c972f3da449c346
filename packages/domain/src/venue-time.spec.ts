import { addVenueMonths, toVenueIso, venueInstant, venueNow, venueToday } from './venue-time.js';
import { addVenueDateMonths, addVenueDays, isVenueDate, venueWeekday } from './venue-calendar.js';

describe('venue time conversions (remembered between calls)', () => {
  it('turns a venue date and time into its instant, the same on every call', () => {
    expect(venueInstant('2026-12-04', '10:00').toISOString()).toBe('2026-12-04T07:00:00.000Z');
    expect(venueInstant('2026-12-04', '10:00').toISOString()).toBe('2026-12-04T07:00:00.000Z');
    expect(venueInstant('2026-12-04').toISOString()).toBe('2026-12-03T21:00:00.000Z');
  });

  it('hands out a new Date each time, so a caller changing one cannot change what others get', () => {
    const first = venueInstant('2026-12-05', '08:00');
    first.setTime(0);
    expect(venueInstant('2026-12-05', '08:00').toISOString()).toBe('2026-12-05T05:00:00.000Z');
  });

  it('refuses an impossible date every time it is asked', () => {
    expect(() => venueInstant('2026-02-30', '10:00')).toThrow(RangeError);
    expect(() => venueInstant('2026-02-30', '10:00')).toThrow('Not a venue date and time: 2026-02-30 10:00');
    expect(isVenueDate('2026-02-30')).toBe(false);
    expect(isVenueDate('2028-02-29')).toBe(true);
    expect(isVenueDate('2026-2-3')).toBe(false);
  });

  it('writes instants with the venue offset', () => {
    expect(toVenueIso(new Date('2026-12-04T07:00:00.000Z'))).toBe('2026-12-04T10:00:00.000+03:00');
    expect(toVenueIso(new Date('2026-12-04T07:00:00.000Z'))).toBe('2026-12-04T10:00:00.000+03:00');
  });

  it('stays right after thousands of different instants have been converted', () => {
    for (let hour = 0; hour < 5000; hour++) toVenueIso(new Date(Date.UTC(2027, 0, 1) + hour * 3600_000));
    expect(toVenueIso(new Date('2026-12-04T07:00:00.000Z'))).toBe('2026-12-04T10:00:00.000+03:00');
  });

  it("knows today's date and hour in Nairobi, whatever the machine's zone", () => {
    // 22:30 UTC on the 2nd is already 01:30 on the 3rd in Nairobi.
    expect(venueNow(new Date('2026-12-02T22:30:00Z'))).toEqual({ date: '2026-12-03', hour: 1 });
    expect(venueToday(new Date('2026-12-02T20:59:00Z'))).toBe('2026-12-02');
  });

  it('counts weekdays, days and months as the venue calendar does', () => {
    expect(venueWeekday('2026-12-04')).toBe(5);
    expect(venueWeekday('2026-12-06')).toBe(7);
    expect(addVenueDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addVenueDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addVenueMonths(venueInstant('2028-01-31'), 1).toISOString()).toBe(venueInstant('2028-02-29').toISOString());
    expect(addVenueDateMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addVenueDateMonths('2027-01-15', -1)).toBe('2026-12-15');
  });
});
