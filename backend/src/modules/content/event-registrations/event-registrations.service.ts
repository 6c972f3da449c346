import { venueToday } from '@coworking/domain';
import { Injectable, type StreamableFile } from '@nestjs/common';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { csvFile } from '../../../common/http/csv-export.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { AuditLogService } from '../../identity/audit/audit-log.service.js';
import { MailService } from '../../mail/delivery/mail.service.js';
import { CONTENT_ERRORS } from '../content.errors.js';
import { EventRegistration } from '../entities/event-registration.entity.js';
import {
  EVENT_REGISTRATION_CSV_COLUMNS,
  type EventRegistrationAcceptedDto,
  type EventRegistrationDto,
  type EventRegistrationListQueryDto,
  type RegisterForEventDto,
  toEventRegistrationDto,
} from './event-registration.dto.js';
import { eventRegistrationMail, formatEventDate } from './event-registration-mail.js';
import { EVENT_REGISTRATION_MESSAGES as MESSAGES } from './event-registration.messages.js';
import { moveEventRegistration } from './event-registration-transitions.js';
import { EventRegistrationsRepository } from './event-registrations.repository.js';

/**
 * Seats at events: visitors register on the events page (one seat per e-mail address per event, never more seats
 * than the event's capacity, never for an event already held) and get a confirmation with a calendar file; staff
 * read the attendee list and export it.
 */
@Injectable()
export class EventRegistrationsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: EventRegistrationsRepository,
    private readonly mail: MailService,
    private readonly audit: AuditLogService,
  ) {}

  /**
   * Takes a seat. The event row is locked first, so simultaneous registrations for one event are decided one after
   * another against the seats actually taken; the confirmation is written to the outbox in the same transaction.
   * A paid event is registered the same way: the price is paid at the door, so no money changes hands here.
   */
  async register(eventId: string, body: RegisterForEventDto): Promise<EventRegistrationAcceptedDto> {
    const { registration, event, seatsLeft, staged } = await this.unitOfWork.run(async (tx) => {
      const event = await this.repository.lockEvent(tx, eventId);
      if (!event) throw CONTENT_ERRORS.registrationEventNotFound();
      if (event.date < venueToday()) throw CONTENT_ERRORS.eventPast(event.title);
      const existing = await this.repository.findByEmail(tx, eventId, body.email);
      if (existing?.status === 'registered') throw CONTENT_ERRORS.alreadyRegistered(event.title);
      const taken = await this.repository.seatsTaken(tx, eventId);
      // A seat held for this address (offered from the waitlist) is theirs to take: it is counted already.
      const heldForThem = existing?.status === 'offered';
      if (!heldForThem && taken >= event.capacity) throw CONTENT_ERRORS.eventFull(event.title);
      const registration = existing ? existing.registerAgain(body) : new EventRegistration(event, body);
      if (!existing) this.repository.add(tx, registration);
      const staged = this.mail.stage(tx, eventRegistrationMail(event, registration));
      return { registration, event, seatsLeft: event.capacity - taken - (heldForThem ? 0 : 1), staged };
    });
    await this.mail.dispatch([staged]);
    return {
      success: true,
      message: MESSAGES.registered(event.title, formatEventDate(event.date), registration.contact.email),
      id: registration.id,
      seatsLeft,
    };
  }

  async list(
    eventId: string,
    query: EventRegistrationListQueryDto,
  ): Promise<{ rows: EventRegistrationDto[]; total: number }> {
    await this.requireEvent(eventId);
    const { rows, total } = await this.repository.page(eventId, query);
    return { rows: rows.map(toEventRegistrationDto), total };
  }

  /** The attendees the list's filters match, as a streamed CSV download. */
  async export(eventId: string, query: EventRegistrationListQueryDto): Promise<StreamableFile> {
    await this.requireEvent(eventId);
    return csvFile('event-attendees', EVENT_REGISTRATION_CSV_COLUMNS, this.repository.stream(eventId, query));
  }

  /**
   * Staff cancel a registration (someone phoned to say they cannot come): its seat is free again at once, and the
   * same address may register again. Audited; no e-mail goes out, staff tell the person themselves.
   */
  async cancel(
    eventId: string,
    registrationId: string,
    actor: AdminPrincipal,
    ip: string,
  ): Promise<EventRegistrationDto> {
    return this.unitOfWork.run(async (tx) => {
      const registration = await this.repository.findForUpdate(tx, eventId, registrationId);
      if (!registration) throw CONTENT_ERRORS.registrationNotFound();
      if (registration.status === 'cancelled') throw CONTENT_ERRORS.registrationAlreadyCancelled();
      const from = registration.status;
      moveEventRegistration(registration, 'cancelled');
      this.audit.record(tx, {
        actor,
        action: 'update',
        resource: 'eventRegistrations',
        resourceId: registration.id,
        changes: { status: { from, to: 'cancelled' } },
        ipAddress: ip,
      });
      return toEventRegistrationDto(registration);
    });
  }

  private async requireEvent(eventId: string): Promise<void> {
    if (!(await this.repository.eventExists(eventId))) throw CONTENT_ERRORS.registrationEventNotFound();
  }
}
