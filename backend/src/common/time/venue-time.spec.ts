import { toVenueIso, venueInstant } from './venue-time.js';

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
  });

  it('writes instants with the venue offset', () => {
    expect(toVenueIso(new Date('2026-12-04T07:00:00.000Z'))).toBe('2026-12-04T10:00:00.000+03:00');
    expect(toVenueIso(new Date('2026-12-04T07:00:00.000Z'))).toBe('2026-12-04T10:00:00.000+03:00');
  });

  it('stays right after thousands of different instants have been converted', () => {
    for (let hour = 0; hour < 5000; hour++) toVenueIso(new Date(Date.UTC(2027, 0, 1) + hour * 3600_000));
    expect(toVenueIso(new Date('2026-12-04T07:00:00.000Z'))).toBe('2026-12-04T10:00:00.000+03:00');
  });
});
