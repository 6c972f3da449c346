import type { ColumnSort, SortOrder } from 'admin-kit/rules';

/** The Promo Codes tab's filter row as typed; '' means "any". */
export interface PromoCodeFilters {
  /** The code or its description. */
  q: string;
  /** 'true' or 'false', as the API takes it. */
  active: string;
}

export const NO_PROMO_CODE_FILTERS: PromoCodeFilters = { q: '', active: '' };

export const ACTIVE_CHOICES = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

/** The columns the API sorts by. */
export type PromoCodeSortField = 'code' | 'createdAt' | 'validTo' | 'redemptions';

/** Newest first: the code just made is on top. */
export const DEFAULT_PROMO_CODE_SORT: ColumnSort<PromoCodeSortField> = { field: 'createdAt', order: 'DESC' };

/** Codes A to Z and the soonest to end first; the most used first (the default for the rest). */
export const PROMO_CODE_FIRST_ORDER: Readonly<Partial<Record<PromoCodeSortField, SortOrder>>> = {
  code: 'ASC',
  validTo: 'ASC',
};
