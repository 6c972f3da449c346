import { venueToday } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock.js';
import { type Transaction, UnitOfWork } from '../../common/database/transaction.js';
import { BookingError } from '../booking/booking.errors.js';
import { type BookingContact, BookingsService } from '../booking/bookings.service.js';
import { EventSeatHolds } from '../content/event-registrations/event-seat-holds.service.js';
import { MailService } from '../mail/delivery/mail.service.js';
import {
  type AdminWaitlistEntryDto,
  type JoinWaitlistDto,
  type WaitlistJoinedDto,
  type WaitlistListQueryDto,
} from './dto/waitlist.dto.js';
import { WaitlistEntry } from './entities/waitlist-entry.entity.js';
import { joinedMail, waitedFor, wantedTime } from './waitlist-mail.js';
import { moveWaitlistEntry } from './waitlist-transitions.js';
import { WAITLIST_ERRORS } from './waitlist.errors.js';
import { type WaitedSlot, WaitlistRepository } from './waitlist.repository.js';

/** Booking errors that mean "no room for this selection now". */
const NO_ROOM = new Set(['fully-booked', 'slot-taken-meanwhile']);

/** Whether an error from placing a booking means the slot is full (rather than something wrong with the request). */
export function meansNoRoom(error: unknown): boolean {
  return error instanceof BookingError && NO_ROOM.has(error.code);
}

/** Thrown inside a probe's transaction so it rolls back whatever the probe placed. */
class ProbeDone extends Error {}

/**
 * Joining a waitlist (public) and the back-office's view of the waitlists. A person may join only when the slot or
 * day is full for the same booking engine that would sell it (an event: when every seat is registered or held), once
 * per slot, and hears their place in line.
 */
@Injectable()
export class WaitlistService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: WaitlistRepository,
    private readonly bookings: BookingsService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly seats: EventSeatHolds,
  ) {}

  async join(body: JoinWaitlistDto): Promise<WaitlistJoinedDto> {
    const now = this.clock.now();
    const email = body.email.toLowerCase();
    const contact: BookingContact = { firstName: body.firstName, lastName: body.lastName, email, phone: body.phone };
    const { entry, position, staged } = await this.unitOfWork.run(async (tx) => {
      const entry = body.eventId
        ? await this.eventEntry(tx, body.eventId, contact, venueToday(now))
        : await this.spaceEntry(tx, body, contact, now);
      this.repository.add(tx, entry);
      await this.unitOfWork.flush(tx);
      const position = (await this.repository.waitingAhead(tx, entry)) + 1;
      return { entry, position, staged: [this.mail.stage(tx, joinedMail(entry, position))] };
    });
    await this.mail.dispatch(staged);
    return {
      id: entry.id,
      position,
      message: `You're on the waitlist for ${waitedFor(entry)} on ${entry.date} (${wantedTime(entry)}), number ${position} in line. We'll e-mail you as soon as ${entry.event ? 'a seat' : 'it'} frees up.`,
    };
  }

  /** A place in line for a full slot or day of a space: the booking engine must have no room for it. */
  private async spaceEntry(tx: Transaction, body: JoinWaitlistDto, contact: BookingContact, now: Date) {
    const space = await this.repository.space(tx, body.spaceId!);
    if (!space) throw WAITLIST_ERRORS.spaceNotFound();
    const time = space.billingCycle === 'hourly' ? (body.time ?? null) : null;
    if (space.billingCycle === 'hourly' && !time) throw WAITLIST_ERRORS.timeRequired();
    const slot: WaitedSlot = { spaceId: space.id, eventId: null, date: body.date!, time };
    // The booking engine checks the selection (an active space, a date it sells, a slot that exists).
    await this.bookings.quote(tx, selectionOf(slot), now);
    await this.repository.lockSlot(tx, slot);
    if (await this.repository.isInLine(tx, slot, contact.email)) throw WAITLIST_ERRORS.alreadyWaiting(contact.email);
    if (await this.hasRoom(slot, contact, now)) throw WAITLIST_ERRORS.slotHasRoom();
    return new WaitlistEntry({ space }, { date: body.date!, time, ...contact });
  }

  /** A place in line for a full event: every seat registered or held, and none of them this person's. */
  private async eventEntry(tx: Transaction, eventId: string, contact: BookingContact, today: string) {
    const event = await this.seats.lockEvent(tx, eventId, today);
    if (!event) throw WAITLIST_ERRORS.eventNotFound();
    const slot: WaitedSlot = { spaceId: null, eventId, date: event.date, time: null };
    await this.repository.lockSlot(tx, slot);
    if (await this.seats.holdsSeat(tx, eventId, contact.email)) throw WAITLIST_ERRORS.alreadyRegistered(event.title);
    if (await this.repository.isInLine(tx, slot, contact.email)) throw WAITLIST_ERRORS.alreadyWaiting(contact.email);
    if (!event.full) throw WAITLIST_ERRORS.eventHasRoom(event.title);
    return new WaitlistEntry(
      { event: (await this.repository.event(tx, eventId))! },
      { date: event.date, time: null, ...contact },
    );
  }

  list(query: WaitlistListQueryDto): Promise<{ rows: AdminWaitlistEntryDto[]; total: number }> {
    return this.repository.page(query);
  }

  /** Staff take someone off a waitlist; an open offer's held slot is let go at once (for the next in line). */
  async remove(id: string): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      const entry = await this.repository.lock(tx, id);
      if (!entry) throw WAITLIST_ERRORS.entryNotFound();
      if (entry.status === 'booked') throw WAITLIST_ERRORS.entryBooked();
      if (entry.status === 'offered' && entry.bookingGroupId)
        await this.bookings.releaseGroup(tx, entry.bookingGroupId, 'Waitlist offer withdrawn by staff');
      if (entry.status === 'offered' && entry.registrationId) await this.seats.release(tx, entry.registrationId);
      moveWaitlistEntry(entry, 'cancelled');
    });
  }

  /**
   * Whether the booking engine would place the slot now: it is asked to hold it in a transaction of its own that is
   * always rolled back, so the answer is the engine's own (instances, holds, the exclusion constraint) and nothing stays.
   */
  private async hasRoom(slot: WaitedSlot, contact: BookingContact, now: Date): Promise<boolean> {
    try {
      await this.unitOfWork.run(async (tx: Transaction) => {
        await this.bookings.createGroup(tx, { ...selectionOf(slot), contact, holdMinutes: 1 }, 'pending', now);
        throw new ProbeDone();
      });
    } catch (error) {
      if (error instanceof ProbeDone) return true;
      if (meansNoRoom(error)) return false;
      throw error;
    }
    return true;
  }
}

/** The booking selection of a waited slot of a space. */
export function selectionOf(slot: WaitedSlot): { spaceId: string; dates: string[]; slots: string[] } {
  return { spaceId: slot.spaceId!, dates: [slot.date], slots: slot.time ? [slot.time] : [] };
}
