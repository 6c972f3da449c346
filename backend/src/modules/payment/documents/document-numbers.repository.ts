import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { type DocumentSeries } from '../entities/document-sequence.entity.js';

/** The numbering of receipts and credit notes: one counter per series and year (`document_sequences`). */
@Injectable()
export class DocumentNumbersRepository {
  /**
   * The next number of a series for a year, inside the caller's transaction (1, 2, 3…). The upsert locks the series
   * row until the transaction ends, so concurrent issuers take turns and a rolled-back transaction leaves no gap.
   */
  async takeNext(tx: Transaction, series: DocumentSeries, year: number): Promise<number> {
    const [{ last_number }] = await entityManagerOf(tx).execute<{ last_number: number }[]>(
      `insert into document_sequences (series, year, last_number) values (?, ?, 1)
     on conflict (series, year) do update set last_number = document_sequences.last_number + 1
     returning last_number`,
      [series, year],
    );
    return last_number;
  }
}
