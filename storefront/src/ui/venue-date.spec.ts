import { formatVenueDeadline as domainVenueDeadline, venueToday } from '@coworking/domain';
import { formatVenueDate, formatVenueDeadline, venueDateOf } from './format';

describe('venueDateOf', () => {
  it.each([
    '2026-12-03T20:59:59Z', // 23:59:59 in Nairobi
    '2026-12-03T21:00:00Z', // midnight in Nairobi: already the 4th
    '2026-12-31T22:30:00Z',
    '2027-02-28T21:00:00Z',
    '2028-02-29T12:00:00Z',
  ])('is the venue clock’s date at %s', (instant) => {
    expect(venueDateOf(new Date(instant))).toBe(venueToday(new Date(instant)));
  });
});

describe('the dates people read, without the date library', () => {
  it.each([
    '2026-11-27T05:00:00Z',
    '2026-09-04T20:59:00Z',
    '2026-09-04T21:00:00Z',
    '2026-12-31T21:30:00Z',
    '2027-03-01T00:05:00Z',
  ])('writes the deadline %s as the domain does', (instant) => {
    expect(formatVenueDeadline(new Date(instant))).toBe(domainVenueDeadline(new Date(instant)));
  });
});

describe('formatVenueDate', () => {
  it('writes every day of three years as Intl does for en-KE', () => {
    const intl = new Intl.DateTimeFormat('en-KE', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = 0; day < 3 * 366; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      expect({ date, text: formatVenueDate(date) }).toEqual({ date, text: intl.format(new Date(`${date}T00:00:00Z`)) });
    }
  });
});
