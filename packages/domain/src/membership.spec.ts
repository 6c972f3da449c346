import {
  daysBetween,
  formatMembershipDate,
  membershipPaymentMethodText,
  membershipPeriodDays,
  membershipPeriodEnd,
  membershipPeriodStart,
} from './membership.js';

describe('membership periods', () => {
  it('counts monthly periods from the start date, clamping short months without drifting', () => {
    expect(membershipPeriodEnd('2026-01-31', 'monthly', 1)).toBe('2026-02-28');
    expect(membershipPeriodEnd('2026-01-31', 'monthly', 2)).toBe('2026-03-31');
    expect(membershipPeriodStart('2026-01-31', 'monthly', 3)).toBe('2026-03-31');
    expect(membershipPeriodStart('2026-01-31', 'monthly', 1)).toBe('2026-01-31');
  });

  it('ends daily periods the next day and yearly ones a year on (29 February to 28 February)', () => {
    expect(membershipPeriodEnd('2026-12-31', 'daily', 1)).toBe('2027-01-01');
    expect(membershipPeriodEnd('2028-02-29', 'yearly', 1)).toBe('2029-02-28');
    expect(membershipPeriodEnd('2028-02-29', 'yearly', 4)).toBe('2032-02-29');
  });

  it('measures a period in days for prorating', () => {
    expect(membershipPeriodDays('2026-02-01', 'monthly', 1)).toBe(28);
    expect(membershipPeriodDays('2026-01-01', 'yearly', 1)).toBe(365);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
  });
});

describe('membership dates for people', () => {
  it('writes a venue date out in words', () => {
    expect(formatMembershipDate('2027-01-01')).toBe('1 January 2027');
    expect(formatMembershipDate('2026-12-31')).toBe('31 December 2026');
    expect(formatMembershipDate('2026-09-05')).toBe('5 September 2026');
  });
});

describe('how a member pays, for people', () => {
  it('names the card brand and last four digits, or M-Pesa, and nothing before a payment', () => {
    expect(membershipPaymentMethodText({ channel: 'card', last4: '4081', brand: 'visa' })).toBe('Visa •••• 4081');
    expect(membershipPaymentMethodText({ channel: 'card', last4: '0005', brand: 'american express' })).toBe(
      'American Express •••• 0005',
    );
    expect(membershipPaymentMethodText({ channel: 'card', last4: '1234', brand: 'discover' })).toBe(
      'Discover •••• 1234',
    );
    expect(membershipPaymentMethodText({ channel: 'card', last4: null, brand: null })).toBe('Card');
    expect(membershipPaymentMethodText({ channel: 'mobile_money', last4: null, brand: null })).toBe('M-Pesa');
    expect(membershipPaymentMethodText({ channel: null, last4: null, brand: null })).toBeNull();
  });
});
