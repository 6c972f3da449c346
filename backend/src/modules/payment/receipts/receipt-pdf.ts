import { centsToKes, VENUE_ZONE, vatInclusiveBreakdown } from '@coworking/domain';
import PDFDocument from 'pdfkit';
import { type ReceiptDocument } from './receipt-document.js';

/**
 * Draws a receipt or a credit note as an A4 PDF from its stored document. Only pdfkit's built-in Helvetica is used:
 * no font file to ship or find at run time. Its WinAnsi encoding covers Latin text (names, 'KSh', '·', '’'); a
 * character outside it would print as a wrong glyph, which customer names in this market do not need.
 *
 * The same document gives the same bytes: the PDF's creation date (and so its file ID) is the issue instant, not
 * the time of drawing, so a re-drawn receipt is identical to the one first sent.
 */

type Pdf = PDFKit.PDFDocument;

const MARGIN = 56; // 2 cm
const A4_WIDTH = 595.28; // points
const CONTENT_WIDTH = A4_WIDTH - 2 * MARGIN;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const GREY = '#555555';

// The lines table: description takes what the quantity and amount columns leave.
const QUANTITY_WIDTH = 50;
const AMOUNT_WIDTH = 110;
const COLUMN_GAP = 12;
const DESCRIPTION_WIDTH = CONTENT_WIDTH - QUANTITY_WIDTH - AMOUNT_WIDTH - 2 * COLUMN_GAP;
const QUANTITY_X = MARGIN + DESCRIPTION_WIDTH + COLUMN_GAP;
const AMOUNT_X = QUANTITY_X + QUANTITY_WIDTH + COLUMN_GAP;

// Totals sit under the amount column, their labels to its left.
const TOTALS_LABEL_WIDTH = 170;
const TOTALS_LABEL_X = AMOUNT_X - COLUMN_GAP - TOTALS_LABEL_WIDTH;

/**
 * A tax document writes every amount with its cents ('3,000.00') so the column lines up at the decimal point. The
 * site's formatKesNumber drops '.00' from whole amounts, which suits a price tag but not a receipt; same locale.
 */
const AMOUNT = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amount = (cents: number): string => AMOUNT.format(centsToKes(cents));

// The venue's clock, whatever the server's zone: the customer paid in Nairobi.
const ISSUE_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: VENUE_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const ISSUE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: VENUE_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// Paystack's channel names, as a customer knows them (Kenya's mobile money through Paystack is M-Pesa), then the
// ones staff record at the desk (cash, M-Pesa to the till).
const CHANNEL_LABELS: Record<string, string> = {
  cash: 'Cash',
  mpesa: 'M-Pesa',
  card: 'Card',
  mobile_money: 'M-Pesa',
  bank: 'Bank',
  bank_transfer: 'Bank transfer',
  apple_pay: 'Apple Pay',
  ussd: 'USSD',
  qr: 'QR',
  eft: 'EFT',
};

function channelLabel(channel: string): string {
  const known = CHANNEL_LABELS[channel];
  if (known) return known;
  const words = channel.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'receipt-SCH-2026-000123.pdf' or 'credit-note-SCH-CN-2026-000004.pdf'. */
export function receiptFilename(document: ReceiptDocument): string {
  return `${document.kind}-${document.number}.pdf`;
}

/** The PDF of a receipt or credit note. Rejects a document whose lines do not add up to its total. */
export async function renderReceiptPdf(document: ReceiptDocument): Promise<Buffer> {
  const issuedAt = new Date(document.issuedAt);
  if (Number.isNaN(issuedAt.getTime())) throw new RangeError(`Not an instant: ${document.issuedAt}`);
  // The total is what was paid and what the VAT is computed on; lines that disagree would print a false document.
  const linesCents = document.lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (linesCents !== document.totalCents) {
    throw new RangeError(`Lines add up to ${linesCents} cents, the total says ${document.totalCents}`);
  }

  const creditNote = document.kind === 'credit-note';
  const title = creditNote ? 'Credit note' : 'Receipt';
  const pdf: Pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // Kept in memory until the end, so each page's footer can say how many pages there are.
    bufferPages: true,
    info: { Title: `${title} ${document.number}`, Author: document.seller.name, CreationDate: issuedAt },
  });
  const chunks: Uint8Array[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  drawHeader(pdf, document, title, issuedAt);
  drawParties(pdf, document);
  if (creditNote) drawCorrection(pdf, document);
  drawLines(pdf, document);
  drawTotals(pdf, document);
  drawPayment(pdf, document);
  drawFooters(pdf, document, title);

  pdf.end();
  return finished;
}

/** Seller's name on the left, the document's title, number and issue time on the right. */
function drawHeader(pdf: Pdf, document: ReceiptDocument, title: string, issuedAt: Date): void {
  const top = MARGIN;
  pdf.font(BOLD).fontSize(20).fillColor('black').text(title, MARGIN, top, { width: CONTENT_WIDTH, align: 'right' });
  pdf.font(REGULAR).fontSize(10).text(`No. ${document.number}`, { width: CONTENT_WIDTH, align: 'right' });
  pdf.text(`Issued ${ISSUE_DATE.format(issuedAt)}, ${ISSUE_TIME.format(issuedAt)} (Nairobi time)`, {
    width: CONTENT_WIDTH,
    align: 'right',
  });
  const rightBottom = pdf.y;

  // The title is right-aligned on the same band; the seller's block keeps to the left half.
  const { seller } = document;
  const sellerWidth = CONTENT_WIDTH / 2;
  pdf.font(BOLD).fontSize(14).text(seller.name, MARGIN, top, { width: sellerWidth });
  pdf.font(REGULAR).fontSize(10).fillColor(GREY).text(seller.address, { width: sellerWidth });
  if (seller.kraPin) pdf.text(`KRA PIN: ${seller.kraPin}`, { width: sellerWidth });
  pdf.fillColor('black');

  pdf.y = Math.max(pdf.y, rightBottom) + 24;
}

/** Who the document is for: what a business customer needs to claim the VAT (company and KRA PIN). */
function drawParties(pdf: Pdf, document: ReceiptDocument): void {
  const { customer } = document;
  pdf.font(BOLD).fontSize(10).text('Billed to', MARGIN, pdf.y, { width: CONTENT_WIDTH });
  pdf.font(REGULAR);
  const lines = [
    customer.name,
    customer.companyName,
    customer.kraPin ? `KRA PIN: ${customer.kraPin}` : null,
    customer.email,
  ];
  for (const line of lines) if (line) pdf.text(line, { width: CONTENT_WIDTH });
  pdf.moveDown(1.5);
}

/** A credit note names the receipt it corrects and why, before the amounts it gives back. */
function drawCorrection(pdf: Pdf, document: ReceiptDocument): void {
  pdf.font(REGULAR).fontSize(10);
  if (document.relatesTo) pdf.text(`Refund of receipt ${document.relatesTo}`, MARGIN, pdf.y, { width: CONTENT_WIDTH });
  if (document.reason) pdf.text(`Reason: ${document.reason}`, MARGIN, pdf.y, { width: CONTENT_WIDTH });
  pdf.moveDown(1.5);
}

function rule(pdf: Pdf, y: number): void {
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
}

/** The page's last usable line; the footer sits in the bottom margin below it. */
function pageBottom(pdf: Pdf): number {
  return pdf.page.height - MARGIN;
}

function drawLinesHeading(pdf: Pdf, amountHeading: string): void {
  const y = pdf.y;
  pdf.font(BOLD).fontSize(10);
  pdf.text('Description', MARGIN, y, { width: DESCRIPTION_WIDTH });
  pdf.text('Qty', QUANTITY_X, y, { width: QUANTITY_WIDTH, align: 'right' });
  pdf.text(amountHeading, AMOUNT_X, y, { width: AMOUNT_WIDTH, align: 'right' });
  rule(pdf, pdf.y + 3);
  pdf.y += 8;
  pdf.font(REGULAR);
}

/** One row per line; a long description wraps, and a table longer than the page goes on with its heading. */
function drawLines(pdf: Pdf, document: ReceiptDocument): void {
  const amountHeading = document.kind === 'credit-note' ? 'Refunded (KES)' : 'Amount (KES)';
  drawLinesHeading(pdf, amountHeading);
  for (const line of document.lines) {
    pdf.font(REGULAR).fontSize(10);
    const height = pdf.heightOfString(line.description, { width: DESCRIPTION_WIDTH });
    if (pdf.y + height > pageBottom(pdf)) {
      pdf.addPage();
      drawLinesHeading(pdf, amountHeading);
    }
    const y = pdf.y;
    pdf.text(line.description, MARGIN, y, { width: DESCRIPTION_WIDTH });
    pdf.text(String(line.quantity), QUANTITY_X, y, { width: QUANTITY_WIDTH, align: 'right' });
    pdf.text(amount(line.amountCents), AMOUNT_X, y, { width: AMOUNT_WIDTH, align: 'right' });
    pdf.y = y + height + 6;
  }
  rule(pdf, pdf.y - 2);
  pdf.y += 8;
}

/**
 * Net, VAT and total when the seller is VAT-registered: VAT is split out of the VAT-inclusive total once (domain's
 * vatInclusiveBreakdown), never added up from the lines, so net + VAT is exactly what was paid. A seller not
 * registered charges no VAT and must not show any, so only the total and the reason.
 */
function drawTotals(pdf: Pdf, document: ReceiptDocument): void {
  const { seller } = document;
  const refunded = document.kind === 'credit-note';
  const rows: { label: string; value: string; bold?: boolean }[] = [];
  if (seller.vatRegistered) {
    const vat = vatInclusiveBreakdown(document.totalCents, seller.vatRatePercent);
    rows.push({ label: 'Net', value: amount(vat.netCents) });
    rows.push({ label: `VAT ${seller.vatRatePercent}%`, value: amount(vat.vatCents) });
    rows.push({
      label: refunded ? 'Total refunded (VAT inclusive)' : 'Total (VAT inclusive)',
      value: `KSh ${amount(vat.grossCents)}`,
      bold: true,
    });
  } else {
    rows.push({
      label: refunded ? 'Total refunded' : 'Total',
      value: `KSh ${amount(document.totalCents)}`,
      bold: true,
    });
  }

  const needed = rows.length * 16 + (seller.vatRegistered ? 0 : 16);
  if (pdf.y + needed > pageBottom(pdf)) pdf.addPage();
  for (const row of rows) {
    const y = pdf.y;
    pdf.font(row.bold ? BOLD : REGULAR).fontSize(10);
    pdf.text(row.label, TOTALS_LABEL_X, y, { width: TOTALS_LABEL_WIDTH });
    pdf.text(row.value, AMOUNT_X, y, { width: AMOUNT_WIDTH, align: 'right' });
    pdf.y = y + 16;
  }
  if (!seller.vatRegistered) {
    pdf
      .font(REGULAR)
      .fontSize(9)
      .fillColor(GREY)
      .text('Not registered for VAT', TOTALS_LABEL_X, pdf.y, {
        width: TOTALS_LABEL_WIDTH + COLUMN_GAP + AMOUNT_WIDTH,
      });
    pdf.fillColor('black');
  }
  pdf.moveDown(2);
}

/** How the money moved, with our Paystack reference: what the customer quotes when they call about it. */
function drawPayment(pdf: Pdf, document: ReceiptDocument): void {
  const channel = document.channel ? channelLabel(document.channel) : null;
  const text =
    document.kind === 'credit-note'
      ? `Refunded to ${channel ?? 'the original payment method'} · payment reference ${document.paymentReference}`
      : document.channel === 'complimentary'
        ? `Complimentary, no charge · reference ${document.paymentReference}`
        : `Paid ${channel ? `by ${channel}` : 'online'} · reference ${document.paymentReference}`;
  pdf.font(REGULAR).fontSize(10).fillColor('black');
  if (pdf.y + 16 > pageBottom(pdf)) pdf.addPage();
  pdf.text(text, MARGIN, pdf.y, { width: CONTENT_WIDTH });
}

/** The business's name at the foot of every page, with the page count when there is more than one. */
function drawFooters(pdf: Pdf, document: ReceiptDocument, title: string): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    pdf.switchToPage(index);
    const pages = count > 1 ? ` · page ${index - start + 1} of ${count}` : '';
    const text = `${document.seller.name} · ${title} ${document.number}${pages}`;
    // Below the bottom margin pdfkit would open a new page for the text; the margin is lifted while it is written.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font(REGULAR)
      .fontSize(8)
      .fillColor(GREY)
      .text(text, MARGIN, pdf.page.height - MARGIN + 16, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
    pdf.page.margins.bottom = bottom;
  }
  pdf.fillColor('black');
}
