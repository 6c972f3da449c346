import { BOOKING_FORM_MESSAGES, BOOKING_HORIZON_MESSAGES } from '@coworking/domain';
import { type BookingCause } from './booking-transitions.js';
import { type BookingStatus } from './entities/space-booking.entity.js';

/** Who a refused status change was asked by, as the 409 names it. */
const CAUSE_WORDS: Record<BookingCause, string> = {
  'hold-expiry': 'when its hold runs out',
  payment: 'by a payment',
  staff: 'by staff',
  customer: 'by the customer',
};

/** What the booking module answers with, in words a visitor or an admin can act on. */
export const BOOKING_MESSAGES = {
  spaceNotFound: 'Space not found.',
  bookingNotFound: 'Booking not found.',
  spaceUnavailable: 'This space is not available for booking right now.',
  fullyBooked: (space: string, date: string, time: string) =>
    `Sorry, ${space} is fully booked on ${date}${/^\d/.test(time) ? ` at ${time}` : ''}. Please choose another ${/^\d/.test(time) ? 'time' : 'date'}.`,
  pastTime: BOOKING_HORIZON_MESSAGES.pastTime,
  pastDate: BOOKING_HORIZON_MESSAGES.pastDate,
  noSlots: 'Please choose at least one time slot.',
  unknownSlot: (time: string) => `${time} is not a bookable slot for this space.`,
  oneDateForMonthly: 'Monthly access starts on one date. Please choose a single start date.',
  needsPayment: 'This booking needs payment. Please continue to checkout.',
  unpaidHoldsForEmail: (count: number, wait: string) =>
    `You already have ${count} unpaid booking${count === 1 ? '' : 's'} waiting for payment. Please complete or cancel one, or try again in ${wait} when its hold runs out.`,
  unpaidHoldsForAddress: (wait: string) =>
    `Too many unpaid bookings are waiting for payment from your network. Please complete one, or try again in ${wait}.`,
  tourOutsideHours: 'Tours run every hour from 09:00 to 17:00.',
  invalidDate: BOOKING_FORM_MESSAGES.dateFormat,
  alreadyCancelled: 'This booking is already cancelled.',
  cancellationClosed: (deadline: string) =>
    `This booking can no longer be cancelled online: the deadline was ${deadline}. Please contact us if your plans changed.`,
  slotHeld: (holder: string) => `That slot is taken: ${holder} holds it.`,
  slotTakenMeanwhile: 'That slot was taken by another booking just now. Please choose another.',
  instanceNotInSpace: 'That instance is not an active instance of this space.',
  cannotMoveCancelled: 'A cancelled booking cannot be moved; book again instead.',
  transitionRefused: (from: BookingStatus, to: BookingStatus, cause: BookingCause) =>
    to === 'pending'
      ? `A ${from} booking cannot go back to pending (waiting for payment): ${from === 'cancelled' ? 'book again instead' : 'cancel it if it should not take place'}.`
      : `A ${from} booking cannot be ${to} ${CAUSE_WORDS[cause]}.`,
  cancelledNotRevivedByPayment:
    'This booking was cancelled by the customer or staff: a payment does not bring it back (the payment is refunded).',
  refundedCannotConfirm:
    "This booking's payment has been refunded (in part or in full) or a refund is on its way, so it cannot be confirmed again. Book again instead.",
  paidNeedsRefundRight:
    "This booking has been paid for: cancelling it decides what happens to the customer's money, so an admin with refund rights (payments.refund) must cancel it.",
  spaceGone: 'The space of this booking has been deleted: it cannot be confirmed. Book again instead.',
  spaceInactive: (space: string) =>
    `${space} is inactive, so this booking cannot be given a place again. Make the space active, or book another space.`,
  cannotMoveTour: 'Tours have no instance or slot to move.',
  moveNothingChanged: 'The booking is already there: choose another instance, date or time.',
  manageLinkInvalid:
    'This booking link is not valid or has expired. Please use the link in your latest booking e-mail, or contact us.',
  noReceipt: 'This booking has no receipt: nothing was paid for it.',
  noCreditNote: 'No credit note yet: one is issued when the refund is processed.',
  tourRequestsNotFound: (ids: readonly string[]) =>
    `No tour request with the id ${ids.map((id) => id.slice(0, 8)).join(', ')}…`,
  notTourRequests: (ids: readonly string[]) =>
    `Only tour requests are approved or rejected together; these are space bookings: ${ids
      .map((id) => id.slice(0, 8).toUpperCase())
      .join(', ')}`,
  customerGone: 'That customer no longer exists. Search again or enter their details.',
  discountNeedsRefund: 'Discounts and complimentary bookings need the payments refund permission.',
  nothingToPay: 'There is nothing to pay for this booking: record it as complimentary instead.',
};

/** What the back-office answers when spaces and their instances are edited. */
export const SPACE_ADMIN_MESSAGES = {
  inactiveCannotBeAvailable: 'Inactive spaces cannot be available for booking',
  instanceNotFound: 'Space instance not found.',
  upcomingBookings: (count: number) =>
    `This space has ${count} upcoming booking${count === 1 ? '' : 's'}. Cancel ${count === 1 ? 'it' : 'them'} first, or make the space inactive.`,
  instanceBusy: (label: string) =>
    `${label} has upcoming bookings. Cancel them first, or deactivate the instance instead.`,
  windowInvalid: 'Choose a start date on or before the end date (YYYY-MM-DD).',
};
