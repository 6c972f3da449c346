import type { ColumnSort, SortOrder } from 'admin-kit/rules';
import type { CompaniesQuery } from './company-types';

/** The search row as typed; '' means "any". */
export interface CompanyFilters {
  /** The name, KRA PIN or billing e-mail. */
  q: string;
}

export const NO_COMPANY_FILTERS: CompanyFilters = { q: '' };

export type CompanySortField = NonNullable<CompaniesQuery['_sort']>;
export type CompanySort = ColumnSort<CompanySortField>;

/** A to Z by name, as the API defaults. */
export const DEFAULT_COMPANY_SORT: CompanySort = { field: 'name', order: 'ASC' };

/** How a column sorts on its first click: names A to Z; the most seats and the newest first. */
export const COMPANY_FIRST_ORDER: Record<CompanySortField, SortOrder> = {
  name: 'ASC',
  seats: 'DESC',
  createdAt: 'DESC',
};
