import { type EntityManager } from '@mikro-orm/postgresql';
/** The addresses that identify a person (lower-cased e-mails; phone keys, see privacy's `phoneKey`). */
export interface PersonAddresses {
  emails: readonly string[];
  phones: readonly string[];
}

/**
 * A phone column as its key (2547XXXXXXXX for a Kenyan mobile written any usual way, else its digits), in SQL, so a
 * row typed '0712 345 678' is found by the key 254712345678 (the same rule as `phoneKey`).
 */
export function phoneKeySql(column: string): string {
  const digits = `regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;
  return `(case when ${digits} ~ '^0[17][0-9]{8}$' then '254' || substr(${digits}, 2) else ${digits} end)`;
}

/**
 * The `where` that finds a person's rows by an e-mail column and/or a phone column (either may be absent), with its
 * parameters; `false` when the person has no address of that kind.
 */
export function personWhere(
  columns: { email?: string; phone?: string },
  subject: PersonAddresses,
): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (columns.email && subject.emails.length > 0) {
    parts.push(`lower(${columns.email}) in (${placeholders(subject.emails)})`);
    params.push(...subject.emails);
  }
  if (columns.phone && subject.phones.length > 0) {
    parts.push(`${phoneKeySql(columns.phone)} in (${placeholders(subject.phones)})`);
    params.push(...subject.phones);
  }
  return { sql: parts.length ? `(${parts.join(' or ')})` : 'false', params };
}

/** The e-mail address an anonymised record carries where one is required: unique per record, reaching no one. */
export function erasedEmail(recordId: string): string {
  return `erased-${recordId}@erased.invalid`;
}

/** `?, ?, ?`: one parameter per value, for `in (…)`. */
export function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

/** Runs a `delete` or `update` and answers how many rows it changed, for an erasure's tally by table. */
export async function changedRows(em: EntityManager, statement: string, params: readonly unknown[]): Promise<number> {
  const [{ count }] = await em.execute<{ count: number }[]>(
    `with changed as (${statement} returning 1) select count(*)::int as count from changed`,
    [...params],
  );
  return count;
}

/** A whole row as JSON in, the same row out with the person replaced by an erasure's label. */
export type RowScrub = (row: Record<string, unknown>) => Record<string, unknown>;

/**
 * Rewrites the rows of `table` that `where` finds with `scrub` (a whole row as JSON in, the same row out with the
 * person replaced by an erasure's label) and writes back the columns it changed; answers how many rows changed.
 * Column names come from the row itself, so columns added later are scrubbed too.
 */
export async function scrubRows(
  em: EntityManager,
  table: string,
  where: { sql: string; params: unknown[] },
  scrub: RowScrub,
): Promise<number> {
  const rows = await em.execute<{ id: string; row: Record<string, unknown> }[]>(
    `select t.id, to_jsonb(t) as row from ${table} t where ${where.sql}`,
    where.params,
  );
  let changed = 0;
  for (const { id, row } of rows) {
    const after = scrub(row);
    const columns = Object.keys(row).filter((column) => JSON.stringify(row[column]) !== JSON.stringify(after[column]));
    if (columns.length === 0) continue;
    const isJson = (value: unknown) => typeof value === 'object' && value !== null;
    await em.execute(
      `update ${table} set ${columns.map((column) => `"${column}" = ?${isJson(row[column]) ? '::jsonb' : ''}`).join(', ')} where id = ?`,
      [...columns.map((column) => (isJson(after[column]) ? JSON.stringify(after[column]) : after[column])), id],
    );
    changed++;
  }
  return changed;
}
