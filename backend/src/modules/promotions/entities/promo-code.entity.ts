import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Property } from '@mikro-orm/decorators/legacy';
import { type PromoAppliesTo, type PromoRules } from '@coworking/domain';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';

/**
 * A promo code staff created: what it takes off (a percentage or a fixed amount, exactly one), what it applies to,
 * when and how often it may be used, and whether the site advertises it. Codes are stored in capitals, so the unique
 * key makes them unique whatever case a customer types.
 */
@Entity({ tableName: 'promo_codes' })
@Check({
  name: 'promo_codes_one_discount_check',
  expression:
    '(percent_off is not null and amount_off_cents is null and percent_off >= 1 and percent_off <= 100) or (percent_off is null and amount_off_cents is not null and amount_off_cents > 0)',
})
@Check({ name: 'promo_codes_applies_to_check', expression: "applies_to in ('all', 'plans', 'spaces')" })
@Check({
  name: 'promo_codes_dates_check',
  expression: 'valid_to is null or valid_from is null or valid_to >= valid_from',
})
@Check({
  name: 'promo_codes_limits_check',
  expression: 'coalesce(max_redemptions, 1) >= 1 and coalesce(max_per_customer, 1) >= 1',
})
export class PromoCode extends TimestampedEntity implements PromoRules {
  /** In capitals ('SAVE10'). */
  @Property({ type: 'text', unique: 'promo_codes_code_unique' })
  code: string;

  /** Staff's own note: what the code is for. */
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'integer', nullable: true })
  percentOff: number | null = null;

  @Property({ type: 'integer', nullable: true })
  amountOffCents: number | null = null;

  @Property({ type: 'text', default: 'all' })
  appliesTo: Opt<PromoAppliesTo> = 'all';

  /** The membership plans it applies to when `appliesTo` is 'plans'. */
  @Property({ type: 'json', default: '[]' })
  planIds: Opt<string[]> = [];

  /** The spaces it applies to when `appliesTo` is 'spaces'. */
  @Property({ type: 'json', default: '[]' })
  spaceIds: Opt<string[]> = [];

  /** For plans: only the first period is discounted; otherwise every renewal of that membership is too. */
  @Property({ type: 'boolean', default: true })
  firstPeriodOnly: Opt<boolean> = true;

  /** Nairobi dates, both included. */
  @Property({ type: 'date', nullable: true })
  validFrom: string | null = null;

  @Property({ type: 'date', nullable: true })
  validTo: string | null = null;

  /** Paid uses (and uses held by checkouts in progress) allowed in all; null: no limit. */
  @Property({ type: 'integer', nullable: true })
  maxRedemptions: number | null = null;

  /** Uses allowed per customer e-mail address; null: no limit. */
  @Property({ type: 'integer', nullable: true })
  maxPerCustomer: number | null = null;

  @Property({ type: 'boolean', default: true })
  active: Opt<boolean> = true;

  /** Advertised on the home page (offer banner, struck-through prices) while active and valid. */
  @Property({ type: 'boolean', default: false })
  displayOnSite: Opt<boolean> = false;

  /** The banner's words; built from the discount when empty. */
  @Property({ type: 'text', nullable: true })
  bannerText: string | null = null;

  constructor(code: string) {
    super();
    this.code = code;
  }
}
