import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../common/events/domain-events.js';
import { PersonalDataErased } from '../privacy/erasure/personal-data-erased.event.js';
import {
  PersonalDataExportRequested,
  type PersonalDataFound,
} from '../privacy/export/personal-data-export-requested.event.js';
import { SmsOutboxRepository } from './sms-outbox.repository.js';

/**
 * The SMS log's side of the Data Protection Act: a person's data export lists the SMS sent to their numbers, and an
 * erasure makes the log forget those numbers and what was texted to them, in the erasure's transaction.
 */
@Injectable()
export class SmsPersonalDataListener {
  constructor(private readonly outboxes: SmsOutboxRepository) {}

  @OnDomainEvent(PersonalDataExportRequested.NAME)
  async export({ tx, subject }: PersonalDataExportRequested): Promise<PersonalDataFound> {
    const rows = await this.outboxes.sentTo(tx, subject.phones);
    return {
      sections: {
        sms: rows.map((row) => ({
          to: `+${row.phone}`,
          text: row.text,
          status: row.status,
          at: (row.sentAt ?? row.createdAt).toISOString(),
          delivery: row.deliveryStatus,
        })),
      },
    };
  }

  @OnDomainEvent(PersonalDataErased.NAME)
  async onErased(event: PersonalDataErased): Promise<Record<string, number>> {
    return { sms_outbox: await this.outboxes.anonymise(event.tx, event.phones) };
  }
}
