import { ADMIN_NUMBER_MESSAGES } from '@coworking/domain';
import { DomainError } from '../../common/errors/domain-error.js';
import { type BookingCause } from './booking-transitions.js';
import { BOOKING_MESSAGES, SPACE_ADMIN_MESSAGES } from './booking.messages.js';
import { type BookingStatus } from './entities/space-booking.entity.js';
import { RESCHEDULE_MESSAGES } from './reschedule/reschedule.messages.js';

/** The booking module's refusals: one class, a code per rule, the words from booking.messages.ts. */
export type BookingErrorCode =
  | 'space-not-found'
  | 'booking-not-found'
  | 'invalid-date'
  | 'space-unavailable'
  | 'one-date-for-monthly'
  | 'no-slots'
  | 'unknown-slot'
  | 'start-not-bookable'
  | 'tour-outside-hours'
  | 'fully-booked'
  | 'instance-not-in-space'
  | 'slot-held'
  | 'slot-taken-meanwhile'
  | 'space-gone'
  | 'space-inactive'
  | 'already-cancelled'
  | 'cancellation-closed'
  | 'transition-refused'
  | 'cancelled-not-revived-by-payment'
  | 'refunded-cannot-confirm'
  | 'paid-needs-refund-right'
  | 'cannot-move-tour'
  | 'cannot-move-cancelled'
  | 'move-nothing-changed'
  | 'manage-link-invalid'
  | 'no-receipt'
  | 'no-credit-note'
  | 'tour-requests-not-found'
  | 'not-tour-requests'
  | 'customer-gone'
  | 'discount-needs-refund-right'
  | 'discount-invalid'
  | 'nothing-to-pay'
  | 'inactive-cannot-be-available'
  | 'instance-not-found'
  | 'instance-busy'
  | 'space-has-upcoming-bookings'
  | 'too-many-instances'
  | 'not-movable-online'
  | 'move-closed'
  | 'outside-allowance-period'
  | 'move-time-needed'
  | 'move-slot-does-not-fit'
  | 'move-same-slot';

export class BookingError extends DomainError<BookingErrorCode> {
  readonly module = 'booking';
}

/** Each refusal built in one place, so a rule's code, kind and words cannot drift apart. */
export const BOOKING_ERRORS = {
  spaceNotFound: () => new BookingError('space-not-found', 'not-found', BOOKING_MESSAGES.spaceNotFound),
  bookingNotFound: () => new BookingError('booking-not-found', 'not-found', BOOKING_MESSAGES.bookingNotFound),
  invalidDate: () => new BookingError('invalid-date', 'invalid', BOOKING_MESSAGES.invalidDate),

  // Quoting a selection (booking-quote.ts) and tour requests.
  spaceUnavailable: () => new BookingError('space-unavailable', 'conflict', BOOKING_MESSAGES.spaceUnavailable),
  oneDateForMonthly: () => new BookingError('one-date-for-monthly', 'invalid', BOOKING_MESSAGES.oneDateForMonthly),
  noSlots: () => new BookingError('no-slots', 'invalid', BOOKING_MESSAGES.noSlots),
  unknownSlot: (time: string) => new BookingError('unknown-slot', 'invalid', BOOKING_MESSAGES.unknownSlot(time)),
  /** A start in the past or past the book-ahead limit, in the words of the shared rule (`bookingStartProblem`). */
  startNotBookable: (problem: string) => new BookingError('start-not-bookable', 'invalid', problem),
  tourOutsideHours: () => new BookingError('tour-outside-hours', 'invalid', BOOKING_MESSAGES.tourOutsideHours),

  // Placing rows on instances.
  fullyBooked: (space: string, date: string, time: string) =>
    new BookingError('fully-booked', 'conflict', BOOKING_MESSAGES.fullyBooked(space, date, time)),
  instanceNotInSpace: () => new BookingError('instance-not-in-space', 'invalid', BOOKING_MESSAGES.instanceNotInSpace),
  slotHeld: (holder: string) => new BookingError('slot-held', 'conflict', BOOKING_MESSAGES.slotHeld(holder)),
  slotTakenMeanwhile: () => new BookingError('slot-taken-meanwhile', 'conflict', BOOKING_MESSAGES.slotTakenMeanwhile),
  spaceGone: () => new BookingError('space-gone', 'conflict', BOOKING_MESSAGES.spaceGone),
  spaceInactive: (space: string) =>
    new BookingError('space-inactive', 'conflict', BOOKING_MESSAGES.spaceInactive(space)),

  // Status changes (booking-transitions.ts) and the customer's cancellation.
  alreadyCancelled: () => new BookingError('already-cancelled', 'conflict', BOOKING_MESSAGES.alreadyCancelled),
  cancellationClosed: (deadline: string) =>
    new BookingError('cancellation-closed', 'conflict', BOOKING_MESSAGES.cancellationClosed(deadline)),
  transitionRefused: (from: BookingStatus, to: BookingStatus, cause: BookingCause) =>
    new BookingError('transition-refused', 'conflict', BOOKING_MESSAGES.transitionRefused(from, to, cause)),
  cancelledNotRevivedByPayment: () =>
    new BookingError('cancelled-not-revived-by-payment', 'conflict', BOOKING_MESSAGES.cancelledNotRevivedByPayment),
  refundedCannotConfirm: () =>
    new BookingError('refunded-cannot-confirm', 'conflict', BOOKING_MESSAGES.refundedCannotConfirm),
  paidNeedsRefundRight: () =>
    new BookingError('paid-needs-refund-right', 'forbidden', BOOKING_MESSAGES.paidNeedsRefundRight),

  // Staff moving a row.
  cannotMoveTour: () => new BookingError('cannot-move-tour', 'invalid', BOOKING_MESSAGES.cannotMoveTour),
  cannotMoveCancelled: () =>
    new BookingError('cannot-move-cancelled', 'conflict', BOOKING_MESSAGES.cannotMoveCancelled),
  moveNothingChanged: () => new BookingError('move-nothing-changed', 'invalid', BOOKING_MESSAGES.moveNothingChanged),

  // The manage link.
  manageLinkInvalid: () => new BookingError('manage-link-invalid', 'not-found', BOOKING_MESSAGES.manageLinkInvalid),
  noReceipt: () => new BookingError('no-receipt', 'not-found', BOOKING_MESSAGES.noReceipt),
  noCreditNote: () => new BookingError('no-credit-note', 'not-found', BOOKING_MESSAGES.noCreditNote),

  // Booking groups in the back-office.
  tourRequestsNotFound: (ids: readonly string[]) =>
    new BookingError('tour-requests-not-found', 'not-found', BOOKING_MESSAGES.tourRequestsNotFound(ids)),
  notTourRequests: (ids: readonly string[]) =>
    new BookingError('not-tour-requests', 'invalid', BOOKING_MESSAGES.notTourRequests(ids)),

  // Bookings staff place for walk-ins and phone customers.
  customerGone: () => new BookingError('customer-gone', 'invalid', BOOKING_MESSAGES.customerGone),
  discountNeedsRefundRight: () =>
    new BookingError('discount-needs-refund-right', 'forbidden', BOOKING_MESSAGES.discountNeedsRefund),
  /** The shared discount rule's refusal (`discountCentsOf`), also named on the field. */
  discountInvalid: (problem: string) =>
    new BookingError('discount-invalid', 'invalid', problem, { discountValue: problem }),
  nothingToPay: () => new BookingError('nothing-to-pay', 'invalid', BOOKING_MESSAGES.nothingToPay),

  // Spaces and instances in the back-office.
  inactiveCannotBeAvailable: () =>
    new BookingError('inactive-cannot-be-available', 'invalid', SPACE_ADMIN_MESSAGES.inactiveCannotBeAvailable, {
      isAvailable: SPACE_ADMIN_MESSAGES.inactiveCannotBeAvailable,
    }),
  instanceNotFound: () => new BookingError('instance-not-found', 'not-found', SPACE_ADMIN_MESSAGES.instanceNotFound),
  instanceBusy: (label: string) =>
    new BookingError('instance-busy', 'conflict', SPACE_ADMIN_MESSAGES.instanceBusy(label)),
  spaceHasUpcomingBookings: (count: number) =>
    new BookingError('space-has-upcoming-bookings', 'conflict', SPACE_ADMIN_MESSAGES.upcomingBookings(count)),
  tooManyInstances: () => new BookingError('too-many-instances', 'invalid', ADMIN_NUMBER_MESSAGES.instancesPerSpace),

  // A customer or member moving their booking (reschedule/).
  /** Why the group cannot be moved online at all, as `groupMoveRefusal` words it. */
  notMovableOnline: (refusal: string) => new BookingError('not-movable-online', 'conflict', refusal),
  moveClosed: (deadline: string) => new BookingError('move-closed', 'conflict', RESCHEDULE_MESSAGES.closed(deadline)),
  /** Why an allowance booking cannot move to that date, as `allowanceMoveRefusal` words it. */
  outsideAllowancePeriod: (refusal: string) => new BookingError('outside-allowance-period', 'conflict', refusal),
  moveTimeNeeded: () => new BookingError('move-time-needed', 'invalid', RESCHEDULE_MESSAGES.timeNeeded),
  moveSlotDoesNotFit: (lastStart: string) =>
    new BookingError('move-slot-does-not-fit', 'invalid', RESCHEDULE_MESSAGES.slotDoesNotFit(lastStart)),
  moveSameSlot: () => new BookingError('move-same-slot', 'invalid', RESCHEDULE_MESSAGES.sameSlot),
};
