import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../../common/events/domain-events.js';
import { PersonalDataErased } from '../../privacy/erasure/personal-data-erased.event.js';
import {
  type PersonalDataFound,
  PersonalDataExportRequested,
} from '../../privacy/export/personal-data-export-requested.event.js';
import { WaitlistPersonalDataRepository } from './waitlist-personal-data.repository.js';

/** The waitlist's part of the Data Protection Act's rights: places in line in an export; deleted in an erasure. */
@Injectable()
export class WaitlistPersonalDataListener {
  constructor(private readonly repository: WaitlistPersonalDataRepository) {}

  @OnDomainEvent(PersonalDataExportRequested.NAME)
  async export({ tx, subject }: PersonalDataExportRequested): Promise<PersonalDataFound> {
    const rows = await this.repository.entries(tx, subject);
    return {
      sections: {
        waitlistEntries: rows.map((row) => ({ ...row, joinedAt: new Date(row.joinedAt as string).toISOString() })),
      },
    };
  }

  @OnDomainEvent(PersonalDataErased.NAME)
  erase({ tx, emails, phones }: PersonalDataErased): Promise<Record<string, number>> {
    return this.repository.erase(tx, { emails, phones });
  }
}
