import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type PersonAddresses,
  personWhere,
  scrubRows,
  type RowScrub,
} from '../../../common/database/personal-data-sql.js';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';

export interface PersonPaymentRow {
  reference: string;
  purpose: string;
  status: string;
  channel: string | null;
  payerPhone: string | null;
  amountCents: number;
  refundedCents: number;
  currency: string;
  receiptNumber: string | null;
  customerName: string | null;
  companyName: string | null;
  kraPin: string | null;
  paidAt: Date | null;
  createdAt: Date;
  creditNotes: string | null;
}

/** A person's payments, receipts and credit notes, for their data export and their erasure. */
@Injectable()
export class PaymentPersonalDataRepository {
  constructor(private readonly em: EntityManager) {}

  payments(tx: Transaction, person: PersonAddresses): Promise<PersonPaymentRow[]> {
    const match = personWhere({ email: 'p.email' }, person);
    return entityManagerOf(tx).execute<PersonPaymentRow[]>(
      `select p.reference, p.purpose, p.status, p.channel, p.payer_phone as "payerPhone",
         p.amount_cents as "amountCents",
         p.refunded_cents as "refundedCents", p.currency, p.receipt_number as "receiptNumber",
         p.customer_name as "customerName", p.company_name as "companyName", p.kra_pin as "kraPin",
         p.paid_at as "paidAt", p.created_at as "createdAt",
         (select string_agg(r.credit_note_number, ' ') from payment_refunds r
           where r.payment_id = p.id and r.credit_note_number is not null) as "creditNotes"
       from payments p where ${match.sql} order by p.created_at`,
      match.params,
    );
  }

  /**
   * The person's name, e-mail and phone on payments, refunds, receipts and credit notes say the erasure's label
   * instead; amounts, numbers, dates, a company's name and KRA PIN stay (the Tax Procedures Act keeps them 5 years).
   */
  async erase(tx: Transaction, person: PersonAddresses, scrub: RowScrub): Promise<Record<string, number>> {
    const em = entityManagerOf(tx);
    const match = personWhere({ email: 'email' }, person);
    const refunds = await scrubRows(
      em,
      'payment_refunds',
      { sql: `payment_id in (select id from payments where ${match.sql})`, params: match.params },
      scrub,
    );
    const payments = await scrubRows(em, 'payments', match, scrub);
    return { payments, payment_refunds: refunds };
  }
}
