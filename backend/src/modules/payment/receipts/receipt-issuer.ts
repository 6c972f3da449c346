import { venueToday } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { type Transaction } from '../../../common/database/transaction.js';
import { type BusinessSettings } from '../../../common/settings/business-settings.js';
import { attachmentDrawerName, drawnAttachment } from '../../mail/delivery/attachment-drawers.js';
import { type OutboxAttachment } from '../../mail/entities/mail-outbox.entity.js';
import { DocumentNumbersRepository } from '../documents/document-numbers.repository.js';
import { type DocumentSeries } from '../entities/document-sequence.entity.js';
import { type Payment } from '../entities/payment.entity.js';
import { type Refund } from '../entities/refund.entity.js';
import { type ReceiptDocument, type ReceiptLine, type ReceiptSeller } from './receipt-document.js';
import { receiptFilename } from './receipt-pdf.js';

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

const PREFIXES: Record<DocumentSeries, string> = { receipt: 'SCH', 'credit-note': 'SCH-CN' };

/** A document's number as printed: SCH-2026-000123, SCH-CN-2026-000004. */
function documentNumber(series: DocumentSeries, year: number, sequence: number): string {
  return `${PREFIXES[series]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * A payment a promo code discounted shows what was bought at its price and the code's discount as a line of its own
 * (negative), so the customer sees both; the lines still add up to what was paid. The lines given add up to what was
 * paid, so the discount is added back to them in proportion (the first line takes the rounding).
 */
export function withPromoLine(payment: Payment, lines: ReceiptLine[]): ReceiptLine[] {
  if (!payment.promoCode || payment.discountCents <= 0 || lines.length === 0) return lines;
  const paid = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const added = lines.map((line) =>
    paid > 0
      ? Math.floor((payment.discountCents * line.amountCents) / paid)
      : Math.floor(payment.discountCents / lines.length),
  );
  added[0] += payment.discountCents - added.reduce((sum, cents) => sum + cents, 0);
  return [
    ...lines.map((line, index) => ({ ...line, amountCents: line.amountCents + added[index] })),
    { description: `Promo code ${payment.promoCode}`, quantity: 1, amountCents: -payment.discountCents },
  ];
}

/** Numbers and records receipts and credit notes, inside the transaction of the payment or refund they document. */
@Injectable()
export class ReceiptIssuer {
  constructor(private readonly numbers: DocumentNumbersRepository) {}

  /** The receipt of a payment that just succeeded (inside its fulfilment transaction): the lines add up to what was paid. */
  async receipt(
    tx: Transaction,
    payment: Payment,
    lines: ReceiptLine[],
    settings: BusinessSettings,
  ): Promise<ReceiptDocument> {
    const issuedAt = payment.paidAt ?? new Date();
    const number = await this.nextNumber(tx, 'receipt', issuedAt);
    payment.receiptNumber = number;
    payment.receipt = {
      kind: 'receipt',
      number,
      issuedAt: issuedAt.toISOString(),
      seller: sellerOf(settings),
      customer: customerOf(payment),
      lines: withPromoLine(payment, lines),
      totalCents: payment.amountCents,
      channel: payment.channel,
      paymentReference: payment.reference,
      relatesTo: null,
      reason: null,
    };
    return payment.receipt;
  }

  /** The credit note of a refund whose money has just gone back (inside that transaction). */
  async creditNote(
    tx: Transaction,
    refund: Refund,
    payment: Payment,
    settings: BusinessSettings,
    issuedAt: Date,
  ): Promise<ReceiptDocument> {
    const number = await this.nextNumber(tx, 'credit-note', issuedAt);
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

  private async nextNumber(tx: Transaction, series: DocumentSeries, issuedAt: Date): Promise<string> {
    const year = yearOf(issuedAt);
    return documentNumber(series, year, await this.numbers.takeNext(tx, series, year));
  }
}

/**
 * The credit note of a refund, for callers that have no `ReceiptIssuer` injected: the numbering repository holds no
 * state of its own (it works in the caller's transaction), so a local one numbers exactly as the injected one does.
 */
export function issueCreditNote(
  tx: Transaction,
  refund: Refund,
  payment: Payment,
  settings: BusinessSettings,
  issuedAt: Date,
): Promise<ReceiptDocument> {
  return new ReceiptIssuer(new DocumentNumbersRepository()).creditNote(tx, refund, payment, settings, issuedAt);
}

/** Draws the PDFs of receipts and credit notes attached to e-mails (ReceiptPdfDrawer registers it). */
export const RECEIPT_PDF = attachmentDrawerName<ReceiptDocument>('receipt-pdf');

/** A receipt or credit note as an e-mail attachment: the worker draws its PDF when it sends the message. */
export function documentAttachment(document: ReceiptDocument): OutboxAttachment {
  return drawnAttachment(RECEIPT_PDF, document, {
    filename: receiptFilename(document),
    contentType: 'application/pdf',
  });
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
