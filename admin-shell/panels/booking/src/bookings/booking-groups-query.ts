import type { AdminBooking, BookedDate, BookingGroup, ColumnSort } from 'admin-kit';
import type { BadgeLook } from '../payments/payment-labels';
import { formatCents } from '../payments/money';

/** The filter row as typed; '' means "any". The names are the booking-groups list's own query parameters. */
export interface BookingFilters {
  q: string;
  status: '' | 'pending' | 'confirmed' | 'cancelled';
  type: '' | 'tour' | 'space';
  spaceId: string;
  from: string;
  to: string;
}

export const NO_BOOKING_FILTERS: BookingFilters = { q: '', status: '', type: '', spaceId: '', from: '', to: '' };

export type BookingSortField = 'createdAt' | 'firstDate' | 'status' | 'customerName';

/** Newest bookings first, as the API defaults. */
export const DEFAULT_BOOKING_SORT: ColumnSort<BookingSortField> = { field: 'createdAt', order: 'DESC' };

/** Names and statuses read A→Z on their first click; dates newest first. */
export const BOOKING_FIRST_ORDER = { customerName: 'ASC', status: 'ASC' } as const;

export const BOOKING_STATUS_FILTERS = [
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

export const BOOKING_TYPE_FILTERS = [
  { value: 'space', label: 'Space bookings' },
  { value: 'tour', label: 'Tours' },
] as const;

/**
 * One date of a group as the Manage Booking dialog takes a booking: the group says who and what, the date says
 * when, its status, price share and notes.
 */
export function bookingOf(group: BookingGroup, date: BookedDate): AdminBooking {
  const [firstName, ...rest] = group.customerName.split(' ');
  return {
    id: date.id,
    userId: null,
    spaceId: group.spaceId,
    spaceName: group.spaceName,
    type: group.type,
    date: date.date,
    time: date.time,
    duration: date.duration,
    status: date.status,
    notes: date.notes,
    bookingGroupId: group.id,
    userFirstName: firstName || null,
    lastName: rest.join(' ') || null,
    email: group.email,
    phone: group.phone,
    holdExpiresAt: date.holdExpiresAt,
    priceCents: date.priceCents,
    createdAt: group.createdAt,
  };
}

const GROUP_PAYMENT_BADGE: Record<BookingGroup['payment']['status'], BadgeLook> = {
  none: { label: 'Not paid', variant: 'secondary' },
  pending: { label: 'Payment pending', variant: 'warning' },
  paid: { label: 'Paid', variant: 'success' },
  partially_refunded: { label: 'Partly refunded', variant: 'secondary' },
  refunded: { label: 'Refunded', variant: 'secondary' },
  failed: { label: 'Payment failed', variant: 'destructive' },
};

/**
 * A group's money in a few words: tours are free; a space booking shows where its payment stands, with what was
 * received and refunded once money came in, else what is due.
 */
export function groupPaymentSummary(group: BookingGroup): { badge: BadgeLook | null; detail: string } {
  if (group.kind === 'tour') return { badge: null, detail: 'Free tour' };
  const { payment } = group;
  const badge = GROUP_PAYMENT_BADGE[payment.status];
  if (payment.paidCents > 0) {
    const received = `${formatCents(payment.paidCents)} received`;
    const refunded = payment.refundedCents > 0 ? ` · ${formatCents(payment.refundedCents)} refunded` : '';
    return { badge, detail: received + refunded };
  }
  return { badge, detail: group.priceCents === null ? '' : `${formatCents(group.priceCents)} due` };
}

/** A group's dates in a few words: one date, or the first and last and how many. */
export function groupDatesText(group: BookingGroup, formatDate: (date: string) => string): string {
  const first = group.bookings[0];
  if (group.bookingCount <= 1)
    return first ? `${formatDate(first.date)} at ${first.time}` : formatDate(group.firstDate);
  return `${formatDate(group.firstDate)} – ${formatDate(group.lastDate)} · ${group.bookingCount} dates`;
}

/** Tour requests still waiting for staff: the ones bulk approve/reject acts on. */
export function isPendingTour(group: BookingGroup): boolean {
  return group.kind === 'tour' && group.status === 'pending';
}
