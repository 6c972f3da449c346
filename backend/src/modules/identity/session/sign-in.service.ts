import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuditLogService } from '../audit/audit-log.service.js';
import { AdminDirectory } from '../admins/admin-directory.service.js';
import { Admin } from '../entities/admin.entity.js';
import { hashPassword, verifyPassword } from '../password-hasher.js';
import { LoginThrottle } from './login-throttle.service.js';

export const SIGN_IN_MESSAGES = {
  invalid: 'Invalid username or password.',
  disabled: 'This account is disabled. Contact the administrator.',
};

/** A hash to verify against when the username does not exist, so a miss takes as long as a wrong password. */
const unknownUserHash = hashPassword('no such admin');

@Injectable()
export class SignInService {
  constructor(
    private readonly directory: AdminDirectory,
    private readonly throttle: LoginThrottle,
    private readonly audit: AuditLogService,
    private readonly em: EntityManager,
  ) {}

  /** Checks credentials (throttled per username and address); the admin on success, an HTTP error otherwise. */
  async verify(username: string, password: string, ip: string): Promise<Admin> {
    const name = username.trim();
    await this.throttle.assertAllowed(name, ip);
    const admin = await this.directory.findForSignIn(name);
    const matches = await verifyPassword(admin?.password ?? (await unknownUserHash), password);
    if (!admin || !matches) {
      await this.throttle.recordFailure(name, ip);
      await this.recordAttempt({ action: 'login_failed', admin: null, username: name, ip });
      throw new UnauthorizedException(SIGN_IN_MESSAGES.invalid);
    }
    if (!admin.isActive) {
      await this.recordAttempt({ action: 'login_failed', admin: null, username: name, ip });
      throw new ForbiddenException(SIGN_IN_MESSAGES.disabled);
    }
    await this.throttle.recordSuccess(name, ip);
    return admin;
  }

  /** After the session is established: remember when, and log it. */
  async recordSignIn(admin: Admin, ip: string): Promise<Date> {
    const at = new Date();
    await this.em.fork().transactional(async (em) => {
      await em.nativeUpdate(Admin, { id: admin.id }, { lastLogin: at });
      this.audit.record(em, {
        actor: admin,
        action: 'login',
        resource: 'session',
        resourceId: admin.id,
        ipAddress: ip,
      });
    });
    return at;
  }

  async recordSignOut(admin: { id: string; username: string }, ip: string): Promise<void> {
    await this.recordAttempt({ action: 'logout', admin, username: admin.username, ip });
  }

  private async recordAttempt(entry: {
    action: 'login_failed' | 'logout';
    admin: { id: string; username: string } | null;
    username: string;
    ip: string;
  }) {
    await this.em.fork().transactional(async (em) => {
      this.audit.record(em, {
        actor: entry.admin,
        actorUsername: entry.username,
        action: entry.action,
        resource: 'session',
        resourceId: entry.admin?.id ?? null,
        ipAddress: entry.ip,
      });
    });
  }
}
