import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../../common/events/domain-events.js';
import { phoneKey } from '../../privacy/consents/consents.service.js';
import { PersonalDataErased } from '../../privacy/erasure/personal-data-erased.event.js';
import { erasureScrub } from '../../privacy/erasure/scrub.js';
import {
  type PersonalDataFound,
  PersonalDataExportRequested,
} from '../../privacy/export/personal-data-export-requested.event.js';
import { BookingPersonalDataRepository } from './booking-personal-data.repository.js';

/** Booking's part of the Data Protection Act's rights: bookings and tours in an export; erased contact fields. */
@Injectable()
export class BookingPersonalDataListener {
  constructor(private readonly repository: BookingPersonalDataRepository) {}

  @OnDomainEvent(PersonalDataExportRequested.NAME)
  async export({ tx, subject }: PersonalDataExportRequested): Promise<PersonalDataFound> {
    const rows = await this.repository.bookings(tx, subject);
    return {
      sections: {
        bookings: rows.map((row) => ({
          id: row.id,
          type: row.type,
          status: row.status,
          space: row.space,
          date: row.date,
          time: row.time,
          hours: row.duration,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phone: row.phone,
          notes: row.notes,
          priceKes: row.priceCents === null ? null : row.priceCents / 100,
          bookedAt: new Date(row.createdAt).toISOString(),
        })),
      },
      names: rows.map((row) => [row.firstName, row.lastName].filter(Boolean).join(' ')).filter(Boolean),
      phones: rows.map((row) => phoneKey(row.phone)).filter((phone): phone is string => phone !== null),
    };
  }

  @OnDomainEvent(PersonalDataErased.NAME)
  erase(event: PersonalDataErased): Promise<Record<string, number>> {
    return this.repository.erase(event.tx, event, erasureScrub(event));
  }
}
