import { addVenueDays, venueInstant } from '@coworking/domain';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type Page } from '../http/list-query.dto.js';

/**
 * The `where` of a list as it is built filter by filter: each condition with its `?` parameters, in order.
 * Values always travel as parameters, never inside the SQL text.
 */
export class SqlConditions {
  private readonly conditions: string[] = [];
  readonly parameters: unknown[] = [];

  /** Adds `condition` with its values; returns this, to chain. */
  add(condition: string, ...values: unknown[]): this {
    this.conditions.push(condition);
    this.parameters.push(...values);
    return this;
  }

  /**
   * `column` within a venue date range, both days whole and included: from the start of `from` in Nairobi to
   * before the start of the day after `to`. Either end may be absent.
   */
  addVenueDateRange(column: string, range: { from?: string; to?: string }): this {
    if (range.from) this.add(`${column} >= ?`, venueInstant(range.from));
    if (range.to) this.add(`${column} < ?`, venueInstant(addVenueDays(range.to, 1)));
    return this;
  }

  /** `where a and b`, or nothing when no filter was given. */
  toString(): string {
    return this.conditions.length ? `where ${this.conditions.map((condition) => `(${condition})`).join(' and ')}` : '';
  }
}

/** One admin list in SQL: what it selects, from which tables, its filters and its order (with a tie-breaker). */
export interface ListSql {
  select: string;
  from: string;
  /** The tables the filters need, when `from` joins more only to show them (the count then skips those joins). */
  countFrom?: string;
  /**
   * Joins that only add to each listed row (a name, its nested rows) and never filter or order it. A page is then
   * chosen from `from` alone, one table under `alias`, and these are joined to its rows afterwards: they run for the
   * page's 25 rows whatever PostgreSQL expects of the filters. (On statistics older than the rows, it once expected 25
   * confirmed groups of 10,000, joined the nested rows of all of them and sorted the lot: 75 ms a page instead of 1.)
   * `where` and `orderBy` read only `alias`.
   */
  joinsAfterPage?: { alias: string; joins: string };
  where: SqlConditions;
  orderBy: string;
}

/** The tables a list reads, its joins after the page included, for a statement that reads every row. */
function allTables(sql: ListSql): string {
  return sql.joinsAfterPage ? `${sql.from} ${sql.joinsAfterPage.joins}` : sql.from;
}

/** The statement of one page: its rows chosen first and joined after when the list says so. */
function pageStatement(sql: ListSql, where: string): string {
  const page = `${where} order by ${sql.orderBy} limit ? offset ?`;
  if (!sql.joinsAfterPage) return `select ${sql.select} from ${sql.from} ${page}`;
  const { alias, joins } = sql.joinsAfterPage;
  return `select ${sql.select} from (select * from ${sql.from} ${page}) ${alias} ${joins} order by ${sql.orderBy}`;
}

/**
 * A page of a list and how many rows match its filters. The total is counted by its own `count(*)` (a window
 * `count(*) over ()` would make PostgreSQL read every matching row before the first page), and not at all when the
 * first page already holds every row.
 */
export async function listPage<Row extends object>(
  em: EntityManager,
  sql: ListSql,
  page: Page,
): Promise<{ rows: Row[]; total: number }> {
  const where = sql.where.toString();
  const rows =
    page.limit === 0
      ? []
      : await em.execute<Row[]>(pageStatement(sql, where), [...sql.where.parameters, page.limit, page.offset]);
  if (page.offset === 0 && rows.length < page.limit) return { rows, total: rows.length };
  const [{ count }] = await em.execute<{ count: string }[]>(
    `select count(*) as count from ${sql.countFrom ?? sql.from} ${where}`,
    sql.where.parameters,
  );
  return { rows, total: Number(count) };
}

/**
 * Every row of a list, in its order, from a server-side cursor: rows arrive in chunks as the reader asks for them,
 * so an export of any length holds one chunk at a time. Stopping early (a client that went away) closes the cursor.
 */
export function listStream<Row extends object>(em: EntityManager, sql: ListSql): AsyncIterable<Row> {
  return em
    .getConnection()
    .stream<Row>(
      `select ${sql.select} from ${allTables(sql)} ${sql.where.toString()} order by ${sql.orderBy}`,
      sql.where.parameters,
      undefined,
      undefined,
      500,
    );
}

/** The rows of a stream in arrays of `size` (the last one shorter), to look things up for many rows at once. */
export async function* batchesOf<Row>(rows: AsyncIterable<Row>, size: number): AsyncGenerator<Row[]> {
  let batch: Row[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
