import { centsToAmount } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { type User } from '../identity/entities/user.entity.js';
import { type ReceiptDocument } from '../payment/receipts/receipt-document.js';
import { type MemberDocumentDto } from './dto/member-document.dto.js';
import { MemberPortalRepository } from './member-portal.repository.js';
import { MEMBER_PORTAL_ERRORS } from './member-portal.errors.js';
import { MEMBER_SESSION_PATH } from './member-portal.messages.js';

/** A member's receipts and credit notes, as issued (the stored documents, drawn again as PDFs on download). */
@Injectable()
export class MemberDocumentsService {
  constructor(private readonly repository: MemberPortalRepository) {}

  /** Every receipt and credit note of the member's payments, newest first. */
  async list(member: User): Promise<MemberDocumentDto[]> {
    const payments = await this.repository.payments(member);
    const refunds = await this.repository.refundsWithCreditNotes(payments.map((payment) => payment.id));
    return [
      ...payments.flatMap((payment) =>
        payment.receipt
          ? [toMemberDocument(payment.receipt, `${MEMBER_SESSION_PATH}/payments/${payment.id}/receipt`)]
          : [],
      ),
      ...refunds.map((refund) =>
        toMemberDocument(refund.creditNote!, `${MEMBER_SESSION_PATH}/refunds/${refund.id}/credit-note`),
      ),
    ].sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.number.localeCompare(a.number));
  }

  async receipt(member: User, paymentId: string): Promise<ReceiptDocument> {
    const [payment] = await this.repository.payments(member, paymentId);
    if (!payment?.receipt) throw MEMBER_PORTAL_ERRORS.receiptNotFound();
    return payment.receipt;
  }

  async creditNote(member: User, refundId: string): Promise<ReceiptDocument> {
    const refund = await this.repository.refundWithCreditNote(member, refundId);
    if (!refund?.creditNote) throw MEMBER_PORTAL_ERRORS.creditNoteNotFound();
    return refund.creditNote;
  }
}

function toMemberDocument(document: ReceiptDocument, url: string): MemberDocumentDto {
  return {
    kind: document.kind,
    number: document.number,
    issuedAt: document.issuedAt,
    amountKes: centsToAmount(document.totalCents),
    description: document.lines.map((line) => line.description).join('; '),
    url,
  };
}
