import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../../common/database/transaction.js';
import { ContactFields } from '../../common/entities/contact-fields.embeddable.js';
import { waitText } from '../../common/rate-limits/rate-limit-policies.js';
import { TooManyRequestsException } from '../../common/rate-limits/too-many-requests.exception.js';
import { BusinessSettingsService } from '../../common/settings/business-settings.js';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { type MailRequest } from '../mail/delivery/mail.service.js';
import { BookingMailService } from './booking-mail.service.js';
import { bookingReference } from './booking-mail.js';
import { quoteSelection } from './booking-quote.js';
import { byStart, intervalOfBooking } from './booking-schedule.js';
import { moveBooking } from './booking-transitions.js';
import { BOOKING_ERRORS, BookingError, type BookingErrorCode } from './booking.errors.js';
import { BOOKING_MESSAGES } from './booking.messages.js';
import { BookingsRepository } from './bookings.repository.js';
import {
  type BookingQuote,
  type HeldBooking,
  HOLD_EXPIRED_NOTE,
  type SpaceBookingRequest,
  type UnplacedRow,
} from './bookings.types.js';
import { type SpaceBooking } from './entities/space-booking.entity.js';
import { type Space } from './entities/space.entity.js';
import { SpaceAssignmentsRepository } from './space-assignments.repository.js';
import { SpacesRepository } from './spaces.repository.js';

/** What staff read on a row paid for after its slot was sold again (the payment module refunds it). */
const LATE_PAYMENT_NOTE = 'Paid after the hold expired and the slot was taken: refunded automatically.';
/** What staff read on a row paid for after its space was deleted (the payment module refunds it). */
const SPACE_GONE_NOTE = 'Paid after its space was deleted: refunded automatically.';
/** What staff read on a row paid for after its hold expired and its space was made inactive (refunded). */
const SPACE_INACTIVE_NOTE = 'Paid after the hold expired and the space was made inactive: refunded automatically.';

/** Why `reassignInstance` cannot place a row again; a paid group's row refused so is cancelled and refunded, not an error. */
const UNPLACEABLE: ReadonlySet<BookingErrorCode> = new Set(['space-gone', 'space-inactive', 'fully-booked']);

/**
 * Where booked rows sit: a booking group is created with a free instance for each interval, held while unpaid and
 * confirmed when paid (placed again if its hold ran out meanwhile), or released. A space booking is a group of rows
 * (one per booked interval) that share a bookingGroupId, each holding one physical instance through an assignment;
 * PostgreSQL's exclusion constraint makes a double booking impossible, and losing that race is a 409.
 *
 * Every change of a group's status (payment confirmation, staff changes, customer cancellation, hold release)
 * locks the group's rows first, in id order (`lockGroup`), so two changes of one group never interleave.
 */
@Injectable()
export class BookingPlacementService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly bookings: BookingsRepository,
    private readonly spaces: SpacesRepository,
    private readonly assignments: SpaceAssignmentsRepository,
    private readonly settings: BusinessSettingsService,
    private readonly bookingMail: BookingMailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** How long an unpaid booking holds its instances (BOOKING_HOLD_MINUTES). */
  get holdMinutes(): number {
    return this.config.booking.holdMinutes;
  }

  /**
   * Checks a well-formed request (the checkout DTO validated it) against the space and prices it on the
   * server; client prices are never used.
   */
  async quote(
    tx: Transaction,
    request: Pick<SpaceBookingRequest, 'spaceId' | 'dates' | 'slots'>,
    now: Date = new Date(),
  ): Promise<BookingQuote> {
    const space = await this.spaces.activeSpace(request.spaceId, tx);
    if (!space) throw BOOKING_ERRORS.spaceNotFound();
    const { bookAheadDays } = await this.settings.get(tx);
    return { space, ...quoteSelection(space, request, now, bookAheadDays) };
  }

  /**
   * Creates the booking group inside the caller's transaction, assigning a free instance to each
   * interval. Unpaid bookings ('pending') hold their instances for BOOKING_HOLD_MINUTES; a free
   * booking can be created confirmed at once. Throws 409 when an interval has no free instance.
   */
  async createGroup(
    tx: Transaction,
    request: SpaceBookingRequest,
    status: 'pending' | 'confirmed',
    now: Date = new Date(),
  ): Promise<HeldBooking> {
    const quote = request.quoted ?? (await this.quote(tx, request, now));
    if (status === 'pending' && !request.placedByStaff && request.holdMinutes === undefined)
      await this.assertHoldAllowed(tx, request, now);
    // Holds that ran out are free now, even if the worker has not released them yet.
    await this.releaseLapsedHolds(tx, quote.space.id, now);
    const bookingGroupId = randomUUID();
    const holdExpiresAt =
      status === 'pending'
        ? new Date(now.getTime() + (request.holdMinutes ?? this.config.booking.holdMinutes) * 60_000)
        : null;
    // The pricing formula is the same for every interval of a selection, so each row's share is exact.
    const publicShareCents = quote.intervals.length > 0 ? quote.amountCents / quote.intervals.length : 0;
    const share = request.memberShare;
    const intervals = share ? quote.intervals.filter(share.takes) : quote.intervals;
    const priceCents = share ? share.rowPriceCents(Math.round(publicShareCents)) : publicShareCents;
    const amountCents = share ? priceCents * intervals.length : quote.amountCents;
    const bookings = intervals.map((interval) =>
      this.bookings.addRow(tx, {
        type: quote.space.type,
        space: quote.space,
        date: interval.date,
        time: interval.time,
        duration: interval.duration,
        status,
        notes: request.notes ?? null,
        bookingGroupId,
        holdExpiresAt,
        priceCents: Number.isInteger(priceCents) ? priceCents : null,
        contact: new ContactFields(request.contact),
        clientAddress: status === 'pending' ? (request.clientAddress ?? null) : null,
        userId: request.userId ?? null,
      }),
    );
    await this.unitOfWork.flush(tx);
    for (const [index, interval] of intervals.entries())
      await this.assignInstance(
        tx,
        bookings[index],
        quote.space,
        interval,
        request.placedByStaff ? { instanceId: request.instanceId ?? null } : null,
      );
    return { bookingGroupId, bookings, amountCents, holdExpiresAt };
  }

  /**
   * At most a few unpaid checkouts hold slots at once per e-mail and per client address (UNPAID_HOLDS_PER_EMAIL,
   * UNPAID_HOLDS_PER_ADDRESS), so nobody empties a calendar by starting checkouts they never pay. Counted under a
   * lock per e-mail and address, in the caller's transaction: parallel checkouts cannot all slip under the limit.
   * 429, with Retry-After at the soonest of those holds' expiry.
   */
  private async assertHoldAllowed(tx: Transaction, request: SpaceBookingRequest, now: Date): Promise<void> {
    const holder = { email: request.contact.email.toLowerCase(), address: request.clientAddress ?? null };
    await this.bookings.lockHolder(tx, holder);
    const held = await this.bookings.pendingHolds(tx, holder, now);
    const { unpaidHoldsPerEmail, unpaidHoldsPerAddress } = this.config.booking;
    const refuse = (firstExpiry: Date | null, message: (wait: string) => string) => {
      const waitMs = Math.max(1000, (firstExpiry?.getTime() ?? now.getTime()) - now.getTime());
      throw new TooManyRequestsException(message(waitText(waitMs)), Math.ceil(waitMs / 1000));
    };
    if (held.email.count >= unpaidHoldsPerEmail)
      refuse(held.email.firstExpiry, (wait) => BOOKING_MESSAGES.unpaidHoldsForEmail(held.email.count, wait));
    if (held.address.count >= unpaidHoldsPerAddress)
      refuse(held.address.firstExpiry, BOOKING_MESSAGES.unpaidHoldsForAddress);
  }

  /**
   * Tries the space's free active instances in order (or only the one staff named): a concurrent booking that took
   * the same instance makes PostgreSQL refuse ours (exclusion constraint) and we try the next. Staff are told which
   * booking holds the slot they wanted.
   */
  private async assignInstance(
    tx: Transaction,
    booking: SpaceBooking,
    space: Space,
    interval: { date: string; time: string; startAt: Date; endAt: Date },
    staff: { instanceId: string | null } | null = null,
  ): Promise<void> {
    if (staff?.instanceId) {
      if (!(await this.assignments.activeInstance(tx, space.id, staff.instanceId)))
        throw BOOKING_ERRORS.instanceNotInSpace();
      if (await this.assignments.tryAssign(tx, booking.id, staff.instanceId, interval.startAt, interval.endAt)) return;
      throw await this.slotConflict(tx, [staff.instanceId], interval);
    }
    for (const instanceId of await this.assignments.freeInstanceIds(tx, space.id, interval.startAt, interval.endAt)) {
      if (await this.assignments.tryAssign(tx, booking.id, instanceId, interval.startAt, interval.endAt)) return;
    }
    if (staff) throw await this.slotConflict(tx, await this.assignments.activeInstanceIds(tx, space.id), interval);
    throw BOOKING_ERRORS.fullyBooked(space.name, interval.date, interval.time);
  }

  /**
   * The 409 staff get when the slot they chose is held: it names the holding booking (reference, customer,
   * date and time), or says it was taken just now when the holder has not committed yet.
   */
  async slotConflict(
    tx: Transaction,
    instanceIds: string[],
    interval: { startAt: Date; endAt: Date },
  ): Promise<BookingError> {
    const holder = await this.assignments.holderOf(tx, instanceIds, interval.startAt, interval.endAt);
    if (!holder) return BOOKING_ERRORS.slotTakenMeanwhile();
    const name = [holder.first_name, holder.last_name].filter(Boolean).join(' ') || 'a customer';
    const when = /^\d/.test(holder.time) ? `${holder.date} at ${holder.time}` : `${holder.date} (${holder.time})`;
    return BOOKING_ERRORS.slotHeld(
      `booking ${bookingReference({ id: holder.booking_id, bookingGroupId: holder.group_id })} (${name}, ${holder.instance_name}, ${when})`,
    );
  }

  /**
   * Gives a row that lost its instance one again (lapsed holds of its space count as free). Throws 409 when it cannot
   * be placed: its space was deleted (the row kept its history, space null), its space is inactive (taken off sale:
   * a row that still holds its instance keeps it, but a lapsed one is not placed again), or no instance is free.
   */
  async reassignInstance(tx: Transaction, booking: SpaceBooking, now: Date): Promise<void> {
    if (booking.type === 'tour') return;
    const space = booking.space;
    if (!space) throw BOOKING_ERRORS.spaceGone();
    if (await this.assignments.isAssigned(tx, booking.id)) return;
    if (!space.isActive) throw BOOKING_ERRORS.spaceInactive(space.name);
    await this.unitOfWork.flush(tx);
    await this.releaseLapsedHolds(tx, space.id, now);
    await this.assignInstance(tx, booking, space, {
      ...intervalOfBooking(booking),
      date: booking.date,
      time: booking.time,
    });
  }

  /**
   * Cancels a space's unpaid holds that ran out by `now` (the worker may not have got to them yet), so their slots
   * are free for the change being made. Locks the released rows, in id order like every group change.
   */
  async releaseLapsedHolds(tx: Transaction, spaceId: string, now: Date): Promise<void> {
    await this.assignments.releaseHolds(tx, { expiredBefore: now, spaceId }, HOLD_EXPIRED_NOTE);
  }

  /**
   * The rows of a group, locked for this transaction in id order (see the class comment). A booking stored without a
   * group id is a group of one, named by its own id.
   */
  lockGroup(tx: Transaction, bookingGroupId: string): Promise<SpaceBooking[]> {
    return this.bookings.lockGroup(tx, bookingGroupId);
  }

  /** The rows of a group in id order (inside `tx`), with their spaces. */
  groupRows(tx: Transaction, bookingGroupId: string): Promise<SpaceBooking[]> {
    return this.bookings.groupRows(tx, bookingGroupId);
  }

  /**
   * A paid group becomes confirmed (inside the payment's transaction, with the group locked). Rows still held are
   * confirmed; rows whose hold had run out get an instance again if one is free. Rows that cannot be placed (the
   * slot was sold meanwhile, the space was deleted or, for a lapsed hold, made inactive, or staff or the customer
   * cancelled them) stay or become cancelled, with a note for staff, and are returned as `unplaced` for the caller to
   * refund, each with why (for the customer's e-mail). Returns the confirmation e-mail, or null when nothing was
   * confirmed.
   */
  async confirmPaidGroup(
    tx: Transaction,
    bookingGroupId: string,
    now: Date = new Date(),
  ): Promise<{ confirmed: SpaceBooking[]; unplaced: UnplacedRow[]; mail: MailRequest | null }> {
    const rows = byStart(await this.lockGroup(tx, bookingGroupId));
    const confirmed: SpaceBooking[] = [];
    const unplaced: UnplacedRow[] = [];
    for (const booking of rows) {
      if (booking.status === 'confirmed') {
        confirmed.push(booking);
        continue;
      }
      if (booking.status === 'cancelled' && booking.cancelledBy !== 'hold') {
        unplaced.push({ row: booking, why: 'cancelled' });
        continue;
      }
      try {
        await this.reassignInstance(tx, booking, now);
      } catch (error) {
        if (!(error instanceof BookingError && UNPLACEABLE.has(error.code))) throw error;
        moveBooking(booking, 'cancelled', { cause: 'payment' });
        const why = !booking.space || !booking.space.isActive ? 'space-gone' : 'taken';
        const note = !booking.space
          ? SPACE_GONE_NOTE
          : !booking.space.isActive
            ? SPACE_INACTIVE_NOTE
            : LATE_PAYMENT_NOTE;
        booking.notes = `${booking.notes ? `${booking.notes}\n` : ''}${note}`;
        unplaced.push({ row: booking, why });
        continue;
      }
      moveBooking(booking, 'confirmed', { cause: 'payment' });
      confirmed.push(booking);
    }
    await this.unitOfWork.flush(tx);
    if (confirmed.length === 0 || !confirmed[0].contact?.email) return { confirmed, unplaced, mail: null };
    return { confirmed, unplaced, mail: await this.bookingMail.confirmationMail(tx, confirmed) };
  }

  /** Lets a whole unpaid group go at once (its payment could not even start). */
  async releaseGroup(tx: Transaction, bookingGroupId: string, reason: string): Promise<void> {
    await this.assignments.releaseHolds(tx, { bookingGroupId }, reason);
  }

  /** Unpaid bookings whose hold ran out: cancelled, and their instances free again. Returns how many. */
  releaseExpiredHolds(now: Date = new Date()): Promise<number> {
    return this.unitOfWork.run((tx) => this.assignments.releaseHolds(tx, { expiredBefore: now }, HOLD_EXPIRED_NOTE));
  }
}
