import { type EntityManager } from '@mikro-orm/postgresql';
import { type DocumentSeries } from '../entities/document-sequence.entity.js';

const PREFIXES: Record<DocumentSeries, string> = { receipt: 'SCH', 'credit-note': 'SCH-CN' };

/**
 * The next number of a series for a year, inside the caller's transaction: SCH-2026-000123, SCH-CN-2026-000004.
 * The upsert locks the series row until the transaction ends, so concurrent issuers take turns and a rolled-back
 * transaction leaves no gap.
 */
export async function nextDocumentNumber(em: EntityManager, series: DocumentSeries, year: number): Promise<string> {
  const [{ last_number }] = await em.execute<{ last_number: number }[]>(
    `insert into document_sequences (series, year, last_number) values (?, ?, 1)
     on conflict (series, year) do update set last_number = document_sequences.last_number + 1
     returning last_number`,
    [series, year],
  );
  return `${PREFIXES[series]}-${year}-${String(last_number).padStart(6, '0')}`;
}
