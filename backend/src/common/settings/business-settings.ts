import { type CancellationPolicy, DEFAULT_CANCELLATION_POLICY, KENYA_VAT_RATE_PERCENT } from '@coworking/domain';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppSetting } from '../entities/app-setting.entity.js';

/**
 * What the business says about itself on receipts, and its cancellation policy. Staff edit them in the back-office;
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
}

export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  businessName: 'Syokimau Coworking Hub',
  address: 'EENS Business Park, Syokimau, Mombasa Road, Nairobi',
  kraPin: null,
  vatRegistered: false,
  vatRatePercent: KENYA_VAT_RATE_PERCENT,
  cancellation: DEFAULT_CANCELLATION_POLICY,
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
