import type { PermissionMap, PermissionResource, Role, RoleBody, ValidationErrors } from 'admin-kit';
import { humanize, PERMISSION_CATALOGUE } from 'admin-kit/rules';

/** Every resource and action of the catalogue, each true or false. */
export type FullPermissionMap = Record<PermissionResource, Record<string, boolean>>;

export const PERMISSION_RESOURCES = Object.keys(PERMISSION_CATALOGUE) as PermissionResource[];
/** Every action of the catalogue, one column each: the usual four first, then the rest (refund, send, manage) as they come. */
export const PERMISSION_ACTIONS: readonly string[] = [
  ...new Set(['view', 'create', 'edit', 'delete', ...Object.values(PERMISSION_CATALOGUE).flat()]),
];

/** Resources whose name does not read as words once split at its capitals, or that staff know by their tab's name. */
const RESOURCE_LABELS: Partial<Record<PermissionResource, string>> = {
  checkins: 'Check-ins',
  promotions: 'Promo Codes',
};

/** 'emailTemplates' → 'Email Templates'. */
export function resourceLabel(resource: PermissionResource): string {
  return RESOURCE_LABELS[resource] ?? humanize(resource.replace(/([A-Z])/g, ' $1'));
}

export function actionsOf(resource: PermissionResource): readonly string[] {
  return PERMISSION_CATALOGUE[resource];
}

/** Spec section 3: all permissions default to false; entries outside the catalogue are dropped. */
export function fullPermissionMap(existing: PermissionMap = {}): FullPermissionMap {
  return Object.fromEntries(
    PERMISSION_RESOURCES.map((resource) => [
      resource,
      Object.fromEntries(actionsOf(resource).map((action) => [action, existing[resource]?.[action] === true])),
    ]),
  ) as FullPermissionMap;
}

export interface RoleFormValues {
  name: string;
  description: string;
  isActive: boolean;
  permissions: FullPermissionMap;
}

export function roleFormValues(role?: Role): RoleFormValues {
  return {
    name: role?.name ?? '',
    description: role?.description ?? '',
    isActive: role?.isActive ?? true,
    permissions: fullPermissionMap(role?.permissions),
  };
}

export function validateRoleForm(values: RoleFormValues): ValidationErrors<RoleFormValues> {
  return values.name.trim() ? {} : { name: 'Role name is required' };
}

export function roleBody(values: RoleFormValues): RoleBody {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    isActive: values.isActive,
    permissions: values.permissions,
  };
}
