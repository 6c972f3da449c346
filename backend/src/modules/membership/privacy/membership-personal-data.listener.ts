import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../../common/events/domain-events.js';
import { phoneKey } from '../../privacy/consents/consents.service.js';
import { PersonalDataErased } from '../../privacy/erasure/personal-data-erased.event.js';
import { erasureScrub } from '../../privacy/erasure/scrub.js';
import {
  type PersonalDataFound,
  PersonalDataExportRequested,
} from '../../privacy/export/personal-data-export-requested.event.js';
import { MembershipPersonalDataRepository } from './membership-personal-data.repository.js';

/** Membership's part of the Data Protection Act's rights: memberships in an export; the holder erased. */
@Injectable()
export class MembershipPersonalDataListener {
  constructor(private readonly repository: MembershipPersonalDataRepository) {}

  @OnDomainEvent(PersonalDataExportRequested.NAME)
  async export({ tx, subject }: PersonalDataExportRequested): Promise<PersonalDataFound> {
    const rows = await this.repository.memberships(tx, subject);
    return {
      sections: {
        memberships: rows.map((row) => ({
          id: row.id,
          plan: row.plan,
          status: row.status,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phone: row.phone,
          company: row.company,
          startDate: row.startDate,
          periodStart: row.periodStart ? new Date(row.periodStart).toISOString() : null,
          periodEnd: row.periodEnd ? new Date(row.periodEnd).toISOString() : null,
          createdAt: new Date(row.createdAt).toISOString(),
        })),
      },
      names: rows.map((row) => `${row.firstName} ${row.lastName}`.trim()),
      phones: rows.map((row) => phoneKey(row.phone)).filter((phone): phone is string => phone !== null),
    };
  }

  @OnDomainEvent(PersonalDataErased.NAME)
  erase(event: PersonalDataErased): Promise<Record<string, number>> {
    // A company keeps its name and KRA PIN (tax records); its contact fields go.
    return this.repository.erase(event.tx, event, erasureScrub(event, ['name', 'kra_pin']));
  }
}
