import { formatVenueDeadline } from './cancellation-policy.js';
import { addVenueMonths, toVenueIso, venueClockTime, venueInstant, venueNow, venueToday } from './venue-time.js';
import { addVenueDateMonths, addVenueDays, isVenueDate, VENUE_ZONE, venueWeekday } from './venue-calendar.js';

describe('venue time conversions', () => {
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

/** The venue's clock as the time-zone database reads an instant: what the fixed UTC+3 arithmetic must agree with. */
const NAIROBI = new Intl.DateTimeFormat('en-US', {
  timeZone: VENUE_ZONE,
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const SHORT_MONTH = new Intl.DateTimeFormat('en-US', { timeZone: VENUE_ZONE, month: 'short' });

function nairobiParts(instant: Date): Record<string, string> {
  return Object.fromEntries(NAIROBI.formatToParts(instant).map((part) => [part.type, part.value]));
}

describe("venue time agrees with the time-zone database's Africa/Nairobi", () => {
  const STEP_MS = (7 * 60 + 13) * 60_000; // every 7 h 13 min: every hour and many minutes of the day come round
  const FROM = Date.UTC(2000, 0, 1);
  const TO = Date.UTC(2061, 0, 1);

  it('reads every instant of 2000–2060 as the date, time and deadline text Nairobi gives it', () => {
    const disagreements: string[] = [];
    for (let millis = FROM; millis < TO && disagreements.length < 5; millis += STEP_MS) {
      const instant = new Date(millis);
      const parts = nairobiParts(instant);
      const expected = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
      const actual = `${venueToday(instant)} ${venueClockTime(instant)}`;
      const deadline = `${parts.weekday} ${Number(parts.day)} ${SHORT_MONTH.format(instant)} ${parts.year}, ${parts.hour}:${parts.minute} (Nairobi time)`;
      if (actual !== expected) disagreements.push(`${instant.toISOString()}: ${actual}, Nairobi ${expected}`);
      if (formatVenueDeadline(instant) !== deadline)
        disagreements.push(`${instant.toISOString()}: ${formatVenueDeadline(instant)}, Nairobi ${deadline}`);
    }
    expect(disagreements).toEqual([]);
  });

  it('turns every venue date of 2000–2060 at its opening and closing times into the instant Nairobi means', () => {
    const disagreements: string[] = [];
    for (let day = FROM; day < TO && disagreements.length < 5; day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10);
      for (const time of ['00:00', '06:00', '21:59']) {
        const parts = nairobiParts(venueInstant(date, time));
        const read = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
        if (read !== `${date} ${time}`) disagreements.push(`${date} ${time} became ${read} in Nairobi`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
