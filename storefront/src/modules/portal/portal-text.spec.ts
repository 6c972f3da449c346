import { formatVenueDate } from '../../ui/format';
import { allowanceBalance } from '@coworking/domain';
import {
  allowanceLastDay,
  allowanceLines,
  allowanceUntilText,
  bookingDatesText,
  bookingStatusText,
  cancelRenewalText,
  currentPeriodText,
  documentLinkText,
  documentTitle,
  memberBookingMove,
  memberDiscountText,
  type MemberMembership,
  membershipStatusTone,
  nextChargeLine,
  paymentMethodText,
  planPriceText,
  renewalChangedText,
  teamLine,
} from './portal-text';

const CARD_MEMBER: MemberMembership = {
  id: '5b0c5f1e-8f0e-4c4a-9d55-0c1f3e2a7b10',
  planName: 'Dedicated Desk',
  period: 'monthly',
  priceKes: '25000.00',
  status: 'active',
  statusLabel: 'Active',
  startDate: '2026-12-01',
  currentPeriodStart: '2026-12-01',
  currentPeriodEnd: '2027-01-01',
  nextChargeDate: '2027-01-01',
  nextChargeAmountKes: '25000.00',
  paymentMethod: { channel: 'card', last4: '4081', brand: 'visa' },
  renewsAutomatically: true,
  canCancelRenewal: true,
  canResumeRenewal: false,
  canPay: false,
  endsOn: null,
  seats: 1,
  companyName: null,
  seatOf: null,
};

/** A team membership of three seats the member pays for as Acme Ltd's billing contact. */
const TEAM_MEMBERSHIP: MemberMembership = {
  ...CARD_MEMBER,
  priceKes: '7000.00',
  nextChargeAmountKes: '21000.00',
  seats: 3,
  companyName: 'Acme Ltd',
};

/** A seat of Acme Ltd's team the member holds: the company pays, the billing contact manages it. */
const SEAT: MemberMembership = {
  ...CARD_MEMBER,
  priceKes: '7000.00',
  nextChargeAmountKes: '7000.00',
  paymentMethod: { channel: null, last4: null, brand: null },
  renewsAutomatically: false,
  canCancelRenewal: false,
  seatOf: 'Acme Ltd',
};

const MPESA_MEMBER: MemberMembership = {
  ...CARD_MEMBER,
  paymentMethod: { channel: 'mobile_money', last4: null, brand: null },
  renewsAutomatically: false,
};

const NOT_RENEWING: MemberMembership = {
  ...CARD_MEMBER,
  status: 'non_renewing',
  statusLabel: 'Ends at period end',
  nextChargeDate: null,
  nextChargeAmountKes: null,
  canCancelRenewal: false,
  canResumeRenewal: true,
  endsOn: '2027-01-01',
};

describe('how a membership is paid', () => {
  it('names a saved card by brand and last four digits, and mobile money as M-Pesa', () => {
    expect(paymentMethodText(CARD_MEMBER.paymentMethod)).toBe('Visa •••• 4081');
    expect(paymentMethodText({ channel: 'card', last4: '5559', brand: 'mastercard' })).toBe('Mastercard •••• 5559');
    expect(paymentMethodText(MPESA_MEMBER.paymentMethod)).toBe('M-Pesa');
  });

  it('still reads as words for a card Paystack names differently or without digits, and says nothing before a payment', () => {
    expect(paymentMethodText({ channel: 'card', last4: '1234', brand: 'discover' })).toBe('Discover •••• 1234');
    expect(paymentMethodText({ channel: 'card', last4: null, brand: null })).toBe('Card');
    expect(paymentMethodText({ channel: null, last4: null, brand: null })).toBeNull();
  });
});

describe('a membership card', () => {
  it('shows the plan price per period in KSh', () => {
    expect(planPriceText(CARD_MEMBER)).toBe('KSh 25,000 a month');
    expect(planPriceText({ priceKes: '250000.00', period: 'yearly' })).toBe('KSh 250,000 a year');
  });

  it('states the current period in the renewal e-mail words, and nothing before the first payment', () => {
    expect(currentPeriodText(CARD_MEMBER)).toBe('1 December 2026 up to 1 January 2027');
    expect(currentPeriodText({ currentPeriodStart: null, currentPeriodEnd: null })).toBeNull();
  });

  it('gives a card member the next charge: amount, date and the card it goes to', () => {
    expect(nextChargeLine(CARD_MEMBER)).toEqual({
      label: 'Next charge',
      value: 'KSh 25,000 on 1 January 2027',
      note: 'Charged to your Visa •••• 4081 automatically.',
    });
  });

  it('tells an M-Pesa member what is due and that a pay link comes by e-mail', () => {
    expect(nextChargeLine(MPESA_MEMBER)).toEqual({
      label: 'Next payment',
      value: 'KSh 25,000 due 1 January 2027',
      note: 'We e-mail you a link to pay with M-Pesa or card 7 days and 1 day before.',
    });
  });

  it('says when a membership whose renewal was cancelled ends, and that nothing more is charged', () => {
    expect(nextChargeLine(NOT_RENEWING)).toEqual({
      label: 'Renewal',
      value: 'Ends on 1 January 2027',
      note: 'You keep access until then and will not be charged again.',
    });
  });

  it('shows no next charge once a membership has ended', () => {
    expect(
      nextChargeLine({ ...CARD_MEMBER, status: 'expired', nextChargeDate: null, nextChargeAmountKes: null }),
    ).toBeNull();
  });

  it("names a team's seats and company, and a seat's company and who manages it", () => {
    expect(teamLine(TEAM_MEMBERSHIP)).toBe('3 seats for Acme Ltd');
    expect(teamLine({ seats: 1, companyName: 'Acme Ltd', seatOf: null })).toBe('1 seat for Acme Ltd');
    expect(teamLine(SEAT)).toBe("Seat of Acme Ltd's team — managed by its billing contact");
    expect(teamLine(CARD_MEMBER)).toBeNull();
  });

  it("gives a team's billing contact the charge for all its seats", () => {
    expect(nextChargeLine(TEAM_MEMBERSHIP)).toEqual({
      label: 'Next charge',
      value: 'KSh 21,000 on 1 January 2027',
      note: 'Charged to your Visa •••• 4081 automatically.',
    });
  });

  it('asks nothing of a seat holder: the company pays; a seat whose team ends says when', () => {
    expect(nextChargeLine(SEAT)).toBeNull();
    expect(nextChargeLine({ ...SEAT, ...NOT_RENEWING, seatOf: 'Acme Ltd' })).toEqual({
      label: 'Renewal',
      value: 'Ends on 1 January 2027',
      note: 'You keep access until then and will not be charged again.',
    });
  });

  it('colours the status: active green, ending amber, overdue red, over grey', () => {
    expect(membershipStatusTone('active')).toBe('green');
    expect(membershipStatusTone('non_renewing')).toBe('amber');
    expect(membershipStatusTone('past_due')).toBe('red');
    expect(membershipStatusTone('expired')).toBe('slate');
  });
});

describe('cancelling renewal', () => {
  it('promises access until the period end and no further charge before the member confirms', () => {
    expect(cancelRenewalText(CARD_MEMBER)).toBe(
      'Your Dedicated Desk membership will not renew. You keep access until 1 January 2027, the end of the period you have paid for, and you will not be charged again. You can resume renewal any time before then.',
    );
  });

  it('announces the outcome from the membership the server returns', () => {
    expect(renewalChangedText(NOT_RENEWING)).toBe(
      'Your Dedicated Desk membership will not renew. You keep access until 1 January 2027.',
    );
    expect(renewalChangedText(CARD_MEMBER)).toBe('Your Dedicated Desk membership will renew again.');
  });
});

describe('bookings and documents', () => {
  it('shows the first date of a booking and how many more there are', () => {
    expect(bookingDatesText(['2026-12-03'], formatVenueDate)).toBe('Thu, 3 Dec 2026');
    expect(bookingDatesText(['2026-12-03', '2026-12-04'], formatVenueDate)).toBe('Thu, 3 Dec 2026 + 1 more day');
    expect(bookingDatesText(['2026-12-03', '2026-12-04', '2026-12-07'], formatVenueDate)).toBe(
      'Thu, 3 Dec 2026 + 2 more days',
    );
  });

  it('labels booking statuses in words', () => {
    expect(bookingStatusText('confirmed')).toBe('Confirmed');
    expect(bookingStatusText('cancelled')).toBe('Cancelled');
  });

  it('titles receipts and credit notes with their numbers', () => {
    expect(documentTitle({ kind: 'receipt', number: 'SCH-2026-000123' })).toBe('Receipt SCH-2026-000123');
    expect(documentTitle({ kind: 'credit-note', number: 'SCH-CN-2026-000004' })).toBe('Credit note SCH-CN-2026-000004');
    expect(documentLinkText({ kind: 'receipt', number: 'SCH-2026-000123' })).toBe(
      'Download receipt SCH-2026-000123 (PDF)',
    );
  });
});

describe('the allowance card', () => {
  const allowance = {
    periodEnd: '2027-01-01',
    deskDays: allowanceBalance(12, 7),
    meetingRoomHours: allowanceBalance(0, 0),
    guestPasses: allowanceBalance(5, 5),
    memberDiscountPercent: 15,
  };

  it('names the last day of the period (the API gives the first day after it)', () => {
    expect(allowanceUntilText(allowance)).toBe('Until 31 December 2026');
    expect(allowanceLastDay(allowance)).toBe('2026-12-31');
  });

  it('shows each allowance the plan includes as what is left of it, and leaves out what it does not include', () => {
    expect(allowanceLines(allowance).map((line) => line.text)).toEqual([
      '5 of 12 desk days left',
      '0 of 5 guest passes left',
    ]);
    expect(allowanceLines({ ...allowance, deskDays: allowanceBalance(0, 3, true) })[0].text).toBe(
      'Unlimited desk days',
    );
  });

  it('states the member discount only when there is one', () => {
    expect(memberDiscountText(allowance)).toBe('15% off bookings beyond your allowance');
    expect(memberDiscountText({ memberDiscountPercent: 0 })).toBeNull();
  });
});

describe('moving a booking from the portal', () => {
  const booking = {
    status: 'confirmed' as const,
    dates: ['2026-12-04'],
    spaceId: '3c1c1c1e-8f0e-4c4a-9d55-0c1f3e2a7b10',
    times: ['12:00', '10:00'],
  };

  it('moves a slot booking of one date by its first slot, and a day pass by its date', () => {
    expect(memberBookingMove(booking)).toEqual({
      spaceId: booking.spaceId,
      billingCycle: 'hourly',
      date: '2026-12-04',
    });
    expect(memberBookingMove({ ...booking, times: ['All Day Access'] })?.billingCycle).toBe('daily');
  });

  it('offers no Move for what cannot be moved online: several dates, monthly access, a tour, unconfirmed', () => {
    expect(memberBookingMove({ ...booking, dates: ['2026-12-04', '2026-12-05'] })).toBeNull();
    expect(memberBookingMove({ ...booking, times: ['Monthly Access'] })).toBeNull();
    expect(memberBookingMove({ ...booking, spaceId: null })).toBeNull();
    expect(memberBookingMove({ ...booking, status: 'pending' })).toBeNull();
  });
});
