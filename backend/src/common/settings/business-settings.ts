import {
  type CancellationPolicy,
  DEFAULT_BOOK_AHEAD_DAYS,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_MEMBERSHIP_GRACE_DAYS,
  KENYA_VAT_RATE_PERCENT,
} from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../database/transaction.js';
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

/** The business settings, stored as one app setting; a missing field takes its default. */
@Injectable()
export class BusinessSettingsService {
  constructor(
    private readonly settings: AppSettingsRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The settings as they are now (inside `tx` when one is given). */
  async get(tx?: Transaction): Promise<BusinessSettings> {
    const stored = (await this.settings.valueOf(KEY, tx)) as Partial<BusinessSettings> | undefined;
    return {
      ...DEFAULT_BUSINESS_SETTINGS,
      ...stored,
      cancellation: { ...DEFAULT_BUSINESS_SETTINGS.cancellation, ...stored?.cancellation },
    };
  }

  /**
   * Replaces the settings (the caller validated them) and answers what is stored now. `alongside` runs in the same
   * transaction with the settings before and after (to audit the change).
   */
  async replace(
    settings: BusinessSettings,
    alongside?: (tx: Transaction, before: BusinessSettings, after: BusinessSettings) => void,
  ): Promise<BusinessSettings> {
    return this.unitOfWork.run(async (tx) => {
      const before = await this.get(tx);
      await this.settings.save(tx, KEY, settings);
      const after = await this.get(tx);
      alongside?.(tx, before, after);
      return after;
    });
  }
}
