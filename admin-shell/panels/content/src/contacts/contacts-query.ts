import type { ColumnSort, SortOrder } from 'admin-kit';

export interface ContactFilters {
  q: string;
  status: string;
  subject: string;
  from: string;
  to: string;
}
export const NO_CONTACT_FILTERS: ContactFilters = { q: '', status: '', subject: '', from: '', to: '' };

export type ContactSortField = 'createdAt' | 'status' | 'lastName' | 'email' | 'subject';
export const DEFAULT_CONTACT_SORT: ColumnSort<ContactSortField> = { field: 'createdAt', order: 'DESC' };
/** Names and subjects read A→Z first; dates newest first. */
export const CONTACT_FIRST_ORDER: Readonly<Partial<Record<ContactSortField, SortOrder>>> = {
  lastName: 'ASC',
  email: 'ASC',
  subject: 'ASC',
  status: 'ASC',
};
