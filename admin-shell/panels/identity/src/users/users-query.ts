import type { ColumnSort, MembershipPlan, SortOrder } from 'admin-kit';

/** The Users tab's filter row as typed; '' means "any". */
export interface UserFilters {
  q: string;
  /** A membership plan's name, as accounts carry it. */
  membershipPlan: string;
}
export const NO_USER_FILTERS: UserFilters = { q: '', membershipPlan: '' };

/** The columns the users list sorts by on the server (the Name column sorts by last name). */
export type UserSortField = 'createdAt' | 'username' | 'email' | 'lastName';
/** Newest accounts first, as the API defaults. */
export const DEFAULT_USER_SORT: ColumnSort<UserSortField> = { field: 'createdAt', order: 'DESC' };
/** Names read A→Z first; dates newest first. */
export const USER_FIRST_ORDER: Readonly<Partial<Record<UserSortField, SortOrder>>> = {
  username: 'ASC',
  email: 'ASC',
  lastName: 'ASC',
};

/** The plan filter's choices: each plan once, by name, A→Z (accounts name their plan, not its id). */
export function planChoices(plans: readonly Pick<MembershipPlan, 'name'>[]): { value: string; label: string }[] {
  const names = [...new Set(plans.map((plan) => plan.name))].sort((a, b) => a.localeCompare(b));
  return names.map((name) => ({ value: name, label: name }));
}
