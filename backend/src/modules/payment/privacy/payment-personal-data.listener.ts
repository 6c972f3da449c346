import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../../common/events/domain-events.js';
import { PersonalDataErased } from '../../privacy/erasure/personal-data-erased.event.js';
import { erasureScrub } from '../../privacy/erasure/scrub.js';
import {
  type PersonalDataFound,
  PersonalDataExportRequested,
} from '../../privacy/export/personal-data-export-requested.event.js';
import { PaymentPersonalDataRepository } from './payment-personal-data.repository.js';

/** What tax law keeps on a payment, a receipt or a credit note whatever the erasure: never rewritten. */
const TAX_RECORD_KEYS = [
  'reference',
  'receipt_number',
  'credit_note_number',
  'company_name',
  'kra_pin',
  'companyName',
  'kraPin',
  'number',
  'receiptNumber',
];

/** Payment's part of the Data Protection Act's rights: payments in an export; the person taken off the tax records. */
@Injectable()
export class PaymentPersonalDataListener {
  constructor(private readonly repository: PaymentPersonalDataRepository) {}

  @OnDomainEvent(PersonalDataExportRequested.NAME)
  async export({ tx, subject }: PersonalDataExportRequested): Promise<PersonalDataFound> {
    const rows = await this.repository.payments(tx, subject);
    return {
      sections: {
        payments: rows.map((row) => ({
          reference: row.reference,
          for: row.purpose,
          status: row.status,
          channel: row.channel,
          mpesaNumber: row.payerPhone,
          amountKes: row.amountCents / 100,
          refundedKes: row.refundedCents / 100,
          currency: row.currency,
          receiptNumber: row.receiptNumber,
          creditNotes: row.creditNotes,
          customerName: row.customerName,
          companyName: row.companyName,
          kraPin: row.kraPin,
          paidAt: row.paidAt ? new Date(row.paidAt).toISOString() : null,
          createdAt: new Date(row.createdAt).toISOString(),
        })),
      },
      names: rows.map((row) => row.customerName ?? '').filter(Boolean),
      // The M-Pesa number that paid may not be the contact phone: it is the person's too, and is erased with them.
      phones: rows.map((row) => row.payerPhone ?? '').filter(Boolean),
    };
  }

  @OnDomainEvent(PersonalDataErased.NAME)
  erase(event: PersonalDataErased): Promise<Record<string, number>> {
    return this.repository.erase(event.tx, event, erasureScrub(event, TAX_RECORD_KEYS));
  }
}
