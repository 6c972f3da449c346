import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../../common/events/domain-events.js';
import { PersonalDataErased } from '../../privacy/erasure/personal-data-erased.event.js';
import {
  type PersonalDataFound,
  PersonalDataExportRequested,
} from '../../privacy/export/personal-data-export-requested.event.js';
import { MemberPortalPersonalDataRepository } from './member-portal-personal-data.repository.js';

/** The member portal's part of the Data Protection Act's rights: guest passes and sign-in requests. */
@Injectable()
export class MemberPortalPersonalDataListener {
  constructor(private readonly repository: MemberPortalPersonalDataRepository) {}

  @OnDomainEvent(PersonalDataExportRequested.NAME)
  async export({ tx, subject }: PersonalDataExportRequested): Promise<PersonalDataFound> {
    const rows = await this.repository.guestPasses(tx, subject);
    return {
      sections: {
        guestPasses: rows.map((row) => ({
          ...row,
          cancelledAt: row.cancelledAt ? new Date(row.cancelledAt as string).toISOString() : null,
          createdAt: new Date(row.createdAt as string).toISOString(),
        })),
      },
    };
  }

  @OnDomainEvent(PersonalDataErased.NAME)
  erase({ tx, emails, phones }: PersonalDataErased): Promise<Record<string, number>> {
    return this.repository.erase(tx, { emails, phones });
  }
}
