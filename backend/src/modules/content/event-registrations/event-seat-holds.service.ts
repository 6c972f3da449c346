import { Injectable } from '@nestjs/common';
import { type Transaction } from '../../../common/database/transaction.js';
import { type ContactDetails, ContactFields } from '../../../common/entities/contact-fields.embeddable.js';
import { MailService } from '../../mail/delivery/mail.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { EventRegistration } from '../entities/event-registration.entity.js';
import { type Event } from '../entities/event.entity.js';
import { eventRegistrationMail } from './event-registration-mail.js';
import { moveEventRegistration } from './event-registration-transitions.js';
import { EventRegistrationsRepository } from './event-registrations.repository.js';

/** An event as its waitlist sees it. */
export interface WaitedEvent {
  id: string;
  title: string;
  date: string;
  time: string;
  /** Every seat is registered or held for an offer. */
  full: boolean;
}

/** What holding a seat for someone on the waitlist came to. */
export type SeatHold =
  { held: true; registrationId: string; event: WaitedEvent } | { held: false; why: 'full' | 'gone' | 'registered' };

/**
 * Seats at events held for the waitlist (waitlist module): a seat freed is held as an `offered` registration for the
 * first person in line until they confirm it or the offer runs out, counted against the capacity all the while, so the
 * registration form can never sell it twice. Every method locks the event (or the registration) in the caller's
 * transaction, as registering does.
 */
@Injectable()
export class EventSeatHolds {
  constructor(
    private readonly repository: EventRegistrationsRepository,
    private readonly mail: MailService,
  ) {}

  /** The event locked for the caller's transaction, and whether it is full; null when it is gone or over. */
  async lockEvent(tx: Transaction, eventId: string, today: string): Promise<WaitedEvent | null> {
    return (await this.locked(tx, eventId, today))?.waited ?? null;
  }

  /** Whether this address holds a seat (registered or offered) at the event. */
  async holdsSeat(tx: Transaction, eventId: string, email: string): Promise<boolean> {
    const existing = await this.repository.findByEmail(tx, eventId, email);
    return existing !== null && existing.status !== 'cancelled';
  }

  /** Holds a free seat for `attendee` until `until`, or says why not. */
  async hold(
    tx: Transaction,
    eventId: string,
    attendee: ContactDetails,
    until: Date,
    today: string,
  ): Promise<SeatHold> {
    const locked = await this.locked(tx, eventId, today);
    if (!locked) return { held: false, why: 'gone' };
    const existing = await this.repository.findByEmail(tx, eventId, attendee.email);
    if (existing && existing.status !== 'cancelled') return { held: false, why: 'registered' };
    if (locked.waited.full) return { held: false, why: 'full' };
    let registration: EventRegistration;
    if (existing) {
      registration = existing;
      registration.contact = new ContactFields({ ...attendee, email: attendee.email.toLowerCase() });
      moveEventRegistration(registration, 'offered');
    } else {
      // A new row is not a move: it begins as a held seat.
      registration = Object.assign(new EventRegistration(locked.event, attendee), { status: 'offered' as const });
      this.repository.add(tx, registration);
    }
    registration.offerExpiresAt = until;
    return { held: true, registrationId: registration.id, event: locked.waited };
  }

  /**
   * The person confirms the held seat: registered, with the usual confirmation and calendar file (staged in the
   * caller's transaction). Null when the seat is no longer held for them (let go, or confirmed before).
   */
  async confirm(tx: Transaction, registrationId: string): Promise<MailOutbox | null> {
    const registration = await this.repository.lockById(tx, registrationId);
    if (registration?.status !== 'offered') return null;
    moveEventRegistration(registration, 'registered');
    registration.offerExpiresAt = null;
    return this.mail.stage(tx, eventRegistrationMail(registration.event, registration));
  }

  /**
   * Lets a held seat go (the offer ran out or staff withdrew it). A seat its person confirmed meanwhile (through the
   * offer or the registration form) stays theirs: the answer says which.
   */
  async release(tx: Transaction, registrationId: string): Promise<'released' | 'registered' | 'gone'> {
    const registration = await this.repository.lockById(tx, registrationId);
    if (registration?.status === 'registered') return 'registered';
    if (registration?.status !== 'offered') return 'gone';
    moveEventRegistration(registration, 'cancelled');
    registration.offerExpiresAt = null;
    return 'released';
  }

  private async locked(
    tx: Transaction,
    eventId: string,
    today: string,
  ): Promise<{ event: Event; waited: WaitedEvent } | null> {
    const event = await this.repository.lockEvent(tx, eventId);
    if (!event || event.date < today) return null;
    const taken = await this.repository.seatsTaken(tx, eventId);
    return {
      event,
      waited: { id: event.id, title: event.title, date: event.date, time: event.time, full: taken >= event.capacity },
    };
  }
}
