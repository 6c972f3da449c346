import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { Event } from '../entities/event.entity.js';
import { EventRegistration } from '../entities/event-registration.entity.js';
import { staffListPage, type StaffListShape, staffListStream } from '../staff-work/staff-list.repository.js';
import {
  type EventRegistrationExportRow,
  type EventRegistrationListQueryDto,
  type EventRegistrationSort,
} from './event-registration.dto.js';

function attendeeList(
  eventId: string,
  query: EventRegistrationListQueryDto,
): StaffListShape<EventRegistration, EventRegistrationSort> {
  return {
    entity: EventRegistration,
    defaultSort: 'createdAt',
    sorts: {
      createdAt: (direction) => ({ createdAt: direction }),
      lastName: (direction) => ({ contact: { lastName: direction, firstName: direction } }),
      email: (direction) => ({ contact: { email: direction } }),
      status: (direction) => ({ status: direction }),
    },
    search: (pattern) => [
      { contact: { firstName: { $ilike: pattern } } },
      { contact: { lastName: { $ilike: pattern } } },
      { contact: { email: { $ilike: pattern } } },
      { contact: { phone: { $ilike: pattern } } },
    ],
    filters: [{ event: eventId }, ...(query.status ? [{ status: query.status }] : [])],
  };
}

/** Event registrations, in queries. */
@Injectable()
export class EventRegistrationsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The event, locked for the caller's transaction: registrations for one event take turns, so the count of seats
   * taken that each reads is the count it writes against, and capacity holds however many register at once.
   */
  lockEvent(tx: Transaction, eventId: string): Promise<Event | null> {
    return entityManagerOf(tx).findOne(Event, { id: eventId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** Seats registered or held for someone offered one from the waitlist. */
  seatsTaken(tx: Transaction, eventId: string): Promise<number> {
    return entityManagerOf(tx).count(EventRegistration, { event: eventId, status: { $in: ['registered', 'offered'] } });
  }

  /** One registration, locked for the caller's transaction, with its event. */
  async lockById(tx: Transaction, registrationId: string): Promise<EventRegistration | null> {
    const em = entityManagerOf(tx);
    const registration = await em.findOne(
      EventRegistration,
      { id: registrationId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (registration) await em.populate(registration, ['event']);
    return registration;
  }

  findByEmail(tx: Transaction, eventId: string, email: string): Promise<EventRegistration | null> {
    return entityManagerOf(tx).findOne(EventRegistration, { event: eventId, contact: { email: email.toLowerCase() } });
  }

  /** A new registration, written when the caller's transaction commits. */
  add(tx: Transaction, registration: EventRegistration): void {
    entityManagerOf(tx).persist(registration);
  }

  /** One registration of an event, locked for the caller's transaction. */
  findForUpdate(tx: Transaction, eventId: string, registrationId: string): Promise<EventRegistration | null> {
    return entityManagerOf(tx).findOne(
      EventRegistration,
      { id: registrationId, event: eventId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
  }

  async eventExists(eventId: string): Promise<boolean> {
    return (await this.em.fork().count(Event, { id: eventId })) > 0;
  }

  page(eventId: string, query: EventRegistrationListQueryDto): Promise<{ rows: EventRegistration[]; total: number }> {
    return staffListPage(this.em.fork(), query, attendeeList(eventId, query));
  }

  /** Every registration the list's filters match, in its order, for the CSV export. */
  stream(eventId: string, query: EventRegistrationListQueryDto): AsyncIterable<EventRegistrationExportRow> {
    return staffListStream(this.em.fork(), query, attendeeList(eventId, query));
  }
}
