import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import { RouteFacts } from '../../../common/http/route-facts.js';
import { AdminDirectory } from '../admins/admin-directory.service.js';
import { ADMIN_SESSION_ABSOLUTE_MS } from '../session/session-policy.js';
import { ACCESS_RULE, type AccessRule } from './access-rule.decorator.js';
import { type AdminRequest, sessionOf } from './admin-principal.js';
import { allows, effectivePermissions } from './effective-permissions.js';

export const MESSAGES = {
  signIn: 'Please sign in to continue.',
  expired: 'Your session has expired. Please log in again.',
  noRule: 'This administration route has no access rule.',
  superAdminOnly: 'Only a super admin can do this.',
  /** 'emailTemplates', 'send' → 'You do not have permission to send email templates.' */
  denied: (resource: string, action: string) => `You do not have permission to ${permissionWords(resource, action)}.`,
  /** → 'You do not have permission to create events, edit events, create blog or edit blog.' */
  deniedAny: (permissions: readonly { resource: string; action: string }[]) => {
    const words = permissions.map(({ resource, action }) => permissionWords(resource, action));
    return `You do not have permission to ${words.slice(0, -1).join(', ')} or ${words.at(-1)}.`;
  },
};

function permissionWords(resource: string, action: string): string {
  return `${action} ${resource.replace(/([A-Z])/g, ' $1').toLowerCase()}`;
}

/**
 * The one gate of the back-office, installed for every route. Public routes pass; admin routes
 * need a live session (401) and then their permission (403). Any route under /api/admin that
 * declares no rule is refused, so a new admin route can never be left open by mistake: whether a
 * route is an admin route is read from the path its controller declares (what the router matched,
 * however the request spelled it) and, besides, from the request's path with case, repeated
 * slashes and percent-encoding undone.
 */
@Injectable()
export class AdminAccessGuard implements CanActivate {
  /** The route's access rule, and whether the path it declares lies under admin. */
  private readonly routes = new RouteFacts((context) => ({
    rule: this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]),
    declaredAdminPath: declaresAdminPath(context),
  }));

  constructor(
    private readonly reflector: Reflector,
    private readonly directory: AdminDirectory,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AdminRequest>();
    const { rule, declaredAdminPath } = this.routes.of(context);
    if (!rule) {
      if (declaredAdminPath || looksLikeAdminPath(request.url)) throw new ForbiddenException(MESSAGES.noRule);
      return true;
    }
    if (rule.kind === 'public') return true;

    const principal = sessionOf(request).user;
    if (!principal) throw new UnauthorizedException(MESSAGES.signIn);
    if (Date.now() - principal.signedInAt > ADMIN_SESSION_ABSOLUTE_MS) {
      await endSession(request);
      throw new UnauthorizedException(MESSAGES.expired);
    }
    const admin = await this.directory.findActive(principal.adminId);
    if (!admin) {
      await endSession(request);
      throw new UnauthorizedException(MESSAGES.expired);
    }
    const permissions = effectivePermissions(admin);
    request.admin = { id: admin.id, username: admin.username, role: admin.role, permissions };

    if (rule.kind === 'super_admin' && admin.role !== 'super_admin')
      throw new ForbiddenException(MESSAGES.superAdminOnly);
    if (rule.kind === 'permission' && !allows(permissions, rule.resource, rule.action)) {
      throw new ForbiddenException(MESSAGES.denied(rule.resource, rule.action));
    }
    if (
      rule.kind === 'any_permission' &&
      !rule.permissions.some(({ resource, action }) => allows(permissions, resource, action))
    ) {
      throw new ForbiddenException(MESSAGES.deniedAny(rule.permissions));
    }
    return true;
  }
}

const ADMIN_PREFIX = 'admin';

/** The paths a controller or handler declares (Nest allows one or several). */
function declaredPaths(target: object): string[] {
  const path = Reflect.getMetadata(PATH_METADATA, target) as string | string[] | undefined;
  return path === undefined ? [''] : Array.isArray(path) ? path : [path];
}

/** Whether the matched handler's declared path (below the global /api prefix) lies under admin. */
export function declaresAdminPath(context: ExecutionContext): boolean {
  return declaredPaths(context.getClass()).some((controllerPath) =>
    declaredPaths(context.getHandler()).some((handlerPath) =>
      normalisePath(`${controllerPath}/${handlerPath}`).startsWith(`/${ADMIN_PREFIX}`),
    ),
  );
}

/** Whether a request URL names something under /api/admin, however it is spelled. */
export function looksLikeAdminPath(url: string): boolean {
  return normalisePath(url.split('?')[0] ?? '').startsWith(`/api/${ADMIN_PREFIX}`);
}

/** Only lower-case ASCII letters, digits and the URL punctuation that no normalising step changes. */
const PLAIN_SPELLING = /^[a-z0-9/\-._~:@!$&'()*+,;=?]*$/;

/** Lower case, percent-decoding undone (repeatedly), backslashes as slashes, runs of slashes as one. */
function normalisePath(path: string): string {
  // Nearly every request is spelled plainly: nothing to undo, and no need to pay for the steps below on each one.
  if (PLAIN_SPELLING.test(path) && !path.includes('//')) return path.startsWith('/') ? path : `/${path}`;
  let decoded = path;
  for (let round = 0; round < 3; round++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      break;
    }
  }
  return `/${decoded}`
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
}

/** Ends the session behind this request (expired, or its admin is gone or disabled). */
export function endSession(request: AdminRequest): Promise<void> {
  const { session } = sessionOf(request);
  return new Promise((resolve) => {
    if (!session) return resolve();
    session.destroy(() => resolve());
  });
}
