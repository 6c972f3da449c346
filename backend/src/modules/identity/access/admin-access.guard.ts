import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AdminDirectory } from '../admins/admin-directory.service.js';
import { ADMIN_SESSION_ABSOLUTE_MS } from '../session/session-policy.js';
import { ACCESS_RULE, type AccessRule } from './access-rule.decorator.js';
import { type AdminRequest } from './admin-principal.js';
import { allows, effectivePermissions } from './effective-permissions.js';

export const MESSAGES = {
  signIn: 'Please sign in to continue.',
  expired: 'Your session has expired. Please log in again.',
  noRule: 'This administration route has no access rule.',
  superAdminOnly: 'Only a super admin can do this.',
  denied: (resource: string, action: string) => `You do not have permission to ${action} ${resource}.`,
};

/**
 * The one gate of the back-office, installed for every route. Public routes pass; admin routes
 * need a live session (401) and then their permission (403). Any route under /api/admin that
 * declares no rule is refused, so a new admin route can never be left open by mistake.
 */
@Injectable()
export class AdminAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly directory: AdminDirectory,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AdminRequest>();
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) {
      if (request.originalUrl.startsWith('/api/admin')) throw new ForbiddenException(MESSAGES.noRule);
      return true;
    }
    if (rule.kind === 'public') return true;

    const principal = request.user;
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
    return true;
  }
}

/** Ends the session behind this request (expired, or its admin is gone or disabled). */
export function endSession(request: AdminRequest): Promise<void> {
  return new Promise((resolve) => {
    if (!request.session) return resolve();
    request.session.destroy(() => resolve());
  });
}
