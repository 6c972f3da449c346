import type { AdminAccount, AdminRole, CreateAdminBody, Role, UpdateAdminBody, ValidationErrors } from 'admin-kit';
import { accountErrors, trimmedNames } from '../account-fields/account-rules';

export const SYSTEM_ROLES: readonly AdminRole[] = ['admin', 'super_admin', 'moderator'];

export interface AdminFormValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: AdminRole;
  /** '' = no custom role. */
  customRoleId: string;
  password: string;
  confirmPassword: string;
}

export function adminFormValues(admin?: AdminAccount): AdminFormValues {
  return {
    username: admin?.username ?? '',
    email: admin?.email ?? '',
    firstName: admin?.firstName ?? '',
    lastName: admin?.lastName ?? '',
    role: admin?.role ?? 'admin',
    customRoleId: admin?.customRoleId ?? '',
    password: '',
    confirmPassword: '',
  };
}

/** Custom roles an admin can be given: active ones that are not system roles (spec section 6). */
export function selectableCustomRoles(roles: readonly Role[]): Role[] {
  return roles.filter((role) => role.isActive && !role.isSystem);
}

export function validateAdminForm(values: AdminFormValues, editing: boolean): ValidationErrors<AdminFormValues> {
  return accountErrors(values, editing);
}

/** Choosing a custom role makes the system role admin; a blank custom role is left out. */
export function createAdminBody(values: AdminFormValues): CreateAdminBody {
  const body: CreateAdminBody = {
    ...trimmedNames(values),
    password: values.password,
    role: values.customRoleId ? 'admin' : values.role,
    isActive: true,
  };
  if (values.customRoleId) body.customRoleId = values.customRoleId;
  return body;
}

/**
 * The changes of an edit. A blank password keeps the current one. A blank custom role is left
 * out, except when the admin had one: then null takes it away.
 */
export function updateAdminBody(values: AdminFormValues, admin: AdminAccount): UpdateAdminBody {
  const body: UpdateAdminBody = { ...trimmedNames(values), role: values.customRoleId ? 'admin' : values.role };
  if (values.password) body.password = values.password;
  if (values.customRoleId) body.customRoleId = values.customRoleId;
  else if (admin.customRoleId) body.customRoleId = null;
  return body;
}

const ROLE_LABELS: Record<AdminRole, string> = { super_admin: 'Super Admin', admin: 'Admin', moderator: 'Moderator' };

export function roleLabel(role: AdminRole): string {
  return ROLE_LABELS[role];
}

/** The badge: the custom role's name when the admin has one that still exists, else the system role. */
export function adminRoleBadge(admin: AdminAccount, roles: readonly Role[]): string {
  const custom = admin.customRoleId ? roles.find((role) => role.id === admin.customRoleId) : undefined;
  return custom ? custom.name : roleLabel(admin.role);
}
