import { LockMode } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Event } from '../entities/event.entity.js';
import { EventRegistration } from '../entities/event-registration.entity.js';
import { staffListPage, type StaffListShape, staffListStream } from '../staff-work/staff-list.js';
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
  /**
   * The event, locked for the caller's transaction: registrations for one event take turns, so the count of seats
   * taken that each reads is the count it writes against, and capacity holds however many register at once.
   */
  lockEvent(em: EntityManager, eventId: string): Promise<Event | null> {
    return em.findOne(Event, { id: eventId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  seatsTaken(em: EntityManager, eventId: string): Promise<number> {
    return em.count(EventRegistration, { event: eventId, status: 'registered' });
  }

  findByEmail(em: EntityManager, eventId: string, email: string): Promise<EventRegistration | null> {
    return em.findOne(EventRegistration, { event: eventId, contact: { email: email.toLowerCase() } });
  }

  /** One registration of an event, locked for the caller's transaction. */
  findForUpdate(em: EntityManager, eventId: string, registrationId: string): Promise<EventRegistration | null> {
    return em.findOne(
      EventRegistration,
      { id: registrationId, event: eventId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
  }

  eventExists(em: EntityManager, eventId: string): Promise<number> {
    return em.count(Event, { id: eventId });
  }

  page(
    em: EntityManager,
    eventId: string,
    query: EventRegistrationListQueryDto,
  ): Promise<{ rows: EventRegistration[]; total: number }> {
    return staffListPage(em, query, attendeeList(eventId, query));
  }

  /** Every registration the list's filters match, in its order, for the CSV export. */
  stream(
    em: EntityManager,
    eventId: string,
    query: EventRegistrationListQueryDto,
  ): AsyncIterable<EventRegistrationExportRow> {
    return staffListStream(em, query, attendeeList(eventId, query));
  }
}
