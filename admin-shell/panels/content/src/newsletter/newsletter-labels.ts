import type { BadgeVariant, ColumnSort, SortOrder } from 'admin-kit';

export const SUBSCRIBER_STATUS_FILTERS = [
  { value: 'subscribed', label: 'Subscribed' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
];

export function subscriberStatusBadge(status: 'subscribed' | 'unsubscribed'): { label: string; variant: BadgeVariant } {
  return status === 'subscribed'
    ? { label: 'Subscribed', variant: 'success' }
    : { label: 'Unsubscribed', variant: 'secondary' };
}

/** Where subscribers signed up, as staff read it. */
export const SOURCE_LABELS: Readonly<Record<string, string>> = { website: 'Website form' };

export interface SubscriberFilters {
  q: string;
  status: string;
  from: string;
  to: string;
}
export const NO_SUBSCRIBER_FILTERS: SubscriberFilters = { q: '', status: '', from: '', to: '' };

export type SubscriberSortField = 'createdAt' | 'email' | 'consentedAt' | 'unsubscribedAt';
export const DEFAULT_SUBSCRIBER_SORT: ColumnSort<SubscriberSortField> = { field: 'createdAt', order: 'DESC' };
export const SUBSCRIBER_FIRST_ORDER: Readonly<Partial<Record<SubscriberSortField, SortOrder>>> = { email: 'ASC' };
