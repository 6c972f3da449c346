import type { AdminRole, ColumnSort, SortOrder } from 'admin-kit';
import { roleLabel, SYSTEM_ROLES } from './admin-form';

/** The Admins tab's filter row as typed; '' means "any". */
export interface AdminFilters {
  q: string;
  role: AdminRole | '';
  /** 'true' (active) or 'false' (deactivated), as the API reads it. */
  isActive: '' | 'true' | 'false';
}
export const NO_ADMIN_FILTERS: AdminFilters = { q: '', role: '', isActive: '' };

/** The columns the admins list sorts by on the server. */
export type AdminSortField = 'createdAt' | 'username' | 'lastLogin';
/** The first admins first, as the list has always been shown and the API defaults. */
export const DEFAULT_ADMIN_SORT: ColumnSort<AdminSortField> = { field: 'createdAt', order: 'ASC' };
/** Usernames read A→Z first; dates newest first. */
export const ADMIN_FIRST_ORDER: Readonly<Partial<Record<AdminSortField, SortOrder>>> = { username: 'ASC' };

/** Holders of a custom role have the system role admin, so the filter names system roles. */
export const ROLE_FILTERS: readonly { value: AdminRole; label: string }[] = SYSTEM_ROLES.map((role) => ({
  value: role,
  label: roleLabel(role),
}));

export const ACTIVE_FILTERS: readonly { value: 'true' | 'false'; label: string }[] = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Deactivated' },
];
