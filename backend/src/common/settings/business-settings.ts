import {
  type CancellationPolicy,
  DEFAULT_BOOK_AHEAD_DAYS,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_MEMBERSHIP_GRACE_DAYS,
  KENYA_VAT_RATE_PERCENT,
} from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../database/transaction.js';
import { AppSettingsCache } from './app-settings-cache.js';
import { AppSettingsRepository } from './app-settings.repository.js';

/**
 * What the business says about itself on receipts, its cancellation policy and its membership grace period. Staff edit them in the back-office;
 * until they do, these defaults apply (prices include VAT; a business not registered for VAT shows none).
 */
export interface BusinessSettings {
  businessName: string;
  address: string;
  /** Kenya Revenue Authority PIN, printed on receipts when set: A123456789B. */
  kraPin: string | null;
  vatRegistered: boolean;
  vatRatePercent: number;
  cancellation: CancellationPolicy;
  /** Days an unpaid membership keeps access after its period ends before it expires. */
  membershipGraceDays: number;
  /** How many days ahead a booking, tour or membership may start (today plus this many). */
  bookAheadDays: number;
}

export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  businessName: 'Syokimau Coworking Hub',
  address: 'EENS Business Park, Syokimau, Mombasa Road, Nairobi',
  kraPin: null,
  vatRegistered: false,
  vatRatePercent: KENYA_VAT_RATE_PERCENT,
  cancellation: DEFAULT_CANCELLATION_POLICY,
  membershipGraceDays: DEFAULT_MEMBERSHIP_GRACE_DAYS,
  bookAheadDays: DEFAULT_BOOK_AHEAD_DAYS,
};

const KEY = 'business_settings';

/** A stored value with what it lacks taken from the defaults. */
function withDefaults(stored: Partial<BusinessSettings> | undefined): BusinessSettings {
  return {
    ...DEFAULT_BUSINESS_SETTINGS,
    ...stored,
    cancellation: { ...DEFAULT_BUSINESS_SETTINGS.cancellation, ...stored?.cancellation },
  };
}

/**
 * The business settings, stored as one app setting; a missing field takes its default. Read from this process's copy
 * (AppSettingsCache): a change reaches every process when it commits, so a payment or booking under way then may
 * still use the settings as they were a moment before, as it would had it started a moment earlier.
 */
@Injectable()
export class BusinessSettingsService {
  constructor(
    private readonly settings: AppSettingsRepository,
    private readonly cache: AppSettingsCache,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The settings as they are now; read inside `tx`, when one is given, if this process has no copy. */
  async get(tx?: Transaction): Promise<BusinessSettings> {
    return withDefaults((await this.cache.valueOf(KEY, tx)) as Partial<BusinessSettings> | undefined);
  }

  /**
   * Replaces the settings (the caller validated them) and answers what is stored now. `alongside` runs in the same
   * transaction with the settings before and after (to audit the change).
   */
  async replace(
    settings: BusinessSettings,
    alongside?: (tx: Transaction, before: BusinessSettings, after: BusinessSettings) => void,
  ): Promise<BusinessSettings> {
    const stored = (tx: Transaction) =>
      this.settings.valueOf(KEY, tx).then((value) => withDefaults(value as Partial<BusinessSettings> | undefined));
    const after = await this.unitOfWork.run(async (tx) => {
      const before = await stored(tx);
      await this.settings.save(tx, KEY, settings);
      const now = await stored(tx);
      alongside?.(tx, before, now);
      return now;
    });
    await this.cache.changed();
    return after;
  }
}
