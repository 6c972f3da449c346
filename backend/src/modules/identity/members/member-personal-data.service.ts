import { Injectable } from '@nestjs/common';
import { type PersonAddresses } from '../../../common/database/personal-data-sql.js';
import { type Transaction } from '../../../common/database/transaction.js';
import { type AccountRow, MemberPersonalDataRepository } from './member-personal-data.repository.js';

/**
 * Identity's part of the Data Protection Act's rights, called by privacy (which sits above identity): the member
 * account in an export, and in an erasure the account anonymised and audit entries naming the request instead.
 */
@Injectable()
export class MemberPersonalData {
  constructor(private readonly repository: MemberPersonalDataRepository) {}

  accounts(tx: Transaction, person: PersonAddresses, userId?: string | null): Promise<AccountRow[]> {
    return this.repository.accounts(tx, person, userId);
  }

  /**
   * Anonymises the accounts and rewrites every audit entry that mentions the person with `scrub` (which replaces
   * their e-mail, phone and names by the request's label). Answers rows changed by table.
   */
  async erase(
    tx: Transaction,
    erasure: {
      person: PersonAddresses;
      userId?: string | null;
      /** E-mails and full names to look for in audit entries. */
      texts: string[];
      label: string;
      scrub: (value: unknown) => unknown;
    },
  ): Promise<Record<string, number>> {
    const accounts = await this.repository.accounts(tx, erasure.person, erasure.userId);
    const ids = accounts.map((account) => account.id);
    const entries = await this.repository.auditEntries(
      tx,
      ids,
      erasure.texts.filter((text) => text.trim().length >= 3),
      erasure.person.phones.map((phone) => phone.slice(-9)),
    );
    let audited = 0;
    for (const entry of entries) {
      const scrubbed = erasure.scrub(entry.changes);
      if (JSON.stringify(scrubbed) === JSON.stringify(entry.changes)) continue;
      await this.repository.replaceAuditChanges(tx, entry.id, scrubbed);
      audited++;
    }
    return { users: await this.repository.anonymiseAccounts(tx, ids, erasure.label), audit_log: audited };
  }
}
