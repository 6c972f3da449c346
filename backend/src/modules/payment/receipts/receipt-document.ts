/**
 * What a receipt or credit note says, as plain data: the payments service builds it once when the money moves and
 * stores it as JSON, so the PDF can be drawn again later exactly as issued, whatever has changed since (the
 * customer's company, the seller's address, the VAT rate). Nothing here is a class, a Date or a function.
 */

export type ReceiptKind = 'receipt' | 'credit-note';

export interface ReceiptSeller {
  name: string;
  /** May hold several lines, separated by '\n'. */
  address: string;
  kraPin: string | null;
  vatRegistered: boolean;
  /** The rate in force when the document was issued (KENYA_VAT_RATE_PERCENT today). */
  vatRatePercent: number;
}

export interface ReceiptCustomer {
  name: string;
  email: string;
  companyName: string | null;
  kraPin: string | null;
}

export interface ReceiptLine {
  description: string;
  quantity: number;
  /** The line's VAT-inclusive total in KES cents (not a unit price). */
  amountCents: number;
}

export interface ReceiptDocument {
  kind: ReceiptKind;
  /** 'SCH-2026-000123' for a receipt, 'SCH-CN-2026-000004' for a credit note. */
  number: string;
  /** ISO-8601 instant; the document shows it in Nairobi time. */
  issuedAt: string;
  seller: ReceiptSeller;
  customer: ReceiptCustomer;
  lines: ReceiptLine[];
  /** VAT-inclusive gross of all lines, in KES cents. */
  totalCents: number;
  /** Paystack's channel ('card', 'mobile_money', …), null when unknown. */
  channel: string | null;
  /** Our Paystack reference of the payment. */
  paymentReference: string;
  /** For a credit note: the number of the receipt it corrects. */
  relatesTo: string | null;
  /** For a credit note: why. */
  reason: string | null;
}
