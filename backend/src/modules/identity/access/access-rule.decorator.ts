import { type PermissionAction, type PermissionResource } from '@coworking/domain';
import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';

/** What a route demands of the caller. Routes under /api/admin without a rule are refused. */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'permission'; resource: PermissionResource; action: string }
  | { kind: 'any_permission'; permissions: readonly { resource: PermissionResource; action: string }[] }
  | { kind: 'super_admin' };

export const ACCESS_RULE = 'identity:access-rule';

function guarded(rule: AccessRule) {
  return applyDecorators(
    SetMetadata(ACCESS_RULE, rule),
    ApiCookieAuth('sid'),
    ApiUnauthorizedResponse({ description: 'Not signed in, or the session expired' }),
    ApiForbiddenResponse({ description: 'Signed in without the needed permission' }),
  );
}

/** The admin must hold `resource.action` (spec section 3 permissions), e.g. `@RequirePermission('spaces', 'create')`. */
export function RequirePermission<R extends PermissionResource>(resource: R, action: PermissionAction<R>) {
  return guarded({ kind: 'permission', resource, action });
}

/**
 * The admin must hold at least one of these permissions: for a route several screens share (a picture for an event
 * or a post), e.g. `@RequireAnyPermission(['events', 'edit'], ['blog', 'edit'])`.
 */
export function RequireAnyPermission(...permissions: [PermissionResource, string][]) {
  return guarded({
    kind: 'any_permission',
    permissions: permissions.map(([resource, action]) => ({ resource, action })),
  });
}

/** Any signed-in admin (session calls). */
export function RequireAdminSession() {
  return guarded({ kind: 'session' });
}

/** Only the super_admin role (roles, audit log). */
export function RequireSuperAdmin() {
  return guarded({ kind: 'super_admin' });
}

/** An admin route open to everyone (login). */
export function PublicAdminRoute() {
  return SetMetadata(ACCESS_RULE, { kind: 'public' } satisfies AccessRule);
}
