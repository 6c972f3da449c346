// Server-paged admin lists: page sizes, sorting, filters and the row count.

/** Rows a page shows unless the admin asks for more (the API's default too). */
export const PAGE_SIZE = 25;
export const PAGE_SIZES: readonly number[] = [PAGE_SIZE, 50, 100];

export type SortOrder = 'ASC' | 'DESC';

export interface ColumnSort<F extends string> {
  field: F;
  order: SortOrder;
}

/** A second click on the sorted column flips it; another column starts in `firstOrder` (newest / largest first). */
export function nextSort<F extends string>(
  current: ColumnSort<F>,
  field: F,
  firstOrder: SortOrder = 'DESC',
): ColumnSort<F> {
  if (current.field === field) return { field, order: current.order === 'DESC' ? 'ASC' : 'DESC' };
  return { field, order: firstOrder };
}

/** Whether a filter row (every filter as typed, '' for "any") filters at all; a search of spaces does not. */
export function hasFilters<F extends Record<keyof F, string>>(filters: F): boolean {
  return Object.values<string>(filters).some((value) => value.trim() !== '');
}

/**
 * The row count of a server-paged admin list, from its X-Total-Count header. Without a usable header (a proxy
 * that drops it), what is known is used: a short page is the last one, a full one may have more after it
 * (-1 tells MUI's pager "unknown").
 */
export function totalFromHeader(header: string | null, start: number, rowsOnPage: number, pageSize: number): number {
  const total = header === null ? Number.NaN : Number(header);
  if (Number.isSafeInteger(total) && total >= 0) return total;
  return rowsOnPage < pageSize ? start + rowsOnPage : -1;
}

/**
 * What is wrong with a From/To pair of 'YYYY-MM-DD' filters (they compare as dates): the end date carries the
 * message, as it is the one that is wrong when the range is reversed. Undefined while either is blank.
 */
export function dateRangeError(from: string, to: string): string | undefined {
  return from && to && from > to ? 'The end date is before the start date' : undefined;
}

/** The most rows the admin API answers in one page. */
export const MAX_PAGE_SIZE = 200;

/**
 * react-admin's list parameters for a screen that shows a whole, short list (spaces, plans, roles …): the first
 * page of the largest size, in the server's own order (no `_sort` is sent, so its stable default applies).
 */
export const WHOLE_LIST = {
  pagination: { page: 1, perPage: MAX_PAGE_SIZE },
  sort: { field: '', order: 'ASC' as const },
};
