import { KENYA_VAT_RATE_PERCENT, vatInclusiveBreakdown } from '@coworking/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { type ReceiptDocument } from './receipt-document.js';
import { receiptFilename, renderReceiptPdf } from './receipt-pdf.js';

const RECEIPT: ReceiptDocument = {
  kind: 'receipt',
  number: 'SCH-2026-000123',
  issuedAt: '2026-12-04T07:05:00.000Z', // 10:05 in Nairobi
  seller: {
    name: 'Syokimau Coworking Ltd',
    address: 'Gateway Mall, Mombasa Road\nSyokimau, Machakos County',
    kraPin: 'P051234567X',
    vatRegistered: true,
    vatRatePercent: KENYA_VAT_RATE_PERCENT,
  },
  customer: {
    name: 'Wanjiru Kamau',
    email: 'wanjiru@example.co.ke',
    companyName: 'Kamau Agritech Ltd',
    kraPin: 'A009876543Z',
  },
  lines: [
    { description: 'Meeting Room 1 · 4 December 2026, 10:00–12:00', quantity: 1, amountCents: 200_000 },
    { description: 'Hot desk · day pass', quantity: 2, amountCents: 100_000 },
  ],
  totalCents: 300_000,
  channel: 'mobile_money',
  paymentReference: 'SCH-PAY-7F3A9C2E',
  relatesTo: null,
  reason: null,
};

const CREDIT_NOTE: ReceiptDocument = {
  ...RECEIPT,
  kind: 'credit-note',
  number: 'SCH-CN-2026-000004',
  issuedAt: '2026-12-05T12:30:00.000Z',
  lines: [{ description: 'Meeting Room 1 · 4 December 2026, 10:00–12:00', quantity: 1, amountCents: 200_000 }],
  totalCents: 200_000,
  channel: 'card',
  relatesTo: 'SCH-2026-000123',
  reason: 'Booking cancelled more than 24 hours before the start',
};

/** The PDF's text as a reader would copy it, whitespace collapsed so table cells read as one line. */
async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** '2,586.21' from cents, the way the receipt writes amounts. */
function written(cents: number): string {
  return new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2 }).format(cents / 100);
}

describe('receipt PDF', () => {
  it('is a PDF, the same bytes each time it is drawn from the same document', async () => {
    const first = await renderReceiptPdf(RECEIPT);
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await renderReceiptPdf(structuredClone(RECEIPT))).equals(first)).toBe(true);
  });

  it('splits the VAT out of a VAT-registered seller’s total and names both parties', async () => {
    const text = await textOf(await renderReceiptPdf(RECEIPT));
    const vat = vatInclusiveBreakdown(300_000, 16);

    expect(text).toContain('Receipt');
    expect(text).toContain('SCH-2026-000123');
    expect(text).toContain('4 December 2026, 10:05 (Nairobi time)');
    expect(text).toContain('Net');
    expect(text).toContain(`Net ${written(vat.netCents)}`);
    expect(text).toContain(`VAT 16% ${written(vat.vatCents)}`);
    expect(text).toContain(`Total (VAT inclusive) KSh ${written(vat.grossCents)}`);
    // Hard figures, so a wrong VAT rule cannot agree with itself: KSh 3,000 inclusive of 16%.
    expect(text).toContain('Net 2,586.21');
    expect(text).toContain('VAT 16% 413.79');
    expect(text).toContain('Total (VAT inclusive) KSh 3,000.00');

    expect(text).toContain('Syokimau Coworking Ltd');
    expect(text).toContain('Gateway Mall, Mombasa Road');
    expect(text).toContain('KRA PIN: P051234567X');
    expect(text).toContain('Billed to');
    expect(text).toContain('Wanjiru Kamau');
    expect(text).toContain('Kamau Agritech Ltd');
    expect(text).toContain('KRA PIN: A009876543Z');
    expect(text).toContain('wanjiru@example.co.ke');
    expect(text).toContain('Hot desk · day pass 2 1,000.00');
    expect(text).toContain('Paid by M-Pesa · reference SCH-PAY-7F3A9C2E');
    expect(text).not.toContain('Not registered for VAT');
  });

  it('shows no VAT for a seller not registered for it, and leaves out what the customer did not give', async () => {
    const document: ReceiptDocument = {
      ...RECEIPT,
      seller: { ...RECEIPT.seller, kraPin: null, vatRegistered: false },
      customer: { ...RECEIPT.customer, companyName: null, kraPin: null },
      channel: 'card',
    };
    const text = await textOf(await renderReceiptPdf(document));

    expect(text).not.toContain('VAT 16%');
    expect(text).not.toContain('Net');
    expect(text).not.toContain('KRA PIN');
    expect(text).not.toContain('Kamau Agritech');
    expect(text).toContain('Total KSh 3,000.00');
    expect(text).toContain('Not registered for VAT');
    expect(text).toContain('Paid by Card · reference SCH-PAY-7F3A9C2E');
  });

  it('names how a payment taken at the desk was made, and a complimentary booking as no charge', async () => {
    expect(await textOf(await renderReceiptPdf({ ...RECEIPT, channel: 'cash' }))).toContain(
      'Paid by Cash · reference SCH-PAY-7F3A9C2E',
    );
    expect(await textOf(await renderReceiptPdf({ ...RECEIPT, channel: 'mpesa' }))).toContain(
      'Paid by M-Pesa · reference SCH-PAY-7F3A9C2E',
    );
    expect(await textOf(await renderReceiptPdf({ ...RECEIPT, channel: 'complimentary' }))).toContain(
      'Complimentary, no charge · reference SCH-PAY-7F3A9C2E',
    );
  });

  it('gives a credit note its own number, the receipt it corrects, the reason and the refunded amounts', async () => {
    const text = await textOf(await renderReceiptPdf(CREDIT_NOTE));
    const vat = vatInclusiveBreakdown(200_000, 16);

    expect(text).toContain('Credit note');
    expect(text).toContain('SCH-CN-2026-000004');
    expect(text).toContain('5 December 2026, 15:30 (Nairobi time)');
    expect(text).toContain('Refund of receipt SCH-2026-000123');
    expect(text).toContain('Reason: Booking cancelled more than 24 hours before the start');
    expect(text).toContain('Refunded (KES)');
    expect(text).toContain(`Net ${written(vat.netCents)}`);
    expect(text).toContain(`VAT 16% ${written(vat.vatCents)}`);
    expect(text).toContain('Total refunded (VAT inclusive) KSh 2,000.00');
    expect(text).toContain('Refunded to Card · payment reference SCH-PAY-7F3A9C2E');
  });

  it('carries a long table onto further pages, each with the business’s name and the page count', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      description: `Hot desk · day ${index + 1}`,
      quantity: 1,
      amountCents: 100_000,
    }));
    const pdf = await renderReceiptPdf({ ...RECEIPT, lines, totalCents: 60 * 100_000 });
    const document = await getDocumentProxy(new Uint8Array(pdf));
    expect(document.numPages).toBeGreaterThan(1);
    const { text } = await extractText(document, { mergePages: false });
    text.forEach((page, index) => {
      expect(page).toContain(`Syokimau Coworking Ltd · Receipt SCH-2026-000123 · page ${index + 1} of ${text.length}`);
    });
    expect(text.join(' ')).toContain('Hot desk · day 60');
    expect(text.join(' ').replace(/\s+/g, ' ')).toContain('Total (VAT inclusive) KSh 60,000.00');
  });

  it('refuses a document whose lines do not add up to its total, or without a valid issue instant', async () => {
    await expect(renderReceiptPdf({ ...RECEIPT, totalCents: 299_999 })).rejects.toThrow(RangeError);
    await expect(renderReceiptPdf({ ...RECEIPT, issuedAt: 'yesterday' })).rejects.toThrow(RangeError);
  });

  it('names the file after the kind and number', () => {
    expect(receiptFilename(RECEIPT)).toBe('receipt-SCH-2026-000123.pdf');
    expect(receiptFilename(CREDIT_NOTE)).toBe('credit-note-SCH-CN-2026-000004.pdf');
  });
});
