import {
  type BookedInterval,
  bookingStartProblem,
  canCancelAt,
  centsToKes,
  formatKesNumber,
  formatVenueDeadline,
  slotStartsFor,
} from '@coworking/domain';
import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ContactFields } from '../../common/entities/contact-fields.embeddable.js';
import { waitText } from '../../common/rate-limits/rate-limit-policies.js';
import { RateLimitService } from '../../common/rate-limits/rate-limit.service.js';
import { TooManyRequestsException } from '../../common/rate-limits/too-many-requests.exception.js';
import { BusinessSettingsService } from '../../common/settings/business-settings.js';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AdminPrincipal } from '../identity/access/admin-principal.js';
import { allows } from '../identity/access/effective-permissions.js';
import { AuditLogService, fieldChanges } from '../identity/audit/audit-log.service.js';
import { StaffNotificationsService } from '../mail/admin-notices/staff-notifications.service.js';
import { type MailRequest, MailService } from '../mail/delivery/mail.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { MAIL_TEMPLATES } from '../mail/templates/default-templates.js';
import { bookingConfirmationMail, bookingReference, bookingTitle, cancellationTerms } from './booking-mail.js';
import { cancellableKindOf, groupSchedule, groupSpan, intervalOfBooking } from './booking-schedule.js';
import { BookingAccessTokensRepository } from './booking-access-tokens.repository.js';
import { CheckInCodesRepository } from './check-in/check-in-codes.repository.js';
import { quoteSelection } from './booking-quote.js';
import { BOOKING_MESSAGES } from './booking.messages.js';
import { moveBooking } from './booking-transitions.js';
import { type BookingStatus, type Canceller, SpaceBooking } from './entities/space-booking.entity.js';
import { SpaceInstanceAssignment } from './entities/space-instance-assignment.entity.js';
import { Space } from './entities/space.entity.js';
import { User } from '../identity/entities/user.entity.js';
import { BookingsRepository } from './bookings.repository.js';
import { type AdminBookingDto, toAdminBookingDto } from './dto/admin-booking.dto.js';
import { SpaceAssignmentsRepository } from './space-assignments.repository.js';

/** What staff read on a booking whose unpaid hold ran out. */
export const HOLD_EXPIRED_NOTE = 'Released: payment was not completed in time';
/** What staff read on a row paid for after its slot was sold again (the payment module refunds it). */
const LATE_PAYMENT_NOTE = 'Paid after the hold expired and the slot was taken: refunded automatically.';
/** What staff read on a row paid for after its space was deleted (the payment module refunds it). */
const SPACE_GONE_NOTE = 'Paid after its space was deleted: refunded automatically.';
/** What staff read on a row paid for after its hold expired and its space was made inactive (refunded). */
const SPACE_INACTIVE_NOTE = 'Paid after the hold expired and the space was made inactive: refunded automatically.';

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
   * A member's booking splits one selection into two groups, the part their allowance covers and the rest: which of
   * the quoted intervals this group takes, and each row's price from its public share (KSh 0 on the allowance, the
   * member price beyond it).
   */
  memberShare?: {
    takes: (interval: BookedInterval) => boolean;
    rowPriceCents: (publicShareCents: number) => number;
  };
}

export interface BookingQuote {
  space: Space;
  intervals: BookedInterval[];
  amountCents: number;
}

/** Why bookings are being cancelled, for whoever reacts to it (the payment module refunds them). */
export interface CancellationContext {
  by: Exclude<Canceller, 'hold'>;
  /** Whether money paid for the cancelled rows goes back (customers always; staff choose). */
  refund: boolean;
  reason: string;
  actor: { id: string; username: string } | null;
}

/** What a listener did about a cancellation: how much it is refunding, and work to do once the change committed. */
export interface CancellationOutcome {
  refundCents: number;
  /**
   * The money was paid at the front desk (cash, M-Pesa till, bank transfer), so staff hand it back: the customer's
   * e-mail must not promise a refund to a card within 7 to 14 business days.
   */
  refundAtDesk?: boolean;
  afterCommit?: () => Promise<void>;
}

/**
 * Why a paid row could not be placed: its slot was sold after its hold ran out, its space was deleted or made
 * inactive, or staff or the customer had cancelled it before the payment arrived. The payment module tells the
 * customer which.
 */
export type UnplacedReason = 'taken' | 'space-gone' | 'cancelled';

export interface UnplacedRow {
  row: SpaceBooking;
  why: UnplacedReason;
}

/**
 * Called inside the cancelling transaction with the rows that were just cancelled, so that what it writes (a refund)
 * commits or rolls back with the cancellation.
 */
export type CancellationListener = (
  em: EntityManager,
  cancelled: SpaceBooking[],
  context: CancellationContext,
) => Promise<CancellationOutcome | null>;

export interface HeldBooking {
  bookingGroupId: string;
  bookings: SpaceBooking[];
  amountCents: number;
  holdExpiresAt: Date | null;
}

/**
 * Bookings of spaces and tours. A space booking is a group of rows (one per booked interval) that
 * share a bookingGroupId, each holding one physical instance through an assignment; PostgreSQL's
 * exclusion constraint makes a double booking impossible, and losing that race is a 409.
 *
 * Every change of a group's status (payment confirmation, staff changes, customer cancellation, hold release)
 * locks the group's rows first, in id order, so two changes of one group never interleave.
 */
@Injectable()
export class BookingsService {
  private readonly cancellationListeners: CancellationListener[] = [];

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly assignments: SpaceAssignmentsRepository,
    private readonly repository: BookingsRepository,
    private readonly accessTokens: BookingAccessTokensRepository,
    private readonly settings: BusinessSettingsService,
    private readonly limits: RateLimitService,
    private readonly audit: AuditLogService,
    private readonly staffNotices: StaffNotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly checkInCodes: CheckInCodesRepository,
  ) {}

  /** Registers what must happen whenever customers or staff cancel bookings (refunds, by the payment module). */
  onCancelled(listener: CancellationListener): void {
    this.cancellationListeners.push(listener);
  }

  /**
   * Checks a well-formed request (the checkout DTO validated it) against the space and prices it on the
   * server; client prices are never used.
   */
  async quote(
    em: EntityManager,
    request: Pick<SpaceBookingRequest, 'spaceId' | 'dates' | 'slots'>,
    now: Date = new Date(),
  ): Promise<BookingQuote> {
    const space = await em.findOne(Space, { id: request.spaceId, isActive: true });
    if (!space) throw new NotFoundException(BOOKING_MESSAGES.spaceNotFound);
    const { bookAheadDays } = await this.settings.get(em);
    return { space, ...quoteSelection(space, request, now, bookAheadDays) };
  }

  /**
   * Creates the booking group inside the caller's transaction, assigning a free instance to each
   * interval. Unpaid bookings ('pending') hold their instances for BOOKING_HOLD_MINUTES; a free
   * booking can be created confirmed at once. Throws 409 when an interval has no free instance.
   */
  async createGroup(
    em: EntityManager,
    request: SpaceBookingRequest,
    status: 'pending' | 'confirmed',
    now: Date = new Date(),
  ): Promise<HeldBooking> {
    const quote = await this.quote(em, request, now);
    if (status === 'pending' && !request.placedByStaff) await this.assertHoldAllowed(em, request, now);
    // Holds that ran out are free now, even if the worker has not released them yet.
    await this.assignments.releaseHolds(em, { expiredBefore: now, spaceId: quote.space.id }, HOLD_EXPIRED_NOTE);
    const bookingGroupId = randomUUID();
    const holdExpiresAt =
      status === 'pending' ? new Date(now.getTime() + this.config.booking.holdMinutes * 60_000) : null;
    // The pricing formula is the same for every interval of a selection, so each row's share is exact.
    const publicShareCents = quote.intervals.length > 0 ? quote.amountCents / quote.intervals.length : 0;
    const share = request.memberShare;
    const intervals = share ? quote.intervals.filter(share.takes) : quote.intervals;
    const priceCents = share ? share.rowPriceCents(Math.round(publicShareCents)) : publicShareCents;
    const amountCents = share ? priceCents * intervals.length : quote.amountCents;
    const bookings: SpaceBooking[] = [];
    for (const interval of intervals) {
      const booking = em.create(SpaceBooking, {
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
        user: request.userId ? em.getReference(User, request.userId) : null,
      });
      bookings.push(booking);
    }
    await em.flush();
    for (const [index, interval] of intervals.entries())
      await this.assignInstance(
        em,
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
  private async assertHoldAllowed(em: EntityManager, request: SpaceBookingRequest, now: Date): Promise<void> {
    const holder = { email: request.contact.email.toLowerCase(), address: request.clientAddress ?? null };
    await this.repository.lockHolder(em, holder);
    const held = await this.repository.pendingHolds(em, holder, now);
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
    em: EntityManager,
    booking: SpaceBooking,
    space: Space,
    interval: { date: string; time: string; startAt: Date; endAt: Date },
    staff: { instanceId: string | null } | null = null,
  ): Promise<void> {
    if (staff?.instanceId) {
      if (!(await this.assignments.activeInstance(em, space.id, staff.instanceId)))
        throw new BadRequestException(BOOKING_MESSAGES.instanceNotInSpace);
      if (await this.assignments.tryAssign(em, booking.id, staff.instanceId, interval.startAt, interval.endAt)) return;
      throw await this.slotConflict(em, [staff.instanceId], interval);
    }
    for (const instanceId of await this.assignments.freeInstanceIds(em, space.id, interval.startAt, interval.endAt)) {
      if (await this.assignments.tryAssign(em, booking.id, instanceId, interval.startAt, interval.endAt)) return;
    }
    if (staff) throw await this.slotConflict(em, await this.assignments.activeInstanceIds(em, space.id), interval);
    throw new ConflictException(BOOKING_MESSAGES.fullyBooked(space.name, interval.date, interval.time));
  }

  /**
   * The 409 staff get when the slot they chose is held: it names the holding booking (reference, customer,
   * date and time), or says it was taken just now when the holder has not committed yet.
   */
  async slotConflict(
    em: EntityManager,
    instanceIds: string[],
    interval: { startAt: Date; endAt: Date },
  ): Promise<ConflictException> {
    const holder = await this.assignments.holderOf(em, instanceIds, interval.startAt, interval.endAt);
    if (!holder) return new ConflictException(BOOKING_MESSAGES.slotTakenMeanwhile);
    const name = [holder.first_name, holder.last_name].filter(Boolean).join(' ') || 'a customer';
    const when = /^\d/.test(holder.time) ? `${holder.date} at ${holder.time}` : `${holder.date} (${holder.time})`;
    return new ConflictException(
      BOOKING_MESSAGES.slotHeld(
        `booking ${bookingReference({ id: holder.booking_id, bookingGroupId: holder.group_id })} (${name}, ${holder.instance_name}, ${when})`,
      ),
    );
  }

  /**
   * Gives a row that lost its instance one again (lapsed holds of its space count as free). Throws 409 when it cannot
   * be placed: its space was deleted (the row kept its history, space null), its space is inactive (taken off sale:
   * a row that still holds its instance keeps it, but a lapsed one is not placed again), or no instance is free.
   */
  private async reassignInstance(em: EntityManager, booking: SpaceBooking, now: Date): Promise<void> {
    if (booking.type === 'tour') return;
    const space = booking.space;
    if (!space) throw new ConflictException(BOOKING_MESSAGES.spaceGone);
    if (await em.count(SpaceInstanceAssignment, { booking: booking.id })) return;
    if (!space.isActive) throw new ConflictException(BOOKING_MESSAGES.spaceInactive(space.name));
    await em.flush();
    await this.assignments.releaseHolds(em, { expiredBefore: now, spaceId: space.id }, HOLD_EXPIRED_NOTE);
    await this.assignInstance(em, booking, space, {
      ...intervalOfBooking(booking),
      date: booking.date,
      time: booking.time,
    });
  }

  /**
   * The rows of a group, locked for this transaction in id order (see the class comment). A booking stored without a
   * group id is a group of one, named by its own id.
   */
  async lockGroup(em: EntityManager, bookingGroupId: string): Promise<SpaceBooking[]> {
    await this.repository.lockGroupRows(em, bookingGroupId);
    return em.find(
      SpaceBooking,
      { $or: [{ bookingGroupId }, { id: bookingGroupId, bookingGroupId: null }] },
      { populate: ['space'], orderBy: { id: 'asc' }, refresh: true },
    );
  }

  /** The rows of a group in id order (inside `em`'s transaction), with their spaces. */
  groupRows(em: EntityManager, bookingGroupId: string): Promise<SpaceBooking[]> {
    return em.find(
      SpaceBooking,
      { $or: [{ bookingGroupId }, { id: bookingGroupId, bookingGroupId: null }] },
      { populate: ['space'], orderBy: { id: 'asc' } },
    );
  }

  /** A manage link for a group, valid until its last row ends; the token is stored hashed in `em`'s transaction. */
  manageUrl(em: EntityManager, rows: SpaceBooking[]): string {
    const { endAt } = groupSpan(rows);
    const token = this.accessTokens.issue(em, rows[0].bookingGroupId ?? rows[0].id, endAt);
    return `${this.config.http.publicUrl}/bookings/manage/${token}`;
  }

  /**
   * The confirmation e-mail of confirmed rows, with a fresh manage link and the group's check-in code: made here, in
   * the transaction that writes the e-mail, on the first confirmation (a moved booking's new confirmation reuses it).
   */
  async confirmationMail(em: EntityManager, rows: SpaceBooking[]): Promise<MailRequest> {
    const policy = (await this.settings.get(em)).cancellation;
    const checkInCode = await this.checkInCodes.codeFor(em, 'booking', rows[0].bookingGroupId ?? rows[0].id);
    return bookingConfirmationMail(byStart(rows), this.manageUrl(em, rows), policy, checkInCode);
  }

  /** The back-office list: the newest 500 bookings and tour requests. */
  async listForStaff(): Promise<AdminBookingDto[]> {
    return (await this.repository.newest(500)).map(toAdminBookingDto);
  }

  /** One booked row with its space, for staff. */
  async findForStaff(id: string): Promise<SpaceBooking> {
    const booking = await this.em.fork().findOne(SpaceBooking, { id }, { populate: ['space', 'user'] });
    if (!booking) throw new NotFoundException(BOOKING_MESSAGES.bookingNotFound);
    return booking;
  }

  /** The free 30-minute tour: no instance, pending until staff confirm; the visitor and staff are told. */
  async requestTour(
    contact: BookingContact,
    date: string,
    time: string,
    notes: string | null,
    now: Date = new Date(),
  ): Promise<SpaceBooking> {
    if (!slotStartsFor(date).includes(time) || time < '09:00' || time > '17:00')
      throw new BadRequestException(BOOKING_MESSAGES.tourOutsideHours);
    const { bookAheadDays } = await this.settings.get();
    const problem = bookingStartProblem('tour', { dates: [date], times: [time] }, bookAheadDays, now);
    if (problem) throw new BadRequestException(problem);
    const tour = new SpaceBooking('tour', date, time);
    // A tour is a group of one, so its manage link works like a space booking's.
    Object.assign(tour, { contact: new ContactFields(contact), notes, duration: 1, bookingGroupId: tour.id });
    const acknowledge = await this.limits.allows('visitor-acknowledgements', { email: contact.email });
    const staged = await this.em.fork().transactional(async (em) => {
      em.persist(tour);
      const staff = this.mail.stage(em, {
        template: MAIL_TEMPLATES.tourRequestedStaff,
        to: await this.staffNotices.recipientFor(em, 'tours'),
        variables: { ...contact, date, time, notes },
      });
      if (!acknowledge) return [staff];
      // The visitor's notes are theirs to tell staff, never text the business sends to the address they typed.
      const visitor = this.mail.stage(em, {
        template: MAIL_TEMPLATES.tourRequested,
        to: contact.email,
        variables: { firstName: contact.firstName, date, time, manageUrl: this.manageUrl(em, [tour]) },
      });
      return [visitor, staff];
    });
    await this.mail.dispatch(staged);
    return tour;
  }

  /**
   * Staff change a booking's status. Cancelling releases its instance (and, unless staff say otherwise, refunds what
   * was paid for it); confirming clears the payment hold (and re-assigns an instance to a booking that had lost
   * it, if one is free). The customer is told by e-mail: a confirmation with a calendar invitation, or the new status.
   * A change staff make is written to the audit log in the same transaction.
   *
   * The move goes through the booking state machine (booking-transitions.ts) with the group's money read first, under
   * the group's lock: cancelling a paid booking needs payments.refund (403), and a booking whose money went back (or
   * is going back) is never confirmed again (409). A refused change rolls back whole: notes included, no refund row.
   */
  async updateStatus(
    id: string,
    status: BookingStatus | undefined,
    notes: string | null | undefined,
    options: { refund?: boolean; actor: StaffActor; ipAddress?: string },
    now: Date = new Date(),
  ): Promise<SpaceBooking> {
    const actor = { id: options.actor.id, username: options.actor.username };
    const mayRefund = allows(options.actor.permissions, 'payments', 'refund');
    const afterCommit: (() => Promise<void>)[] = [];
    const { booking, staged } = await this.em.fork().transactional(async (em) => {
      const found = await em.findOne(SpaceBooking, { id }, { fields: ['bookingGroupId'] });
      if (!found) throw new NotFoundException(BOOKING_MESSAGES.bookingNotFound);
      const group = await this.lockGroup(em, found.bookingGroupId ?? id);
      const booking = group.find((row) => row.id === id)!;
      const previous = booking.status;
      const before = { status: booking.status, notes: booking.notes };
      if (notes !== undefined) booking.notes = notes;
      let refundCents = 0;
      let refundAtDesk = false;
      if (status && status !== previous) {
        const money = await this.repository.groupMoney(em, booking.bookingGroupId ?? booking.id);
        moveBooking(booking, status, { cause: 'staff', facts: { ...money, mayRefund } });
        if (status === 'cancelled') {
          await em.nativeDelete(SpaceInstanceAssignment, { booking: booking.id });
          const outcome = await this.notifyCancelled(em, [booking], {
            by: 'staff',
            // Never a refund on behalf of an admin without the right (a paid booking was refused above already).
            refund: (options.refund ?? true) && mayRefund,
            reason: notes?.trim() || 'Cancelled by staff',
            actor,
          });
          refundCents = outcome.refundCents;
          refundAtDesk = outcome.refundAtDesk;
          afterCommit.push(...outcome.afterCommit);
        } else {
          await this.reassignInstance(em, booking, now);
        }
      }
      const staged: MailOutbox[] = [];
      if (status && status !== previous && booking.contact?.email) {
        if (status === 'confirmed') {
          staged.push(this.mail.stage(em, await this.confirmationMail(em, [booking])));
        } else {
          staged.push(
            this.mail.stage(em, {
              template: MAIL_TEMPLATES.bookingStatusChanged,
              to: booking.contact.email,
              variables: {
                firstName: booking.contact.firstName,
                spaceTitle: booking.space || booking.type === 'tour' ? bookingTitle(booking) : null,
                date: booking.date,
                time: booking.time,
                status,
                notes: booking.notes,
                refundAmount: refundCents > 0 ? formatCents(refundCents) : null,
                refundAtDesk: refundCents > 0 && refundAtDesk ? 'yes' : null,
              },
            }),
          );
        }
      }
      const changes = fieldChanges(before, { status: booking.status, notes: booking.notes }, ['status', 'notes']);
      if (Object.keys(changes).length > 0)
        this.audit.record(em, {
          actor,
          action: 'update',
          resource: 'bookings',
          resourceId: booking.id,
          changes,
          ipAddress: options.ipAddress ?? null,
        });
      return { booking, staged };
    });
    await this.mail.dispatch(staged);
    await runAll(afterCommit);
    return booking;
  }

  /**
   * The customer cancels a whole booking from its manage link, while the policy allows: every row still active is
   * cancelled, its instances freed at once, and what was paid for them refunded (by the cancellation listeners).
   * Throws 409 when the deadline has passed (naming it) or nothing is left to cancel.
   */
  async cancelGroupByCustomer(bookingGroupId: string, now: Date = new Date()): Promise<void> {
    const afterCommit: (() => Promise<void>)[] = [];
    const staged = await this.em.fork().transactional(async (em) => {
      const rows = await this.lockGroup(em, bookingGroupId);
      if (rows.length === 0) throw new NotFoundException(BOOKING_MESSAGES.bookingNotFound);
      const active = rows.filter((row) => row.status !== 'cancelled');
      if (active.length === 0) throw new ConflictException(BOOKING_MESSAGES.alreadyCancelled);
      const policy = (await this.settings.get(em)).cancellation;
      const { startAt, cancelUntil } = groupSchedule(active, policy);
      if (!canCancelAt(cancellableKindOf(active[0]), startAt, now, policy))
        throw new ConflictException(BOOKING_MESSAGES.cancellationClosed(formatVenueDeadline(cancelUntil)));
      for (const row of active) moveBooking(row, 'cancelled', { cause: 'customer' });
      await em.flush();
      await em.nativeDelete(SpaceInstanceAssignment, { booking: { $in: active.map((row) => row.id) } });
      const outcome = await this.notifyCancelled(em, active, {
        by: 'customer',
        refund: true,
        reason: 'Cancelled by the customer within the cancellation policy',
        actor: null,
      });
      afterCommit.push(...outcome.afterCommit);
      const [first] = byStart(active);
      const cancelled = {
        spaceTitle: bookingTitle(first),
        date: [...new Set(byStart(active).map((row) => row.date))].join(', '),
        time: [...new Set(byStart(active).map((row) => row.time))].join(', '),
        reference: (first.bookingGroupId ?? first.id).slice(0, 8).toUpperCase(),
        refundAmount: outcome.refundCents > 0 ? formatCents(outcome.refundCents) : null,
        refundAtDesk: outcome.refundCents > 0 && outcome.refundAtDesk ? 'yes' : null,
      };
      const staff = this.mail.stage(em, {
        template: MAIL_TEMPLATES.bookingCancelledStaff,
        to: await this.staffNotices.recipientFor(em, 'cancellations'),
        variables: {
          ...cancelled,
          customerName: first.contact ? `${first.contact.firstName} ${first.contact.lastName}`.trim() : 'A customer',
          email: first.contact?.email ?? '',
        },
      });
      if (!first.contact?.email) return [staff];
      return [
        this.mail.stage(em, {
          template: MAIL_TEMPLATES.bookingCancelled,
          to: first.contact.email,
          variables: { firstName: first.contact.firstName, ...cancelled },
        }),
        staff,
      ];
    });
    await this.mail.dispatch(staged);
    await runAll(afterCommit);
  }

  private async notifyCancelled(
    em: EntityManager,
    cancelled: SpaceBooking[],
    context: CancellationContext,
  ): Promise<{ refundCents: number; refundAtDesk: boolean; afterCommit: (() => Promise<void>)[] }> {
    const result = { refundCents: 0, refundAtDesk: false, afterCommit: [] as (() => Promise<void>)[] };
    for (const listener of this.cancellationListeners) {
      const outcome = await listener(em, cancelled, context);
      if (!outcome) continue;
      result.refundCents += outcome.refundCents;
      if (outcome.refundCents > 0 && outcome.refundAtDesk) result.refundAtDesk = true;
      if (outcome.afterCommit) result.afterCommit.push(outcome.afterCommit);
    }
    return result;
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
    em: EntityManager,
    bookingGroupId: string,
    now: Date = new Date(),
  ): Promise<{ confirmed: SpaceBooking[]; unplaced: UnplacedRow[]; mail: MailRequest | null }> {
    const rows = byStart(await this.lockGroup(em, bookingGroupId));
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
        await this.reassignInstance(em, booking, now);
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error;
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
    await em.flush();
    if (confirmed.length === 0 || !confirmed[0].contact?.email) return { confirmed, unplaced, mail: null };
    return { confirmed, unplaced, mail: await this.confirmationMail(em, confirmed) };
  }

  /** The cancellation terms of a group as its e-mails and manage page state them. */
  async cancellationTermsOf(em: EntityManager, rows: SpaceBooking[]) {
    return cancellationTerms(byStart(rows), (await this.settings.get(em)).cancellation);
  }

  /** Lets a whole unpaid group go at once (its payment could not even start). */
  async releaseGroup(bookingGroupId: string, reason: string): Promise<void> {
    await this.em.fork().transactional((em) => this.assignments.releaseHolds(em, { bookingGroupId }, reason));
  }

  /** Unpaid bookings whose hold ran out: cancelled, and their instances free again. Returns how many. */
  async releaseExpiredHolds(now: Date = new Date()): Promise<number> {
    return this.em
      .fork()
      .transactional((em) => this.assignments.releaseHolds(em, { expiredBefore: now }, HOLD_EXPIRED_NOTE));
  }
}

/** Rows in the order a customer reads them: by date, then time. */
function byStart(rows: SpaceBooking[]): SpaceBooking[] {
  return [...rows].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
}

/** Runs after-commit work; one failing does not stop the others (each has its own retry, e.g. the refund check). */
async function runAll(work: (() => Promise<void>)[]): Promise<void> {
  await Promise.allSettled(work.map((run) => run()));
}
