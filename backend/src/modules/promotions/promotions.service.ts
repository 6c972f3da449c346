import {
  centsToKes,
  defaultPromoBanner,
  normalizePromoCode,
  PROMO_CODE_PATTERN,
  promoDiscountCents,
  type PromoPurchase,
  promoRefusal,
  promoTermsText,
  venueToday,
} from '@coworking/domain';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock.js';
import { type Transaction } from '../../common/database/transaction.js';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { type FeaturedPromotionDto, type PromoCheckDto, type PromoCheckResultDto } from './dto/promo-check.dto.js';
import { type PromoCode } from './entities/promo-code.entity.js';
import { PromoRedemption, type PromoPurpose } from './entities/promo-redemption.entity.js';
import { PromoCodesRepository } from './promo-codes.repository.js';
import { PROMOTIONS_ERRORS } from './promotions.errors.js';

/** A code accepted for a checkout, with the code locked until the checkout's transaction ends. */
export interface PromoApplication {
  promo: PromoCode;
  /** What the price was before the code, and what the code takes off it (KES cents). */
  priceCents: number;
  discountCents: number;
}

/** What a checkout bought with the code, recorded as the code's use in the checkout's transaction. */
export interface PromoUse {
  purpose: PromoPurpose;
  /** The booking group or plan booking. */
  targetId: string;
  email: string;
  /** The payment the code discounted; null when it left nothing to pay. */
  paymentReference: string | null;
  /** How long the use holds its place unpaid: the booking's hold (the same length for plans when not given). */
  expiresAt: Date | null;
}

/**
 * Promo codes at checkout: whether a code may be used for a purchase and what it takes off, a use recorded with the
 * checkout that made it, the discount a membership's renewals keep, and the promotion the site advertises. A use
 * counts while its checkout is being paid and for good once paid (promo-codes.repository.ts reads that from the
 * payment), so a checkout given up or a hold run out gives the use back without anyone having to.
 */
@Injectable()
export class PromotionsService {
  constructor(
    private readonly repository: PromoCodesRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** What a code would take off the price a page shows, before paying (no use is recorded). 400 says why not. */
  async check(body: PromoCheckDto): Promise<PromoCheckResultDto> {
    const code = normalizePromoCode(body.code);
    const promo = PROMO_CODE_PATTERN.test(code) ? await this.repository.findByCode(code) : null;
    if (!promo) throw PROMOTIONS_ERRORS.refused('unknown', code);
    const purchase: PromoPurchase = body.planId
      ? { kind: 'plan', planId: body.planId, periodNumber: 1 }
      : body.spaceId
        ? { kind: 'space', spaceId: body.spaceId }
        : { kind: 'tour' };
    this.assertUsable(promo, purchase, await this.usesCounted(null, promo, body.email ?? null));
    const priceCents = Math.round(body.amount * 100);
    const discountCents = promoDiscountCents(priceCents, promo);
    return {
      code: promo.code,
      percentOff: promo.percentOff,
      amountOffKes: promo.amountOffCents === null ? null : centsToKes(promo.amountOffCents),
      originalAmount: centsToKes(priceCents),
      discount: centsToKes(discountCents),
      total: centsToKes(priceCents - discountCents),
      message: `${promo.code}: ${promoTermsText(promo)}`,
    };
  }

  /**
   * Accepts a code for a checkout in its transaction, or refuses it (400 naming why). The code stays locked until
   * that transaction ends, so parallel checkouts with the same code count each other's uses: with one use left,
   * exactly one of them gets it.
   */
  async apply(
    tx: Transaction,
    codeText: string,
    purchase: PromoPurchase,
    email: string,
    priceCents: number,
  ): Promise<PromoApplication> {
    const code = normalizePromoCode(codeText);
    const customer = email.toLowerCase();
    const promo = PROMO_CODE_PATTERN.test(code) ? await this.lockForCheckout(tx, code, customer) : null;
    if (!promo) throw PROMOTIONS_ERRORS.refused('unknown', code);
    this.assertUsable(promo, purchase, await this.usesCounted(tx, promo, customer));
    return { promo, priceCents, discountCents: promoDiscountCents(priceCents, promo) };
  }

  /**
   * The code, locked for a checkout as its limits need it, until the checkout commits. A limit in all makes checkouts
   * with the code take turns, so the last use is given once. Without one they go side by side (a launch-day code
   * used by everyone at once must not queue every checkout behind the others), only a limit per customer queueing
   * that customer's checkouts. Either way the code cannot be edited while checkouts using it are open, so each one
   * applies the terms in force when it commits; a limit in all set between the first look and the lock is refused
   * with a 409 to try again, rather than counted without the turn it needs.
   */
  private async lockForCheckout(tx: Transaction, code: string, customer: string): Promise<PromoCode | null> {
    const seen = await this.repository.findByCode(code, tx);
    if (!seen) return null;
    if (seen.maxRedemptions !== null) return this.repository.lockByCode(tx, code, 'exclusive');
    const promo = await this.repository.lockByCode(tx, code, 'shared');
    if (promo?.maxRedemptions != null) throw PROMOTIONS_ERRORS.termsChanged(code);
    if (promo?.maxPerCustomer != null) await this.repository.lockCustomerUses(tx, promo.id, customer);
    return promo;
  }

  /** The uses a code's limits count (paid, or held by a checkout in progress); none need counting without a limit. */
  private usesCounted(
    tx: Transaction | null,
    promo: PromoCode,
    email: string | null,
  ): Promise<{ total: number; byCustomer: number }> {
    if (promo.maxRedemptions === null && promo.maxPerCustomer === null)
      return Promise.resolve({ total: 0, byCustomer: 0 });
    return this.repository.uses(tx, promo.id, email);
  }

  /** Records the use of an accepted code in the checkout's transaction. */
  record(tx: Transaction, application: PromoApplication, use: PromoUse): void {
    const { promo } = application;
    this.repository.addRedemption(
      tx,
      new PromoRedemption({
        promoCode: promo,
        email: use.email.toLowerCase(),
        paymentReference: use.paymentReference,
        purpose: use.purpose,
        targetId: use.targetId,
        discountCents: application.discountCents,
        percentOff: promo.percentOff,
        amountOffCents: promo.amountOffCents,
        renewals: use.purpose === 'plan' && !promo.firstPeriodOnly,
        expiresAt: use.expiresAt ?? new Date(this.clock.now().getTime() + this.config.booking.holdMinutes * 60_000),
      }),
    );
  }

  /**
   * The discount a renewal of a membership keeps: the terms of the code its first period was paid with, when that
   * code discounts every renewal. A renewal is not a new use: the code's limits and dates were checked when it was sold.
   */
  async renewalDiscount(
    tx: Transaction,
    planBookingId: string,
    priceCents: number,
  ): Promise<{ code: string; discountCents: number } | null> {
    const redemption = await this.repository.renewingRedemption(tx, planBookingId);
    if (!redemption) return null;
    const discountCents = promoDiscountCents(priceCents, redemption);
    return discountCents > 0 ? { code: redemption.promoCode.code, discountCents } : null;
  }

  /** The promotion the site advertises today, or null. */
  async featured(): Promise<FeaturedPromotionDto | null> {
    const promo = await this.repository.featured(venueToday(this.clock.now()));
    if (!promo) return null;
    return {
      code: promo.code,
      bannerText: promo.bannerText ?? defaultPromoBanner(promo),
      percentOff: promo.percentOff,
      amountOffKes: promo.amountOffCents === null ? null : centsToKes(promo.amountOffCents),
      appliesTo: promo.appliesTo,
      planIds: promo.planIds,
      validTo: promo.validTo,
    };
  }

  private assertUsable(promo: PromoCode, purchase: PromoPurchase, uses: { total: number; byCustomer: number }): void {
    const refusal = promoRefusal(promo, purchase, venueToday(this.clock.now()), uses);
    if (refusal) throw PROMOTIONS_ERRORS.refused(refusal, promo.code, promo.validFrom);
  }
}
