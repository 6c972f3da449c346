import { applyDecorators, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { type ReceiptDocument } from './receipt-document.js';
import { receiptFilename, renderReceiptPdf } from './receipt-pdf.js';

/** A receipt or credit note as a download, named by its number. */
export async function pdfFile(document: ReceiptDocument): Promise<StreamableFile> {
  return new StreamableFile(await renderReceiptPdf(document), {
    type: 'application/pdf',
    disposition: `attachment; filename="${receiptFilename(document)}"`,
  });
}

/** OpenAPI for a route that answers a receipt or credit note as a PDF download. */
export function ApiPdfDownload(summary: string, notFound: string): MethodDecorator {
  return applyDecorators(
    ApiOperation({ summary }),
    ApiProduces('application/pdf'),
    ApiOkResponse({ description: 'The PDF' }),
    ApiNotFoundResponse({ description: notFound }),
  );
}
