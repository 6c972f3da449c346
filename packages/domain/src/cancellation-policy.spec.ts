import {
  canCancelAt,
  cancellationDeadline,
  cancellationPolicyText,
  DEFAULT_CANCELLATION_POLICY,
  formatVenueDeadline,
} from './cancellation-policy.js';
import { venueInstant } from './venue-time.js';

const policy = DEFAULT_CANCELLATION_POLICY;

describe('the cancellation policy', () => {
  const tenOClock = venueInstant('2026-12-04', '10:00');

  it('closes 2 hours before an hourly booking, 24 hours before a day pass and 7 days before a month', () => {
    expect(cancellationDeadline('hourly', tenOClock, policy)).toEqual(venueInstant('2026-12-04', '08:00'));
    expect(cancellationDeadline('daily', venueInstant('2026-12-04', '09:00'), policy)).toEqual(
      venueInstant('2026-12-03', '09:00'),
    );
    expect(cancellationDeadline('monthly', venueInstant('2026-12-04'), policy)).toEqual(venueInstant('2026-11-27'));
    expect(cancellationDeadline('tour', tenOClock, policy)).toEqual(tenOClock);
  });

  it('allows cancelling strictly before the deadline', () => {
    expect(canCancelAt('hourly', tenOClock, venueInstant('2026-12-04', '07:59'), policy)).toBe(true);
    expect(canCancelAt('hourly', tenOClock, venueInstant('2026-12-04', '08:00'), policy)).toBe(false);
    expect(canCancelAt('tour', tenOClock, venueInstant('2026-12-04', '09:59'), policy)).toBe(true);
    expect(canCancelAt('tour', tenOClock, tenOClock, policy)).toBe(false);
  });

  it('follows the figures the business sets', () => {
    const strict = { hourlyHoursBefore: 6, dailyHoursBefore: 48, monthlyDaysBefore: 14 };
    expect(cancellationDeadline('hourly', tenOClock, strict)).toEqual(venueInstant('2026-12-04', '04:00'));
    expect(cancellationPolicyText('daily', strict)).toContain('48 hours before the start');
    expect(cancellationPolicyText('monthly', strict)).toContain('14 days before the start');
  });

  it('states the policy and the deadline in Nairobi time whatever the zone of the reader', () => {
    expect(cancellationPolicyText('hourly', policy)).toBe(
      'Free cancellation up to 2 hours before the start, with a full refund to your card or M-Pesa in 7 to 14 business days.',
    );
    expect(cancellationPolicyText('tour', policy)).toBe('You can cancel your tour any time before it starts.');
    expect(formatVenueDeadline(venueInstant('2026-11-27', '08:00'))).toBe('Fri 27 Nov 2026, 08:00 (Nairobi time)');
    expect(formatVenueDeadline(new Date('2026-11-27T21:30:00Z'))).toBe('Sat 28 Nov 2026, 00:30 (Nairobi time)');
  });
});
