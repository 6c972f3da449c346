import {
  type CancellationPolicy,
  DEFAULT_BOOK_AHEAD_DAYS,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_MEMBERSHIP_GRACE_DAYS,
  KENYA_VAT_RATE_PERCENT,
} from '@coworking/domain';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppSetting } from '../entities/app-setting.entity.js';

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
  constructor(private readonly em: EntityManager) {}

  /** The settings as they are now (inside `em`'s transaction when one is given). */
  async get(em: EntityManager = this.em.fork()): Promise<BusinessSettings> {
    const stored = (await em.findOne(AppSetting, { key: KEY }))?.value as Partial<BusinessSettings> | undefined;
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
    alongside?: (em: EntityManager, before: BusinessSettings, after: BusinessSettings) => void,
  ): Promise<BusinessSettings> {
    return this.em.fork().transactional(async (em) => {
      const before = await this.get(em);
      await em.upsert(AppSetting, { key: KEY, value: settings, updatedAt: new Date() });
      const after = await this.get(em);
      alongside?.(em, before, after);
      return after;
    });
  }
}
