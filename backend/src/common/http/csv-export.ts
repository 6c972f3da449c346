import { centsToKes, VENUE_ZONE, venueNow, venueToday } from '@coworking/domain';
import { applyDecorators, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { stringify } from 'csv-stringify';
import { pipeline, Readable } from 'node:stream';

/** What one spreadsheet cell may hold: numbers stay numbers, empty is empty. */
export type CsvCell = string | number | boolean | null | undefined;

/** One column of an export: its heading and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/**
 * The path every admin list exports at: `GET /api/admin/<list>/export.csv` with the list's own filters. Declare the
 * route before `:id` so the name is not read as an id.
 */
export const CSV_EXPORT_PATH = 'export.csv';

// A spreadsheet runs a cell that starts with one of these as a formula; names and notes come from the public, so
// such text is kept as text by a leading apostrophe (OWASP's advice). Plain numbers (a "+254…" phone, "-5") are safe.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

function safeCell(value: CsvCell): CsvCell {
  if (typeof value !== 'string' || !FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}

async function* recordsOf<Row>(
  rows: AsyncIterable<Row>,
  columns: readonly CsvColumn<Row>[],
): AsyncGenerator<CsvCell[]> {
  for await (const row of rows) yield columns.map((column) => safeCell(column.value(row)));
}

/**
 * A list as a CSV download, written row by row as `rows` yields them (a database cursor or keyset batches), so an
 * export of any length holds only the rows in flight. Readable's backpressure pauses the cursor while the client
 * is slow, and a client that goes away ends it. The file starts with a byte-order mark so Excel reads it as UTF-8;
 * it is named `<name>-<venue date>.csv`.
 */
export function csvFile<Row>(
  name: string,
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row>,
): StreamableFile {
  // pipeline() passes a failing source's error on to the CSV stream, and a CSV stream destroyed because the client
  // left closes the source (and so its cursor).
  const csv = pipeline(
    Readable.from(recordsOf(rows, columns)),
    stringify({
      bom: true,
      header: true,
      columns: columns.map((column) => column.header),
      record_delimiter: 'windows',
    }),
    () => undefined,
  );
  // A failure before the first row reaches the filter (a 500 error body, not a file); after it, the connection is
  // cut, so the download shows as incomplete rather than as a short file.
  return new StreamableFile(csv, {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${name}-${venueToday()}.csv"`,
  });
}

const VENUE_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: VENUE_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a spreadsheet reads it, in Nairobi time: `2026-12-04 10:00`. */
export function csvVenueDateTime(instant: Date | string | null | undefined): string {
  if (instant == null) return '';
  const at = instant instanceof Date ? instant : new Date(instant);
  return `${venueNow(at).date} ${VENUE_CLOCK.format(at)}`;
}

/** KES as a number a spreadsheet sums: integer cents (150000) or a numeric string ('1500.00') to 1500. */
/** Rows already in memory as the stream `csvFile` reads. */
export async function* csvRowsOf<Row>(rows: readonly Row[]): AsyncGenerator<Row> {
  yield* rows;
}

export function csvKes(amount: number | string | null | undefined): number | null {
  if (amount == null) return null;
  return typeof amount === 'number' ? centsToKes(amount) : Number(amount);
}

/** OpenAPI for a list's CSV export route. */
export function ApiCsvExport(what: string): MethodDecorator {
  return applyDecorators(
    ApiOperation({
      summary: `${what} as a CSV download with the list's filters and sort (every matching row, streamed; dates in Nairobi time, KES as numbers)`,
    }),
    ApiProduces('text/csv'),
    ApiOkResponse({ description: 'The CSV file', schema: { type: 'string' } }),
    ApiBadRequestResponse({ description: 'A filter is not valid (the message says which)' }),
  );
}
