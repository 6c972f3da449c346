import { Injectable } from '@nestjs/common';
import { type Transaction } from '../../common/database/transaction.js';
import { type MailRequest } from '../mail/delivery/mail.service.js';
import { BookingCancellationService } from './booking-cancellation.service.js';
import { BookingMailService } from './booking-mail.service.js';
import { BookingPlacementService } from './booking-placement.service.js';
import { type BookingQuote, type HeldBooking, type SpaceBookingRequest, type UnplacedRow } from './bookings.types.js';
import { type SpaceBooking } from './entities/space-booking.entity.js';

export {
  type BookingContact,
  type BookingQuote,
  type CancellationContext,
  formatCents,
  type HeldBooking,
  HOLD_EXPIRED_NOTE,
  type SpaceBookingRequest,
  type StaffActor,
  type UnplacedReason,
  type UnplacedRow,
} from './bookings.types.js';

/**
 * What other modules (the member portal, the front desk) ask of bookings: quote and hold a group, confirm it when
 * paid, read its rows and manage link, and cancel it for its customer. The work is
 * done by the services it hands each request to: placement (groups, instances, holds), cancellation, and the
 * booking e-mails with their manage links.
 */
@Injectable()
export class BookingsService {
  constructor(
    private readonly placement: BookingPlacementService,
    private readonly cancellation: BookingCancellationService,
    private readonly bookingMail: BookingMailService,
  ) {}

  /** The server's price of a selection of an active space (see BookingPlacementService.quote). */
  quote(
    tx: Transaction,
    request: Pick<SpaceBookingRequest, 'spaceId' | 'dates' | 'slots'>,
    now: Date = new Date(),
  ): Promise<BookingQuote> {
    return this.placement.quote(tx, request, now);
  }

  /** A new booking group in the caller's transaction, held or confirmed (see BookingPlacementService.createGroup). */
  createGroup(
    tx: Transaction,
    request: SpaceBookingRequest,
    status: 'pending' | 'confirmed',
    now: Date = new Date(),
  ): Promise<HeldBooking> {
    return this.placement.createGroup(tx, request, status, now);
  }

  /** A paid group confirmed in the payment's transaction (see BookingPlacementService.confirmPaidGroup). */
  confirmPaidGroup(
    tx: Transaction,
    bookingGroupId: string,
    now: Date = new Date(),
  ): Promise<{ confirmed: SpaceBooking[]; unplaced: UnplacedRow[]; mail: MailRequest | null }> {
    return this.placement.confirmPaidGroup(tx, bookingGroupId, now);
  }

  /** Lets a whole unpaid group go at once (an offer withdrawn or over), with why for staff. */
  releaseGroup(tx: Transaction, bookingGroupId: string, reason: string): Promise<void> {
    return this.placement.releaseGroup(tx, bookingGroupId, reason);
  }

  /** Unpaid bookings whose hold ran out: cancelled, and their instances free again. Returns how many. */
  releaseExpiredHolds(now: Date = new Date()): Promise<number> {
    return this.placement.releaseExpiredHolds(now);
  }

  /** The rows of a group in id order (inside `tx`), with their spaces. */
  groupRows(tx: Transaction, bookingGroupId: string): Promise<SpaceBooking[]> {
    return this.placement.groupRows(tx, bookingGroupId);
  }

  /** A manage link for a group, valid until its last row ends; the token is stored hashed in `tx`. */
  manageUrl(tx: Transaction, rows: SpaceBooking[]): string {
    return this.bookingMail.manageUrl(tx, rows);
  }

  /** The customer cancels a whole group from its manage link (see BookingCancellationService). */
  cancelGroupByCustomer(bookingGroupId: string, now: Date = new Date()): Promise<void> {
    return this.cancellation.cancelGroupByCustomer(bookingGroupId, now);
  }
}
