import { BOOKING_ERRORS, type BookingError } from './booking.errors.js';
import { type BookingStatus, type Canceller, type SpaceBooking } from './entities/space-booking.entity.js';

/**
 * What changes the status of a booked row: its unpaid hold running out, a payment arriving (a late payment may
 * place a row whose hold lapsed, or give up one it cannot place), staff in the back-office, or the customer
 * through the manage link.
 */
export const BOOKING_CAUSES = ['hold-expiry', 'payment', 'staff', 'customer'] as const;
export type BookingCause = (typeof BOOKING_CAUSES)[number];

/**
 * The state machine of a booked row: to which status each status may move, and who may cause it. Every status
 * change of a `SpaceBooking` goes through `moveBooking`, which refuses anything not listed here (the hold release,
 * written in SQL for whole batches, takes its "from" statuses from this table).
 *
 *   pending ──payment / staff──▶ confirmed ──staff / customer──▶ cancelled
 *      └──hold expiry / payment (slot or space gone) / staff / customer──▶ cancelled
 *   cancelled ──payment (a lapsed hold paid late) / staff (when no money went back)──▶ confirmed
 *
 * Nothing goes back to pending: pending means "held, waiting for payment", and a row that was confirmed or cancelled
 * is never waiting for its first payment again.
 */
export const BOOKING_TRANSITIONS: Record<BookingStatus, Partial<Record<BookingStatus, readonly BookingCause[]>>> = {
  pending: { confirmed: ['payment', 'staff'], cancelled: ['hold-expiry', 'payment', 'staff', 'customer'] },
  confirmed: { cancelled: ['staff', 'customer'] },
  cancelled: { confirmed: ['payment', 'staff'] },
};

/** Whether the table lets `cause` move a row from one status to another (a different one). */
export function transitionAllowed(from: BookingStatus, to: BookingStatus, cause: BookingCause): boolean {
  return BOOKING_TRANSITIONS[from][to]?.includes(cause) ?? false;
}

/** The statuses `cause` may move a row from into `to` (for changes written in SQL over many rows). */
export function statusesMovableTo(to: BookingStatus, cause: BookingCause): BookingStatus[] {
  return (Object.keys(BOOKING_TRANSITIONS) as BookingStatus[]).filter((from) => transitionAllowed(from, to, cause));
}

/**
 * What staff changes depend on besides the status: the money of the row's booking group (read under the group's
 * lock, before anything changes) and the admin's refund right.
 */
export interface StaffMoveFacts {
  /** A successful payment of more than nothing paid for the row's group. */
  paid: boolean;
  /** Some of the group's money went back, or a refund that has not failed is on its way. */
  moneyReturned: boolean;
  /** The admin holds `payments.refund`. */
  mayRefund: boolean;
}

export type BookingMover = { cause: 'staff'; facts: StaffMoveFacts } | { cause: Exclude<BookingCause, 'staff'> };

/** Who a cancellation is recorded against (`cancelled_by`): a payment that cannot be placed counts as its hold. */
const CANCELLER: Record<BookingCause, Canceller> = {
  'hold-expiry': 'hold',
  payment: 'hold',
  staff: 'staff',
  customer: 'customer',
};

/**
 * Why a move is refused (a 409, or a 403 when only the admin's rights stand in the way), or null when it is allowed.
 * A row moving to its own status is no move and never refused.
 */
export function bookingMoveRefusal(
  booking: Pick<SpaceBooking, 'status' | 'cancelledBy'>,
  to: BookingStatus,
  mover: BookingMover,
): BookingError | null {
  const from = booking.status;
  if (from === to) return null;
  if (!transitionAllowed(from, to, mover.cause)) return BOOKING_ERRORS.transitionRefused(from, to, mover.cause);
  // A payment brings back only a row whose hold lapsed; one the customer or staff cancelled stays cancelled.
  if (mover.cause === 'payment' && from === 'cancelled' && booking.cancelledBy !== 'hold')
    return BOOKING_ERRORS.cancelledNotRevivedByPayment();
  if (mover.cause === 'staff') {
    const { paid, moneyReturned, mayRefund } = mover.facts;
    // Confirming again after money went back would let the customer keep both the slot and the refund.
    if (to === 'confirmed' && moneyReturned) return BOOKING_ERRORS.refundedCannotConfirm();
    // Cancelling a paid booking decides about the customer's money (refund it or keep it): the refund right's call.
    if (to === 'cancelled' && paid && !mayRefund) return BOOKING_ERRORS.paidNeedsRefundRight();
  }
  return null;
}

/**
 * The one place a booked row's status changes: refuses what the state machine does not allow (throws), and keeps
 * what goes with the status in step (who cancelled it; a hold ends with any move). Returns false when the row is
 * already in that status (nothing changed).
 */
export function moveBooking(booking: SpaceBooking, to: BookingStatus, mover: BookingMover): boolean {
  if (booking.status === to) return false;
  const refusal = bookingMoveRefusal(booking, to, mover);
  if (refusal) throw refusal;
  booking.status = to;
  booking.cancelledBy = to === 'cancelled' ? CANCELLER[mover.cause] : null;
  booking.holdExpiresAt = null;
  return true;
}
