/** The figures the FAQ, the terms and the privacy policy quote (spec section 9), in one place so they never disagree. */
export const POLICY = {
  latePenaltyPercent: 5,
  refundBusinessDays: '7 to 14',
  accessCardReturnDays: 7,
  privacyResponseDays: 30,
  bookingCancellationHours: 2,
  dayPassCancellationHours: 24,
  membershipNoticeDays: 30,
  guestPassesPerMonth: 5,
  maxDatesPerBooking: 10,
  tourMinutes: 30,
} as const;

/** Standard prices quoted in the FAQ (KES). Limited-time offers on the home and membership pages can be lower. */
export const LIST_PRICES = {
  dayPass: 1500,
  flexible: 18000,
  flexibleDays: 10,
  fullTime: 35000,
  teamOfficeFrom: 80000,
  virtualOfficeFrom: 8000,
  parkingMonthly: 3000,
  dayLocker: 200,
} as const;

export const PAYMENT_METHODS = 'M-Pesa, bank transfer and debit or credit cards (Visa and Mastercard)';

export const LEGAL_UPDATED = '1 November 2026';
