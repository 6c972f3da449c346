import { type BookedInterval, centsToKes, formatKesNumber } from '@coworking/domain';
import { type AdminPrincipal } from '../identity/access/admin-principal.js';
import { type Canceller, type SpaceBooking } from './entities/space-booking.entity.js';
import { type Space } from './entities/space.entity.js';

/** What staff read on a booking whose unpaid hold ran out. */
export const HOLD_EXPIRED_NOTE = 'Released: payment was not completed in time';

/** The admin changing a booking: who (for the audit log) and what they may do (refunds need payments.refund). */
export type StaffActor = Pick<AdminPrincipal, 'id' | 'username' | 'permissions'>;

/** KES cents as customers read them: 300000 → '3,000'. */
export function formatCents(cents: number): string {
  return formatKesNumber(centsToKes(cents));
}

export interface BookingContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface SpaceBookingRequest {
  spaceId: string;
  dates: string[];
  /** HH:MM slot starts, for hourly spaces. */
  slots: string[];
  contact: BookingContact;
  notes?: string | null;
  /** The client address of a visitor's checkout (counted against the unpaid-hold limit per address). */
  clientAddress?: string | null;
  /** Staff placing the booking may name the instance (else the first free one is taken, as for visitors). */
  instanceId?: string | null;
  /** Staff booking an existing member: the booking shows in their portal. */
  userId?: string | null;
  /** Staff bookings are not counted against the visitors' unpaid-hold limits. */
  placedByStaff?: boolean;
  /**
   * How long a pending group holds its instances, when not the checkout's BOOKING_HOLD_MINUTES: a waitlist offer holds
   * its slot for the offer's time. Such a hold is the business's offer, not a visitor's, so the visitors' unpaid-hold
   * limits do not count it.
   */
  holdMinutes?: number;
  /**
   * A member's booking splits one selection into two groups, the part their allowance covers and the rest: which of
   * the quoted intervals this group takes, and each row's price from its public share (KSh 0 on the allowance, the
   * member price beyond it).
   */
  memberShare?: {
    takes: (interval: BookedInterval) => boolean;
    rowPriceCents: (publicShareCents: number) => number;
  };
  /**
   * The quote of this very selection, read already in the same transaction (the checkout prices its promo code with
   * it before holding anything): the group is placed on it rather than reading the space and settings again.
   */
  quoted?: BookingQuote;
}

export interface BookingQuote {
  space: Space;
  intervals: BookedInterval[];
  amountCents: number;
}

export interface HeldBooking {
  bookingGroupId: string;
  bookings: SpaceBooking[];
  amountCents: number;
  holdExpiresAt: Date | null;
}

/** Why bookings are being cancelled, for the refund of what was paid for them (by the payment module). */
export interface CancellationContext {
  by: Exclude<Canceller, 'hold'>;
  /** Whether money paid for the cancelled rows goes back (customers always; staff choose). */
  refund: boolean;
  reason: string;
  actor: { id: string; username: string } | null;
}

/**
 * Why a paid row could not be placed: its slot was sold after its hold ran out, its space was deleted or made
 * inactive, or staff or the customer had cancelled it before the payment arrived. The customer is told which.
 */
export type UnplacedReason = 'taken' | 'space-gone' | 'cancelled';

export interface UnplacedRow {
  row: SpaceBooking;
  why: UnplacedReason;
}
