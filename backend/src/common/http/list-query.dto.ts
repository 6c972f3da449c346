import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { type FastifyReply } from 'fastify';
import { Trim } from './transforms.js';
import { IsVenueDate } from './venue-date.validators.js';

/** Rows a list page holds when the client does not say, and at most. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 200;
/**
 * Rows a list sends at most when called without `_start`/`_end`: the admin screens that read whole lists keep
 * working, and no call reads a table without bound. X-Total-Count still says how many there are.
 */
export const UNPAGED_LIMIT = 500;

/**
 * The paging, sorting and search of an admin list, as react-admin's json-server data provider sends them:
 * `_start` (inclusive) and `_end` (exclusive) row offsets, `_sort` a field, `_order` ASC or DESC, `q` free text.
 * Each list adds its own filters and says which fields sort.
 */
export class ListQueryDto {
  @ApiPropertyOptional({ minimum: 0, default: 0, description: 'First row (0-based)' })
  @IsOptional()
  @Type(() => Number)
  // Decorators run bottom-up: the whole-number check comes first, so 'ten' is not called "less than 0".
  @Min(0, { message: '_start must be 0 or more' })
  @IsInt({ message: '_start must be a whole number' })
  _start?: number;

  @ApiPropertyOptional({ minimum: 1, description: `Row after the last one; at most ${MAX_PAGE_SIZE} rows a page` })
  @IsOptional()
  @Type(() => Number)
  // Decorators run bottom-up: the whole-number check comes first, so 'ten' is not called "less than 1".
  @Min(1, { message: '_end must be 1 or more' })
  @IsInt({ message: '_end must be a whole number' })
  _end?: number;

  @ApiPropertyOptional({ enum: ['ASC', 'DESC'], default: 'DESC' })
  @IsOptional()
  @IsIn(['ASC', 'DESC', 'asc', 'desc'], { message: '_order must be ASC or DESC' })
  _order?: 'ASC' | 'DESC' | 'asc' | 'desc';

  @ApiPropertyOptional({ description: 'Search text' })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Search text must be at most 200 characters' })
  q?: string;
}

/** Whether a list call asked for a page (`_start` or `_end`), rather than the list as it answered before paging. */
export function isPaged(query: ListQueryDto): boolean {
  return query._start !== undefined || query._end !== undefined;
}

export interface Page {
  offset: number;
  limit: number;
}

/**
 * The page a list query asks for: offset and row count, at most MAX_PAGE_SIZE rows. A list that existed before the
 * convention passes `unpaged` (usually UNPAGED_LIMIT): called without `_start` and `_end` it answers that many rows
 * from the first, as it answered whole lists before.
 */
export function pageOf(query: ListQueryDto, options: { unpaged?: number } = {}): Page {
  if (options.unpaged !== undefined && !isPaged(query)) return { offset: 0, limit: options.unpaged };
  const offset = query._start ?? 0;
  const end = query._end ?? offset + DEFAULT_PAGE_SIZE;
  if (end <= offset) return { offset, limit: 0 };
  return { offset, limit: Math.min(end - offset, MAX_PAGE_SIZE) };
}

/** How a list sorts: SQL (or a value, for lists sorted in memory) per field a client may name, and the default. */
export interface SortRule<Sort extends string, Column = string> {
  columns: Record<Sort, Column>;
  default: Sort;
  /** The direction without `_order`; DESC (newest first) unless said. */
  defaultOrder?: 'ASC' | 'DESC';
}

/** The field and direction a query sorts by, with the rule's defaults. */
export function sortOf<Sort extends string, Column>(
  query: { _sort?: Sort; _order?: string },
  rule: SortRule<Sort, Column>,
): { column: Column; direction: 'asc' | 'desc' } {
  const order = query._order?.toUpperCase() ?? rule.defaultOrder ?? 'DESC';
  return { column: rule.columns[query._sort ?? rule.default], direction: order === 'ASC' ? 'asc' : 'desc' };
}

/**
 * The `order by` of a list: the chosen column, then `tieBreaker` (a unique column) in the same direction, so equal
 * values keep one order and consecutive pages never repeat or skip a row. Both run the same way, so an index on
 * (column, tie-breaker) is read forwards or backwards. A column that can be null says so in its SQL (`… nulls last`
 * is only written where nulls exist, since it keeps PostgreSQL from using a plain index).
 */
export function orderBySql<Sort extends string>(
  query: { _sort?: Sort; _order?: string },
  rule: SortRule<Sort>,
  tieBreaker: string,
): string {
  const { column, direction } = sortOf(query, rule);
  const [expression, nulls] = column.split(/\s+(?=nulls (?:first|last)$)/);
  return `${expression} ${direction}${nulls ? ` ${nulls}` : ''}, ${tieBreaker} ${direction}`;
}

/** The `_sort` parameter of a list: one of `sorts`, refused with the list of them otherwise. */
export function IsListSort(sorts: readonly string[]): PropertyDecorator {
  return IsIn(sorts, { message: `_sort must be one of ${sorts.join(', ')}` });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** `ilike` text for a search: `%` and `_` typed by a person match themselves. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** Answers a page: its rows as the body, the total in X-Total-Count. */
export function sendPage<Row>(response: FastifyReply, page: { rows: Row[]; total: number }): Row[] {
  setTotalCount(response, page.total);
  return page.rows;
}

/** Sets the total row count header the admin's data provider pages with (and lets a browser read it). */
export function setTotalCount(response: FastifyReply, total: number): void {
  response.header('X-Total-Count', String(total));
  response.header('Access-Control-Expose-Headers', 'X-Total-Count');
}

/** `to` on or after `from`: a range that ends before it starts is a mistake worth saying. */
function IsNotBefore(property: string, message: string): PropertyDecorator {
  return ValidateBy({
    name: 'isNotBefore',
    constraints: [property],
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        const start = (args?.object as Record<string, unknown> | undefined)?.[property];
        return typeof value !== 'string' || typeof start !== 'string' || value >= start;
      },
      defaultMessage: () => message,
    },
  });
}

/** A list with a venue date range: `from` and `to` (both included), each optional. */
export class DateRangeListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'On or after this venue date (YYYY-MM-DD)' })
  @IsOptional()
  @IsVenueDate({ message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'On or before this venue date (YYYY-MM-DD)' })
  @IsOptional()
  @IsVenueDate({ message: 'to must be a date (YYYY-MM-DD)' })
  @IsNotBefore('from', 'to must be on or after from')
  to?: string;
}

/**
 * The convention for a list small enough to live in memory (roles, spaces, plans, templates: configuration, tens of
 * rows): search, sort with the tie-breaker, and one page, with the total before paging.
 */
export function pageInMemory<Row, Sort extends string>(
  rows: readonly Row[],
  query: ListQueryDto & { _sort?: Sort },
  options: {
    sort: SortRule<Sort, (row: Row) => string | number | null>;
    tieBreaker: (row: Row) => string;
    /** The texts `q` is looked for in (case-insensitive). */
    searchable: (row: Row) => (string | null | undefined)[];
    /** Rows without `_start`/`_end`: UNPAGED_LIMIT unless said. */
    unpaged?: number;
  },
): { rows: Row[]; total: number } {
  const needle = query.q?.toLowerCase();
  const found = needle
    ? rows.filter((row) => options.searchable(row).some((text) => text?.toLowerCase().includes(needle)))
    : [...rows];
  const { offset, limit } = pageOf(query, { unpaged: options.unpaged ?? UNPAGED_LIMIT });
  // Without _sort and _order the rows keep the order the list always had.
  if (query._sort === undefined && query._order === undefined)
    return { rows: found.slice(offset, offset + limit), total: found.length };
  const { column: valueOf, direction } = sortOf(query, options.sort);
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: string | number | null, b: string | number | null): number => {
    if (a === b) return 0;
    // Empty values last whichever the direction, as the SQL lists do with "nulls last".
    if (a === null) return 1;
    if (b === null) return -1;
    return sign * (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)));
  };
  found.sort(
    (a, b) => compare(valueOf(a), valueOf(b)) || sign * options.tieBreaker(a).localeCompare(options.tieBreaker(b)),
  );
  return { rows: found.slice(offset, offset + limit), total: found.length };
}
