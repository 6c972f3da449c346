import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { assertAccountUnique } from '../account-uniqueness.js';
import { AdminsRepository } from '../admins/admins.repository.js';
import { AuditLogService, fieldChanges } from '../audit/audit-log.service.js';
import { type Admin } from '../entities/admin.entity.js';
import { IDENTITY_ERRORS } from '../identity.errors.js';
import { hashPassword } from '../password-hasher.js';
import { type FirstStartSetupDto } from './first-start-setup.dto.js';
import { FirstStartSetupRepository, type IssuedSetupLink } from './first-start-setup.repository.js';
import { newFirstSuperAdmin } from './first-super-admin.js';

/**
 * Links kept at once: each start of an API process (or of `npm start`) without a super admin prints one, and every
 * link printed lately keeps working, whichever process printed it, until the first super admin exists.
 */
export const KEPT_SETUP_LINKS = 20;

/** The page of the admin shell a setup link opens; the token rides in the fragment, which no request carries. */
export const SETUP_PAGE_PATH = '/admin/setup';

/** What a starting process prints while the installation has no super admin. */
export function setupLinkNotice(link: string): string {
  return `No super admin exists yet: open ${link} to create one. The link works until the first super admin exists (ADMIN_USERNAME and ADMIN_PASSWORD are the other way).`;
}

const UNIQUE_REFUSALS = { username: IDENTITY_ERRORS.adminUsernameTaken, email: IDENTITY_ERRORS.adminEmailTaken };

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest();

function isIssued(links: IssuedSetupLink[], token: string): boolean {
  const presented = hashOf(token);
  return links.some((link) => {
    const kept = Buffer.from(link.tokenHash, 'hex');
    return kept.length === presented.length && timingSafeEqual(kept, presented);
  });
}

/**
 * First start without reading the docs: while no super admin exists, starting the product prints a one-time setup
 * link (`PUBLIC_URL/admin/setup#<token>`); whoever opens it chooses the first super admin's username, e-mail and
 * password. Only the token's hash is stored; every link stops working once a super admin exists.
 */
@Injectable()
export class FirstStartSetup {
  constructor(
    private readonly repository: FirstStartSetupRepository,
    private readonly admins: AdminsRepository,
    private readonly audit: AuditLogService,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** A new setup link for `publicUrl`, or null when a super admin exists (then there is nothing to set up). */
  async issueLink(publicUrl: string): Promise<string | null> {
    const token = randomBytes(32).toString('base64url');
    const issued = await this.unitOfWork.run(async (tx) => {
      await this.repository.lock(tx);
      if (await this.repository.superAdminExists(tx)) return false;
      const link = { tokenHash: hashOf(token).toString('hex'), issuedAt: this.clock.now().toISOString() };
      const links = [...(await this.repository.issuedLinks(tx)), link].slice(-KEPT_SETUP_LINKS);
      await this.repository.saveIssuedLinks(tx, links);
      return true;
    });
    return issued ? `${publicUrl.replace(/\/$/, '')}${SETUP_PAGE_PATH}#${token}` : null;
  }

  /**
   * Makes the first super admin with a link's token, as the environment's bootstrap admin would be made, audited,
   * and retires every link. 404 once a super admin exists, and for a token no link carried.
   */
  async createFirstSuperAdmin(body: FirstStartSetupDto, ip: string): Promise<Admin> {
    const passwordHash = await hashPassword(body.password);
    return this.unitOfWork.run(async (tx) => {
      await this.repository.lock(tx);
      if (await this.repository.superAdminExists(tx)) throw IDENTITY_ERRORS.setupFinished();
      if (!isIssued(await this.repository.issuedLinks(tx), body.token)) throw IDENTITY_ERRORS.setupLinkInvalid();
      await assertAccountUnique(tx, this.admins, body, UNIQUE_REFUSALS);
      const admin = newFirstSuperAdmin(body.username, body.email, passwordHash);
      this.admins.add(tx, admin);
      await this.repository.forgetIssuedLinks(tx);
      this.audit.record(tx, {
        actor: admin,
        action: 'create',
        resource: 'admins',
        resourceId: admin.id,
        changes: fieldChanges(
          null,
          { username: admin.username, email: admin.email, role: admin.role, isActive: true, password: 'set' },
          ['username', 'email', 'role', 'isActive', 'password'],
        ),
        ipAddress: ip,
      });
      return admin;
    });
  }
}
