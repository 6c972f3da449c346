import type { LedgerQuery } from './payment-types';

/** Rows a ledger page shows unless the admin asks for more (the API's default too). */
export const PAGE_SIZE = 25;
export const PAGE_SIZES: readonly number[] = [PAGE_SIZE, 50, 100];

export type LedgerStatusFilter = NonNullable<LedgerQuery['status']>;
export type LedgerPurposeFilter = NonNullable<LedgerQuery['purpose']>;

/** The filter row as typed; '' means "any". */
export interface LedgerFilters {
  q: string;
  status: LedgerStatusFilter | '';
  purpose: LedgerPurposeFilter | '';
  channel: string;
  from: string;
  to: string;
}

export const NO_FILTERS: LedgerFilters = { q: '', status: '', purpose: '', channel: '', from: '', to: '' };

export type LedgerSortField = 'createdAt' | 'amountCents';
export type SortOrder = 'ASC' | 'DESC';

export interface LedgerSort {
  field: LedgerSortField;
  order: SortOrder;
}

/** Newest first, as the API defaults. */
export const DEFAULT_SORT: LedgerSort = { field: 'createdAt', order: 'DESC' };

interface Choice<V extends string> {
  value: V;
  label: string;
}

export const STATUS_FILTERS: readonly Choice<LedgerStatusFilter>[] = [
  { value: 'success', label: 'Paid' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
  { value: 'abandoned', label: 'Abandoned' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'partially_refunded', label: 'Partially refunded' },
];

export const PURPOSE_FILTERS: readonly Choice<LedgerPurposeFilter>[] = [
  { value: 'booking', label: 'Booking' },
  { value: 'plan', label: 'Membership plan' },
];

/** Paystack's channel names for the two ways customers pay here. */
export const CHANNEL_FILTERS: readonly Choice<string>[] = [
  { value: 'card', label: 'Card' },
  { value: 'mobile_money', label: 'M-Pesa' },
];

/** The API query for one page of the ledger: blanks are left out so they do not filter. */
export function ledgerQuery(filters: LedgerFilters, sort: LedgerSort, page: number, pageSize = PAGE_SIZE): LedgerQuery {
  const start = page * pageSize;
  const query: LedgerQuery = { _start: start, _end: start + pageSize, _sort: sort.field, _order: sort.order };
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.status) query.status = filters.status;
  if (filters.purpose) query.purpose = filters.purpose;
  if (filters.channel) query.channel = filters.channel;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

/** Every payment made for one booking group or plan booking, newest first (one page is plenty). */
export function targetQuery(targetId: string): LedgerQuery {
  return { targetId, _start: 0, _end: PAGE_SIZE, _sort: 'createdAt', _order: 'DESC' };
}

/** A second click on the sorted column flips it; another column starts with the largest / newest first. */
export function nextSort(current: LedgerSort, field: LedgerSortField): LedgerSort {
  if (current.field === field) return { field, order: current.order === 'DESC' ? 'ASC' : 'DESC' };
  return { field, order: 'DESC' };
}

export function hasFilters(filters: LedgerFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}

/** 'YYYY-MM-DD' strings compare as dates. */
export function dateRangeError(from: string, to: string): string | undefined {
  return from && to && from > to ? 'The end date is before the start date' : undefined;
}

/**
 * The row count from X-Total-Count. Without a usable header (a proxy that drops it), what is known is
 * used: a short page is the last one, a full one may have more after it (-1 tells the pager "unknown").
 */
export function totalFromHeader(header: string | null, start: number, rowsOnPage: number, pageSize: number): number {
  const total = header === null ? Number.NaN : Number(header);
  if (Number.isSafeInteger(total) && total >= 0) return total;
  return rowsOnPage < pageSize ? start + rowsOnPage : -1;
}
