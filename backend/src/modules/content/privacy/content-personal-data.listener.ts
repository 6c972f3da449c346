import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../../common/events/domain-events.js';
import { ConsentsChanged, ConsentStateRequested } from '../../privacy/consents/consents-changed.event.js';
import { phoneKey } from '../../privacy/consents/consents.service.js';
import { PersonalDataErased } from '../../privacy/erasure/personal-data-erased.event.js';
import {
  type ExportRow,
  type PersonalDataFound,
  PersonalDataExportRequested,
} from '../../privacy/export/personal-data-export-requested.event.js';
import { ContentPersonalDataRepository } from './content-personal-data.repository.js';

const plain = (rows: Record<string, unknown>[]): ExportRow[] =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        value instanceof Date ? value.toISOString() : (value as ExportRow[string]),
      ]),
    ),
  );

/**
 * Content's part of the Data Protection Act's rights: messages, applications, event registrations and the newsletter
 * in an export and an erasure; the newsletter follows a consent change at once.
 */
@Injectable()
export class ContentPersonalDataListener {
  constructor(private readonly repository: ContentPersonalDataRepository) {}

  @OnDomainEvent(PersonalDataExportRequested.NAME)
  async export({ tx, subject }: PersonalDataExportRequested): Promise<PersonalDataFound> {
    const rows = await this.repository.rows(tx, subject);
    const people = [...rows.contactMessages, ...rows.jobApplications, ...rows.eventRegistrations];
    return {
      sections: {
        contactMessages: plain(rows.contactMessages),
        jobApplications: plain(rows.jobApplications),
        eventRegistrations: plain(rows.eventRegistrations),
        newsletter: plain(rows.newsletter),
      },
      names: people.map((row) => `${String(row.firstName ?? '')} ${String(row.lastName ?? '')}`.trim()).filter(Boolean),
      phones: people
        .map((row) => phoneKey(typeof row.phone === 'string' ? row.phone : null))
        .filter((phone): phone is string => phone !== null),
    };
  }

  @OnDomainEvent(PersonalDataErased.NAME)
  erase({ tx, emails, phones }: PersonalDataErased): Promise<Record<string, number>> {
    return this.repository.erase(tx, { emails, phones });
  }

  @OnDomainEvent(ConsentsChanged.NAME)
  async followConsents({ tx, subject, changes }: ConsentsChanged): Promise<void> {
    if (changes.newsletter === undefined) return;
    for (const email of subject.emails) await this.repository.setSubscribed(tx, email, changes.newsletter, new Date());
  }

  @OnDomainEvent(ConsentStateRequested.NAME)
  async newsletterState({ tx, subject }: ConsentStateRequested): Promise<{ newsletter?: boolean }> {
    const subscribed = await this.repository.subscribed(tx, subject.emails);
    return subscribed === null ? {} : { newsletter: subscribed };
  }
}
