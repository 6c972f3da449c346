import {
  bookingReference,
  mayRemove,
  offerEndLabel,
  personName,
  removalEffect,
  waitlistStatusBadge,
  wantedTimeLabel,
  wantedWhenLabel,
  waitedForLabel,
  waitedWhenLabel,
} from './waitlist-labels';
import type { WaitlistStatus } from './waitlist-types';

// 09:00 in Nairobi (UTC+3) on Dec 4, 2026.
const NOW = new Date('2026-12-04T06:00:00Z');

describe('waitlist labels', () => {
  it('reads the wanted slot as people do, and a whole day as All day', () => {
    expect(wantedTimeLabel('10:00')).toBe('10:00 AM');
    expect(wantedTimeLabel('14:30')).toBe('2:30 PM');
    expect(wantedTimeLabel(null)).toBe('All day');
    expect(wantedWhenLabel({ date: '2026-12-04', time: '16:00' })).toBe('Dec 4, 2026 · 4:00 PM');
    expect(wantedWhenLabel({ date: '2026-12-31', time: null })).toBe('Dec 31, 2026 · All day');
  });

  it('names what is waited for: a space, or an event on its date', () => {
    expect(waitedForLabel({ spaceName: 'Tsavo Room', eventTitle: null })).toBe('Tsavo Room');
    expect(waitedForLabel({ spaceName: null, eventTitle: 'Pitch Night' })).toBe('Event: Pitch Night');
    expect(waitedWhenLabel({ date: '2026-12-10', time: null, eventId: 'event-1' })).toBe('Dec 10, 2026');
    expect(waitedWhenLabel({ date: '2026-12-10', time: '10:00', eventId: null })).toBe('Dec 10, 2026 · 10:00 AM');
  });

  it('names the person without stray spaces', () => {
    expect(personName({ firstName: 'Wanjiku', lastName: 'Kamau' })).toBe('Wanjiku Kamau');
    expect(personName({ firstName: ' Otieno ', lastName: '' })).toBe('Otieno');
  });

  it('gives an offer’s end in Nairobi time, the time alone on the venue’s day of now', () => {
    // 11:45 UTC is 2:45 PM in Nairobi, whatever zone the browser is in.
    expect(offerEndLabel('2026-12-04T11:45:00Z', NOW)).toBe('2:45 PM');
    expect(offerEndLabel('2026-12-04T20:59:00Z', NOW)).toBe('11:59 PM');
  });

  it('names the day of an offer that ends on another venue day, including one that is still today in UTC', () => {
    // 21:15 UTC on Dec 4 is already 12:15 AM on Dec 5 in Nairobi.
    expect(offerEndLabel('2026-12-04T21:15:00Z', NOW)).toBe('Dec 5, 2026, 12:15 AM');
    expect(offerEndLabel('2026-12-03T20:00:00Z', NOW)).toBe('Dec 3, 2026, 11:00 PM');
  });

  it('shows an unreadable instant as it came rather than a wrong time', () => {
    expect(offerEndLabel('soon', NOW)).toBe('soon');
  });

  it('badges someone waiting with their place in line', () => {
    expect(waitlistStatusBadge({ status: 'waiting', position: 1, offerExpiresAt: null }, NOW)).toEqual({
      label: 'Waiting #1',
      variant: 'default',
    });
    expect(waitlistStatusBadge({ status: 'waiting', position: 12, offerExpiresAt: null }, NOW).label).toBe(
      'Waiting #12',
    );
    expect(waitlistStatusBadge({ status: 'waiting', position: null, offerExpiresAt: null }, NOW).label).toBe('Waiting');
  });

  it('badges an open offer with when it ends, in Nairobi time', () => {
    expect(
      waitlistStatusBadge({ status: 'offered', position: null, offerExpiresAt: '2026-12-04T06:30:00Z' }, NOW),
    ).toEqual({ label: 'Offered until 9:30 AM', variant: 'warning' });
    expect(
      waitlistStatusBadge({ status: 'offered', position: null, offerExpiresAt: '2026-12-04T21:15:00Z' }, NOW).label,
    ).toBe('Offered until Dec 5, 2026, 12:15 AM');
    expect(waitlistStatusBadge({ status: 'offered', position: null, offerExpiresAt: null }, NOW).label).toBe('Offered');
  });

  it('badges how a place on the list ended', () => {
    const ended = (status: WaitlistStatus) =>
      waitlistStatusBadge({ status, position: null, offerExpiresAt: '2026-12-04T06:30:00Z' }, NOW);
    expect(ended('booked')).toEqual({ label: 'Booked', variant: 'success' });
    expect(ended('expired')).toEqual({ label: 'Expired', variant: 'secondary' });
    expect(ended('cancelled')).toEqual({ label: 'Cancelled', variant: 'destructive' });
  });

  it('offers the removal only to those waiting or holding an offer, and says what else it changes', () => {
    expect(mayRemove({ status: 'waiting' })).toBe(true);
    expect(mayRemove({ status: 'offered' })).toBe(true);
    expect(mayRemove({ status: 'booked' })).toBe(false);
    expect(mayRemove({ status: 'expired' })).toBe(false);
    expect(mayRemove({ status: 'cancelled' })).toBe(false);
    expect(removalEffect({ status: 'offered' })).toBe(
      'Their offer ends now and the slot or seat held for it is released.',
    );
    expect(removalEffect({ status: 'waiting' })).toBe('Those behind them in line move up a place.');
  });

  it('shows a booking by the reference customers read', () => {
    expect(bookingReference('3f2a9c1d-7b4e-4c1a-9f0e-2d6b8a1c5e7f')).toBe('3F2A9C1D');
  });
});
