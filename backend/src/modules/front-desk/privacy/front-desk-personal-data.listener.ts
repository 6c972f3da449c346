import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../../common/events/domain-events.js';
import {
  type PersonalDataFound,
  PersonalDataExportRequested,
} from '../../privacy/export/personal-data-export-requested.event.js';
import { FrontDeskPersonalDataRepository } from './front-desk-personal-data.repository.js';

/** The front desk's part of a data export: when the person was checked in. */
@Injectable()
export class FrontDeskPersonalDataListener {
  constructor(private readonly repository: FrontDeskPersonalDataRepository) {}

  @OnDomainEvent(PersonalDataExportRequested.NAME)
  async export({ tx, subject }: PersonalDataExportRequested): Promise<PersonalDataFound> {
    const rows = await this.repository.checkIns(tx, subject);
    return {
      sections: {
        checkIns: rows.map((row) => ({
          date: row.date,
          checkedInAt: new Date(row.checkedInAt).toISOString(),
          visit: row.kind === 'guest' ? 'guest pass' : 'booking',
        })),
      },
    };
  }
}
