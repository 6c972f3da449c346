import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';
import { PromoCode } from './promo-code.entity.js';

export const PROMO_PURPOSES = ['booking', 'plan'] as const;
export type PromoPurpose = (typeof PROMO_PURPOSES)[number];

/**
 * One use of a code by one checkout, written in the checkout's transaction. Whether it counts is read from what it
 * paid for, never kept twice: it is a paid use once its payment succeeded (or at once when nothing was left to pay),
 * a held use while its payment is pending and its hold lasts, and nothing once the hold ran out or the checkout was
 * given up. The discount terms are copied, so a membership's renewals keep the terms it was sold with.
 */
@Entity({ tableName: 'promo_redemptions' })
@Check({ name: 'promo_redemptions_purpose_check', expression: "purpose in ('booking', 'plan')" })
@Check({ name: 'promo_redemptions_discount_cents_check', expression: 'discount_cents >= 0' })
@Index({ name: 'promo_redemptions_promo_code_id_index', properties: ['promoCode'] })
@Index({ name: 'promo_redemptions_target_id_index', properties: ['targetId'] })
export class PromoRedemption extends BaseEntity {
  /** A code that has been used is never deleted (staff deactivate it). */
  @ManyToOne(() => PromoCode, { deleteRule: 'restrict' })
  promoCode: PromoCode;

  /** The customer's e-mail in lower case: the per-customer limit counts by it. */
  @Property({ type: 'text' })
  email: string;

  /** The payment it discounted; null when the code left nothing to pay (a use at once). */
  @Property({ type: 'text', nullable: true, unique: 'promo_redemptions_payment_reference_unique' })
  paymentReference: string | null;

  @Property({ type: 'text' })
  purpose: PromoPurpose;

  /** The booking group or plan booking it was for. */
  @Property({ type: 'uuid' })
  targetId: string;

  @Property({ type: 'integer' })
  discountCents: number;

  @Property({ type: 'integer', nullable: true })
  percentOff: number | null;

  @Property({ type: 'integer', nullable: true })
  amountOffCents: number | null;

  /** For plans: whether renewals are discounted too, as the code said when it was used. */
  @Property({ type: 'boolean' })
  renewals: boolean;

  /** Until when an unpaid use holds its place (the booking's hold; for plans, as long). */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt: Date;

  constructor(values: Omit<PromoRedemption, 'id' | 'createdAt'>) {
    super();
    this.promoCode = values.promoCode;
    this.email = values.email;
    this.paymentReference = values.paymentReference;
    this.purpose = values.purpose;
    this.targetId = values.targetId;
    this.discountCents = values.discountCents;
    this.percentOff = values.percentOff;
    this.amountOffCents = values.amountOffCents;
    this.renewals = values.renewals;
    this.expiresAt = values.expiresAt;
  }
}
