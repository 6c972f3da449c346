import { DomainError } from '../../common/errors/domain-error.js';
import { ALLOWANCE_MESSAGES, CALENDAR_FEED_MESSAGES, MEMBER_PORTAL_MESSAGES } from './member-portal.messages.js';

/** The member portal's refusals: one class, a code per rule, the words from member-portal.messages.ts. */
export type MemberPortalErrorCode =
  | 'sign-in-link-invalid'
  | 'membership-not-found'
  | 'nothing-to-pay'
  | 'booking-not-found'
  | 'booking-ended'
  | 'receipt-not-found'
  | 'credit-note-not-found'
  | 'calendar-feed-not-found'
  | 'no-allowance'
  | 'no-allowance-to-spend'
  | 'allowance-past-due'
  | 'guests-past-due'
  | 'no-guest-passes-in-plan'
  | 'guest-passes-used-up'
  | 'guest-date-outside-period'
  | 'guest-pass-not-found'
  | 'guest-visit-already-cancelled'
  | 'guest-visit-started'
  | 'paid-part-not-started';

export class MemberPortalError extends DomainError<MemberPortalErrorCode> {
  readonly module = 'member-portal';
}

/** Each refusal built in one place, so a rule's code, kind and words cannot drift apart. */
export const MEMBER_PORTAL_ERRORS = {
  signInLinkInvalid: () =>
    new MemberPortalError('sign-in-link-invalid', 'unauthenticated', MEMBER_PORTAL_MESSAGES.linkInvalid),
  membershipNotFound: () =>
    new MemberPortalError('membership-not-found', 'not-found', MEMBER_PORTAL_MESSAGES.membershipNotFound),
  nothingToPay: () => new MemberPortalError('nothing-to-pay', 'not-found', MEMBER_PORTAL_MESSAGES.nothingToPay),
  bookingNotFound: () =>
    new MemberPortalError('booking-not-found', 'not-found', MEMBER_PORTAL_MESSAGES.bookingNotFound),
  bookingEnded: () => new MemberPortalError('booking-ended', 'conflict', MEMBER_PORTAL_MESSAGES.bookingEnded),
  receiptNotFound: () =>
    new MemberPortalError('receipt-not-found', 'not-found', MEMBER_PORTAL_MESSAGES.receiptNotFound),
  creditNoteNotFound: () =>
    new MemberPortalError('credit-note-not-found', 'not-found', MEMBER_PORTAL_MESSAGES.creditNoteNotFound),
  calendarFeedNotFound: () =>
    new MemberPortalError('calendar-feed-not-found', 'not-found', CALENDAR_FEED_MESSAGES.notFound),
  /** Showing the allowance: there is none to show. */
  noAllowance: () => new MemberPortalError('no-allowance', 'not-found', ALLOWANCE_MESSAGES.noAllowance),
  /** Booking from the allowance or inviting a guest: there is none to spend. */
  noAllowanceToSpend: () => new MemberPortalError('no-allowance-to-spend', 'conflict', ALLOWANCE_MESSAGES.noAllowance),
  allowancePastDue: () => new MemberPortalError('allowance-past-due', 'conflict', ALLOWANCE_MESSAGES.pastDue),
  guestsPastDue: () => new MemberPortalError('guests-past-due', 'conflict', ALLOWANCE_MESSAGES.pastDueGuests),
  noGuestPassesInPlan: (planName: string) =>
    new MemberPortalError('no-guest-passes-in-plan', 'conflict', ALLOWANCE_MESSAGES.noGuestPassesInPlan(planName)),
  guestPassesUsedUp: (included: number, lastDay: string) =>
    new MemberPortalError('guest-passes-used-up', 'conflict', ALLOWANCE_MESSAGES.guestPassesUsedUp(included, lastDay)),
  guestDateOutsidePeriod: (firstDay: string, lastDay: string) =>
    new MemberPortalError(
      'guest-date-outside-period',
      'invalid',
      ALLOWANCE_MESSAGES.guestDateOutsidePeriod(firstDay, lastDay),
    ),
  guestPassNotFound: () => new MemberPortalError('guest-pass-not-found', 'not-found', ALLOWANCE_MESSAGES.guestNotFound),
  guestVisitAlreadyCancelled: () =>
    new MemberPortalError('guest-visit-already-cancelled', 'conflict', ALLOWANCE_MESSAGES.guestAlreadyCancelled),
  guestVisitStarted: (date: string) =>
    new MemberPortalError('guest-visit-started', 'conflict', ALLOWANCE_MESSAGES.guestVisitStarted(date)),
  /** The covered part is booked, but Paystack would not open the paid part's checkout (its reason follows). */
  paidPartNotStarted: (coveredDates: string, paymentMessage: string) =>
    new MemberPortalError(
      'paid-part-not-started',
      'upstream-failed',
      ALLOWANCE_MESSAGES.paidPartNotStarted(coveredDates, paymentMessage),
    ),
};
