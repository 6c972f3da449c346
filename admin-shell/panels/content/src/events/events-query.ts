import type { ColumnSort, SortOrder } from 'admin-kit';

/** The Events tab's filter row as typed; '' means "any". */
export interface EventFilters {
  q: string;
  category: string;
  /** upcoming (today in Nairobi or later), past, or '' for all. */
  when: string;
}
/** The tab opens on what is still to come. */
export const NO_EVENT_FILTERS: EventFilters = { q: '', category: '', when: '' };
export const INITIAL_EVENT_FILTERS: EventFilters = { ...NO_EVENT_FILTERS, when: 'upcoming' };
export const WHEN_CHOICES = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
];

export type EventSortField = 'date' | 'title' | 'category' | 'capacity' | 'price';
/** Soonest first. */
export const DEFAULT_EVENT_SORT: ColumnSort<EventSortField> = { field: 'date', order: 'ASC' };
export const EVENT_FIRST_ORDER: Readonly<Partial<Record<EventSortField, SortOrder>>> = {
  date: 'ASC',
  title: 'ASC',
  category: 'ASC',
};
