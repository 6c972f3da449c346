import type { BadgeVariant, BookingStatus } from 'admin-kit';

export const BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'cancelled'];

export const STATUS_BADGE: Record<BookingStatus, BadgeVariant> = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'destructive',
};

/** The spec shows the first 8 characters of a booking's id. */
export function shortBookingId(id: string): string {
  return id.slice(0, 8);
}

/** Quick Approve/Reject send the notes, or say who changed the status when there are none. */
export function quickActionNotes(notes: string, status: BookingStatus): string {
  return notes.trim() ? notes : `Status changed to ${status} by admin`;
}
