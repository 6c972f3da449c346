import type { ColumnSort, SortOrder } from 'admin-kit/rules';
import type { WaitlistStatus } from './waitlist-types';

/** The Waitlist tab's filter row as typed; '' means "any". The names are the list's own query parameters. */
export interface WaitlistFilters {
  /** The name, e-mail or phone. */
  q: string;
  status: '' | WaitlistStatus;
  spaceId: string;
  /** The wanted date's range, both included. */
  from: string;
  to: string;
}

export const NO_WAITLIST_FILTERS: WaitlistFilters = { q: '', status: '', spaceId: '', from: '', to: '' };

export const WAITLIST_STATUS_FILTERS: readonly { value: WaitlistStatus; label: string }[] = [
  { value: 'waiting', label: 'Waiting' },
  { value: 'offered', label: 'Offered' },
  { value: 'booked', label: 'Booked' },
  { value: 'expired', label: 'Expired' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** The columns the API sorts by: when someone joined, and the date they want. */
export type WaitlistSortField = 'createdAt' | 'date';

/** Newest first, as the API defaults: whoever just joined is on top. */
export const DEFAULT_WAITLIST_SORT: ColumnSort<WaitlistSortField> = { field: 'createdAt', order: 'DESC' };

/** The soonest wanted date first: the slots that free up first matter first. */
export const WAITLIST_FIRST_ORDER: Readonly<Partial<Record<WaitlistSortField, SortOrder>>> = { date: 'ASC' };
