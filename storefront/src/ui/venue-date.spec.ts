import { formatVenueDeadline as domainVenueDeadline, venueToday } from '@coworking/domain';
import { formatVenueDeadline, venueDateOf } from './format';

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
