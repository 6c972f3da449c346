import { STAFF_NOTICE_KINDS, type StaffNoticeKind } from '@coworking/domain';
import { Inject, Injectable } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { AppSettingsCache } from '../../../common/settings/app-settings-cache.js';
import { AppSettingsRepository } from '../../../common/settings/app-settings.repository.js';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';

/** The addresses staff chose per kind of staff e-mail; an empty list means "STAFF_EMAIL". */
export type StaffNotificationAddresses = Record<StaffNoticeKind, string[]>;

const KEY = 'staff_notifications';

/** A stored value as addresses per kind: a kind without a list has none chosen. */
function perKind(stored: unknown): StaffNotificationAddresses {
  const value = stored as Partial<StaffNotificationAddresses> | undefined;
  return Object.fromEntries(
    STAFF_NOTICE_KINDS.map((kind) => [kind, Array.isArray(value?.[kind]) ? value[kind] : []]),
  ) as StaffNotificationAddresses;
}

/**
 * Who on staff hears of what. Kept as one app setting of its own (not inside the business settings: those are
 * money and policy, edited under the payments permission; these are people's inboxes, under their own permission).
 * A kind nobody was chosen for goes to STAFF_EMAIL, so no staff e-mail is ever addressed to nobody.
 */
@Injectable()
export class StaffNotificationsService {
  constructor(
    private readonly settings: AppSettingsRepository,
    private readonly cache: AppSettingsCache,
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The configured addresses per kind as stored (empty where the default applies), from this process's copy (read
   * inside `tx`, when one is given, if there is none).
   */
  async get(tx?: Transaction): Promise<StaffNotificationAddresses> {
    return perKind(await this.cache.valueOf(KEY, tx));
  }

  /** STAFF_EMAIL: who gets every kind nobody was chosen for. */
  get defaultAddress(): string {
    return this.config.mail.staffEmail;
  }

  /**
   * The recipient of one staff e-mail of this kind: the chosen addresses as one comma-separated list (one message,
   * every address on its To line), else STAFF_EMAIL. A change reaches every process when it commits (AppSettingsCache).
   */
  async recipientFor(tx: Transaction, kind: StaffNoticeKind): Promise<string> {
    const addresses = (await this.get(tx))[kind];
    return addresses.length > 0 ? addresses.join(', ') : this.defaultAddress;
  }

  /** Replaces the settings (validated by the caller); `alongside` runs in the same transaction (to audit it). */
  async replace(
    addresses: StaffNotificationAddresses,
    alongside?: (tx: Transaction, before: StaffNotificationAddresses, after: StaffNotificationAddresses) => void,
  ): Promise<StaffNotificationAddresses> {
    const stored = async (tx: Transaction) => perKind(await this.settings.valueOf(KEY, tx));
    const saved = await this.unitOfWork.run(async (tx) => {
      const before = await stored(tx);
      const cleaned = Object.fromEntries(
        STAFF_NOTICE_KINDS.map((kind) => [kind, [...new Set(addresses[kind].map((a) => a.trim().toLowerCase()))]]),
      ) as StaffNotificationAddresses;
      await this.settings.save(tx, KEY, cleaned);
      const after = await stored(tx);
      alongside?.(tx, before, after);
      return after;
    });
    await this.cache.changed();
    return saved;
  }
}
