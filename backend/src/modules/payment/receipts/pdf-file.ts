import { StreamableFile } from '@nestjs/common';
import { type ReceiptDocument } from './receipt-document.js';
import { receiptFilename, renderReceiptPdf } from './receipt-pdf.js';

/** A receipt or credit note as a download, named by its number. */
export async function pdfFile(document: ReceiptDocument): Promise<StreamableFile> {
  return new StreamableFile(await renderReceiptPdf(document), {
    type: 'application/pdf',
    disposition: `attachment; filename="${receiptFilename(document)}"`,
  });
}
