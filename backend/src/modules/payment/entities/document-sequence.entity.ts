import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Numbered documents: receipts and credit notes. */
export const DOCUMENT_SERIES = ['receipt', 'credit-note'] as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

/**
 * The last number issued in a series for a year. Taking the next number updates this row inside the transaction
 * that issues the document, so concurrent issuers queue on the row and a rolled-back issue gives its number back:
 * the numbers of a year have no gaps.
 */
@Entity({ tableName: 'document_sequences' })
export class DocumentSequence {
  @PrimaryKey({ type: 'text' })
  series: DocumentSeries;

  @PrimaryKey({ type: 'integer' })
  year: number;

  @Property({ type: 'integer' })
  lastNumber: number;

  constructor(series: DocumentSeries, year: number, lastNumber: number) {
    this.series = series;
    this.year = year;
    this.lastNumber = lastNumber;
  }
}
