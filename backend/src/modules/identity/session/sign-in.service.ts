import { Injectable, Logger } from '@nestjs/common';
import { DomainEvents } from '../../../common/events/domain-events.js';
import { Clock } from '../../../common/clock/clock.js';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { AdminsRepository } from '../admins/admins.repository.js';
import { AuditLogService } from '../audit/audit-log.service.js';
import { type Admin } from '../entities/admin.entity.js';
import { IDENTITY_ERRORS } from '../identity.errors.js';
import { hashPassword, verifyPassword } from '../password-hasher.js';
import { LoginThrottle, type SignInAttempt } from './login-throttle.service.js';
import {
  LOGIN_FAILURES_PER_USERNAME,
  LOGIN_THROTTLE_WINDOW_SECONDS,
  LOGIN_USERNAME_PAUSE_SECONDS,
} from './session-policy.js';
import { AccountPaused } from './account-paused.event.js';

/** A hash to verify against when the username does not exist, so a miss takes as long as a wrong password. */
const unknownUserHash = hashPassword('no such admin');

@Injectable()
export class SignInService {
  private readonly logger = new Logger('SignIn');

  constructor(
    private readonly admins: AdminsRepository,
    private readonly throttle: LoginThrottle,
    private readonly audit: AuditLogService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * Checks credentials; the admin on success, otherwise an IdentityError (invalid credentials, or a disabled account).
   * The attempt is counted before the password is checked (429 once a limit is used up) and given back when the
   * password was right.
   */
  async verify(username: string, password: string, ip: string): Promise<Admin> {
    const name = username.trim();
    const attempt = await this.throttle.begin(name, ip);
    const admin = await this.admins.forSignIn(name);
    const matches = await verifyPassword(admin?.password ?? (await unknownUserHash), password);
    if (!admin || !matches) {
      await this.recordAttempt({ action: 'login_failed', admin: null, username: name, ip });
      if (attempt.lastForUsername) await this.pauseAccount(attempt, admin);
      throw IDENTITY_ERRORS.invalidCredentials();
    }
    await this.throttle.succeeded(attempt);
    if (!admin.isActive) {
      await this.recordAttempt({ action: 'login_failed', admin: null, username: name, ip });
      throw IDENTITY_ERRORS.accountDisabled();
    }
    return admin;
  }

  /**
   * The username used up its failures from any address: refuse it everywhere for a while, log it, and tell its
   * admin (once a day at most), the e-mail staged with the audit entry.
   */
  private async pauseAccount(attempt: SignInAttempt, admin: Admin | null): Promise<void> {
    const firstNotice = await this.throttle.pauseUsername(attempt.username);
    const pausedUntil = new Date(this.clock.now().getTime() + LOGIN_USERNAME_PAUSE_SECONDS * 1000);
    this.logger.warn(
      `Sign-in for "${attempt.username}" is paused until ${pausedUntil.toISOString()} after ${LOGIN_FAILURES_PER_USERNAME} failed attempts (the last from ${attempt.ip}).`,
    );
    const afterCommit = await this.unitOfWork.run(async (tx) => {
      this.audit.record(tx, {
        actor: null,
        actorUsername: attempt.username,
        action: 'login_locked',
        resource: 'session',
        resourceId: admin?.id ?? null,
        changes: { pausedUntil: { from: null, to: pausedUntil.toISOString() } },
        ipAddress: attempt.ip,
      });
      if (!admin || !firstNotice) return [];
      return this.events.publish(
        new AccountPaused(tx, {
          admin: { id: admin.id, username: admin.username, email: admin.email, firstName: admin.firstName },
          failures: LOGIN_FAILURES_PER_USERNAME,
          windowMinutes: LOGIN_THROTTLE_WINDOW_SECONDS / 60,
          pausedMinutes: LOGIN_USERNAME_PAUSE_SECONDS / 60,
          pausedUntil,
          lastAddress: attempt.ip,
        }),
      );
    });
    await Promise.all(afterCommit.map((dispatch) => dispatch()));
  }

  /** After the session is established: remember when, and log it. */
  async recordSignIn(admin: Admin, ip: string): Promise<Date> {
    const at = new Date();
    await this.unitOfWork.run(async (tx) => {
      await this.admins.recordSignIn(tx, admin.id, at);
      this.audit.record(tx, {
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
    await this.unitOfWork.run(async (tx) => {
      this.audit.record(tx, {
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
