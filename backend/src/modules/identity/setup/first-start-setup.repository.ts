import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { AppSetting } from '../../../common/entities/app-setting.entity.js';
import { Admin } from '../entities/admin.entity.js';

/** A setup link the installation handed out: only the hash of its token is kept. */
export interface IssuedSetupLink {
  tokenHash: string;
  issuedAt: string;
}

/** The app setting the issued links are kept under, until the first super admin exists. */
const SETUP_LINKS_KEY = 'first_start_setup_links';

/** Serialises the issuing of links and the making of the first super admin, across every process. */
const FIRST_START_LOCK_ID = 4_242_002;

/** What first-start setup reads and writes: whether a super admin exists, and the setup links handed out. */
@Injectable()
export class FirstStartSetupRepository {
  constructor(private readonly em: EntityManager) {}

  /** Holds the first-start lock until `tx` ends: one setup (or one link issued) at a time. */
  async lock(tx: Transaction): Promise<void> {
    await entityManagerOf(tx).execute(`select pg_advisory_xact_lock(${FIRST_START_LOCK_ID})`);
  }

  /** Whether any super admin exists, active or not (as the bootstrap admin from the environment counts them). */
  async superAdminExists(tx?: Transaction): Promise<boolean> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    return (await em.count(Admin, { role: 'super_admin' })) > 0;
  }

  async issuedLinks(tx: Transaction): Promise<IssuedSetupLink[]> {
    const setting = await entityManagerOf(tx).findOne(AppSetting, { key: SETUP_LINKS_KEY });
    return Array.isArray(setting?.value) ? (setting.value as IssuedSetupLink[]) : [];
  }

  async saveIssuedLinks(tx: Transaction, links: IssuedSetupLink[]): Promise<void> {
    await entityManagerOf(tx).upsert(AppSetting, { key: SETUP_LINKS_KEY, value: links, updatedAt: new Date() });
  }

  /** Setup is done: no link works any more. */
  async forgetIssuedLinks(tx: Transaction): Promise<void> {
    await entityManagerOf(tx).nativeDelete(AppSetting, { key: SETUP_LINKS_KEY });
  }
}
