import { venueToday } from '@coworking/domain';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type BusinessSettings } from '../../../common/settings/business-settings.js';
import { type OutboxAttachment } from '../../mail/entities/mail-outbox.entity.js';
import { nextDocumentNumber } from '../documents/document-numbers.js';
import { type Payment } from '../entities/payment.entity.js';
import { type Refund } from '../entities/refund.entity.js';
import { type ReceiptDocument, type ReceiptLine, type ReceiptSeller } from './receipt-document.js';
import { receiptFilename, renderReceiptPdf } from './receipt-pdf.js';

function sellerOf(settings: BusinessSettings): ReceiptSeller {
  return {
    name: settings.businessName,
    address: settings.address,
    kraPin: settings.kraPin,
    vatRegistered: settings.vatRegistered,
    vatRatePercent: settings.vatRatePercent,
  };
}

function customerOf(payment: Payment) {
  return {
    name: payment.customerName ?? payment.email,
    email: payment.email,
    companyName: payment.companyName,
    kraPin: payment.kraPin,
  };
}

/** The venue year of an instant: documents are numbered per year as the business counts it. */
function yearOf(instant: Date): number {
  return Number(venueToday(instant).slice(0, 4));
}

/**
 * Numbers and records the receipt of a payment that just succeeded (inside its fulfilment transaction): the
 * lines must add up to what was paid.
 */
export async function issueReceipt(
  em: EntityManager,
  payment: Payment,
  lines: ReceiptLine[],
  settings: BusinessSettings,
): Promise<ReceiptDocument> {
  const issuedAt = payment.paidAt ?? new Date();
  const number = await nextDocumentNumber(em, 'receipt', yearOf(issuedAt));
  payment.receiptNumber = number;
  payment.receipt = {
    kind: 'receipt',
    number,
    issuedAt: issuedAt.toISOString(),
    seller: sellerOf(settings),
    customer: customerOf(payment),
    lines,
    totalCents: payment.amountCents,
    channel: payment.channel,
    paymentReference: payment.reference,
    relatesTo: null,
    reason: null,
  };
  return payment.receipt;
}

/** Numbers and records the credit note of a refund Paystack has just paid out (inside that transaction). */
export async function issueCreditNote(
  em: EntityManager,
  refund: Refund,
  payment: Payment,
  settings: BusinessSettings,
  issuedAt: Date,
): Promise<ReceiptDocument> {
  const number = await nextDocumentNumber(em, 'credit-note', yearOf(issuedAt));
  refund.creditNoteNumber = number;
  refund.creditNote = {
    kind: 'credit-note',
    number,
    issuedAt: issuedAt.toISOString(),
    seller: payment.receipt?.seller ?? sellerOf(settings),
    customer: customerOf(payment),
    lines: [{ description: `Refund: ${refund.reason}`, quantity: 1, amountCents: refund.amountCents }],
    totalCents: refund.amountCents,
    channel: payment.channel,
    paymentReference: payment.reference,
    relatesTo: payment.receiptNumber,
    reason: refund.reason,
  };
  return refund.creditNote;
}

/** A receipt or credit note as an e-mail attachment. */
export async function documentAttachment(document: ReceiptDocument): Promise<OutboxAttachment> {
  return {
    filename: receiptFilename(document),
    contentType: 'application/pdf',
    content: (await renderReceiptPdf(document)).toString('base64'),
  };
}

/**
 * Splits a total over rows in proportion to their own prices when those add up to it, evenly otherwise (older
 * rows without a price): the shares always add up to the total.
 */
export function shareOut(totalCents: number, prices: (number | null)[]): number[] {
  if (prices.length === 0) return [];
  if (prices.every((price) => price !== null) && prices.reduce((sum, price) => sum + price!, 0) === totalCents)
    return prices as number[];
  const even = Math.floor(totalCents / prices.length);
  return prices.map((_, index) => even + (index === 0 ? totalCents - even * prices.length : 0));
}
