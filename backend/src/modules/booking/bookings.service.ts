import { type BookedInterval, intervalsFor, slotStartsFor, venueInstant } from '@coworking/domain';
import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ContactFields } from '../../common/entities/contact-fields.embeddable.js';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { type MailRequest, MailService } from '../mail/delivery/mail.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { MAIL_TEMPLATES } from '../mail/templates/default-templates.js';
import { bookingConfirmationMail, TOUR_TITLE } from './booking-mail.js';
import { quoteSelection } from './booking-quote.js';
import { BOOKING_MESSAGES } from './booking.messages.js';
import { type BookingStatus, SpaceBooking } from './entities/space-booking.entity.js';
import { SpaceInstanceAssignment } from './entities/space-instance-assignment.entity.js';
import { Space } from './entities/space.entity.js';
import { BookingsRepository } from './bookings.repository.js';
import { type AdminBookingDto, toAdminBookingDto } from './dto/admin-booking.dto.js';
import { SpaceAssignmentsRepository } from './space-assignments.repository.js';

/** What staff read on a booking whose unpaid hold ran out. */
const HOLD_EXPIRED_NOTE = 'Released: payment was not completed in time';

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

/**
 * Bookings of spaces and tours. A space booking is a group of rows (one per booked interval) that
 * share a bookingGroupId, each holding one physical instance through an assignment; PostgreSQL's
 * exclusion constraint makes a double booking impossible, and losing that race is a 409.
 */
@Injectable()
export class BookingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly assignments: SpaceAssignmentsRepository,
    private readonly repository: BookingsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
    return { space, ...quoteSelection(space, request, now) };
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
    const bookingGroupId = randomUUID();
    const holdExpiresAt =
      status === 'pending' ? new Date(now.getTime() + this.config.booking.holdMinutes * 60_000) : null;
    const bookings: SpaceBooking[] = [];
    for (const interval of quote.intervals) {
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
        contact: new ContactFields(request.contact),
      });
      bookings.push(booking);
    }
    await em.flush();
    for (const [index, interval] of quote.intervals.entries())
      await this.assignInstance(em, bookings[index], quote.space, interval);
    return { bookingGroupId, bookings, amountCents: quote.amountCents, holdExpiresAt };
  }

  /**
   * Tries the space's free active instances in order: a concurrent booking that took the same
   * instance makes PostgreSQL refuse ours (exclusion constraint) and we try the next.
   */
  private async assignInstance(
    em: EntityManager,
    booking: SpaceBooking,
    space: Space,
    interval: { date: string; time: string; startAt: Date; endAt: Date },
  ): Promise<void> {
    for (const instanceId of await this.assignments.freeInstanceIds(em, space.id, interval.startAt, interval.endAt)) {
      if (await this.assignments.tryAssign(em, booking.id, instanceId, interval.startAt, interval.endAt)) return;
    }
    throw new ConflictException(BOOKING_MESSAGES.fullyBooked(space.name, interval.date, interval.time));
  }

  /** The back-office list: the newest 500 bookings and tour requests. */
  async listForStaff(): Promise<AdminBookingDto[]> {
    return (await this.repository.newest(500)).map(toAdminBookingDto);
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
    if (venueInstant(date, time).getTime() <= now.getTime()) throw new BadRequestException(BOOKING_MESSAGES.pastTime);
    const tour = new SpaceBooking('tour', date, time);
    Object.assign(tour, { contact: new ContactFields(contact), notes, duration: 1 });
    const staged = await this.em.fork().transactional(async (em) => {
      em.persist(tour);
      const variables = { ...contact, date, time, notes };
      return [
        this.mail.stage(em, { template: MAIL_TEMPLATES.tourRequested, to: contact.email, variables }),
        this.mail.stage(em, {
          template: MAIL_TEMPLATES.tourRequestedStaff,
          to: this.config.mail.staffEmail,
          variables,
        }),
      ];
    });
    await this.mail.dispatch(staged);
    return tour;
  }

  /**
   * Staff change a booking's status. Cancelling releases its instance; confirming clears the
   * payment hold (and re-assigns an instance to a booking that had lost it, if one is free).
   * The customer is told by e-mail: a confirmation with a calendar invitation, or the new status.
   */
  async updateStatus(
    id: string,
    status: BookingStatus | undefined,
    notes: string | null | undefined,
  ): Promise<SpaceBooking> {
    const { booking, staged } = await this.em.fork().transactional(async (em) => {
      const booking = await em.findOne(SpaceBooking, { id }, { populate: ['space'] });
      if (!booking) throw new NotFoundException(BOOKING_MESSAGES.bookingNotFound);
      const previous = booking.status;
      if (notes !== undefined) booking.notes = notes;
      if (status && status !== previous) {
        booking.status = status;
        if (status === 'cancelled') {
          await em.nativeDelete(SpaceInstanceAssignment, { booking: booking.id });
          booking.holdExpiresAt = null;
        } else {
          if (status === 'confirmed') booking.holdExpiresAt = null;
          const space = booking.space;
          if (space && booking.type !== 'tour' && !(await em.count(SpaceInstanceAssignment, { booking: booking.id }))) {
            const [interval] = intervalsFor(
              space.billingCycle,
              [booking.date],
              /^\d/.test(booking.time) ? [booking.time] : [],
            );
            await em.flush();
            await this.assignInstance(em, booking, space, interval);
          }
        }
      }
      const staged: MailOutbox[] = [];
      if (status && status !== previous && booking.contact?.email) {
        if (status === 'confirmed') {
          const [assignment] = await em.find(SpaceInstanceAssignment, { booking: booking.id });
          staged.push(this.mail.stage(em, bookingConfirmationMail([{ booking, interval: assignment ?? null }])));
        } else {
          const variables = {
            firstName: booking.contact.firstName,
            spaceTitle: booking.space?.name ?? (booking.type === 'tour' ? TOUR_TITLE : null),
            date: booking.date,
            time: booking.time,
            status,
            notes: booking.notes,
          };
          staged.push(
            this.mail.stage(em, {
              template: MAIL_TEMPLATES.bookingStatusChanged,
              to: booking.contact.email,
              variables,
            }),
          );
        }
      }
      return { booking, staged };
    });
    await this.mail.dispatch(staged);
    return booking;
  }

  /**
   * A paid group becomes confirmed (inside the payment's transaction). Rows whose hold had already
   * run out get an instance again if one is free; otherwise they stay cancelled with a note for staff
   * (the payer must be refunded). Returns the confirmation e-mail, or null when nothing was confirmed.
   */
  async confirmPaidGroup(
    em: EntityManager,
    bookingGroupId: string,
  ): Promise<{ confirmed: SpaceBooking[]; unplaced: SpaceBooking[]; mail: MailRequest | null }> {
    const rows = await em.find(
      SpaceBooking,
      { bookingGroupId },
      { populate: ['space'], orderBy: { date: 'asc', time: 'asc' } },
    );
    const confirmed: SpaceBooking[] = [];
    const unplaced: SpaceBooking[] = [];
    for (const booking of rows) {
      if (booking.status === 'confirmed') {
        confirmed.push(booking);
        continue;
      }
      const hasInstance = (await em.count(SpaceInstanceAssignment, { booking: booking.id })) > 0;
      if (!hasInstance && booking.space) {
        const [interval] = intervalsFor(
          booking.space.billingCycle,
          [booking.date],
          /^\d/.test(booking.time) ? [booking.time] : [],
        );
        try {
          await em.flush();
          await this.assignInstance(em, booking, booking.space, interval);
        } catch (error) {
          if (!(error instanceof ConflictException)) throw error;
          booking.notes = `${booking.notes ? `${booking.notes}\n` : ''}Paid after the hold expired and the slot was taken: refund or rebook.`;
          unplaced.push(booking);
          continue;
        }
      }
      booking.status = 'confirmed';
      booking.holdExpiresAt = null;
      confirmed.push(booking);
    }
    await em.flush();
    if (confirmed.length === 0 || !confirmed[0].contact?.email) return { confirmed, unplaced, mail: null };
    const assignments = await em.find(SpaceInstanceAssignment, {
      booking: { $in: confirmed.map((booking) => booking.id) },
    });
    const intervalOf = (booking: SpaceBooking) =>
      assignments.find((assignment) => assignment.booking.id === booking.id) ?? null;
    return {
      confirmed,
      unplaced,
      mail: bookingConfirmationMail(confirmed.map((booking) => ({ booking, interval: intervalOf(booking) }))),
    };
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
