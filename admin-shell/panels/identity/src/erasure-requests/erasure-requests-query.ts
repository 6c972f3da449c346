import type { ColumnSort, SortOrder } from 'admin-kit/rules';
import type { ErasureRequestStatus } from './erasure-request-types';

/** The filter row as typed; '' means "any". The names are the list's own query parameters. */
export interface ErasureRequestFilters {
  /** The person's e-mail or the request's number. */
  q: string;
  status: '' | ErasureRequestStatus;
}

/** Open requests first: they are the work to do. */
export const NO_ERASURE_REQUEST_FILTERS: ErasureRequestFilters = { q: '', status: '' };
export const OPEN_ERASURE_REQUESTS: ErasureRequestFilters = { q: '', status: 'requested' };

export const ERASURE_STATUS_FILTERS: readonly { value: ErasureRequestStatus; label: string }[] = [
  { value: 'requested', label: 'Open' },
  { value: 'completed', label: 'Completed' },
];

/** The columns the API sorts by. */
export type ErasureRequestSortField = 'requestedAt' | 'dueBy' | 'number' | 'status';

/** The nearest deadline first: the request that must be done soonest is on top. */
export const DEFAULT_ERASURE_REQUEST_SORT: ColumnSort<ErasureRequestSortField> = { field: 'dueBy', order: 'ASC' };

export const ERASURE_REQUEST_FIRST_ORDER: Readonly<Partial<Record<ErasureRequestSortField, SortOrder>>> = {
  dueBy: 'ASC',
};
