import { type Schemas } from '../../api/client';
import { type QuerySeed } from '../../app/query-seed';

/** `GET /api/promotions/featured`: the promotion staff chose to show on the site, active and valid today. */
export type FeaturedPromotion = Schemas['FeaturedPromotionDto'];

/** The seed key the API server renders the home page with (`[key, featured promotion or null]`). */
export const FEATURED_PROMOTION_KEY = ['featured-promotion'] as const;

/** The featured promotion a page was rendered with; null when there is none or the page carries no such seed. */
export function featuredPromotionOf(seed: QuerySeed): FeaturedPromotion | null {
  const entry = seed.find(([key]) => key.length === 1 && key[0] === FEATURED_PROMOTION_KEY[0]);
  return (entry?.[1] as FeaturedPromotion | null | undefined) ?? null;
}

/**
 * Whether the home page's plan cards show the offer price. They are marketing cards, not the API's plans, so a
 * promotion for some plans only cannot be matched to them: only one for everything, or for plans without naming
 * any, prices them; any other is shown in the offer banner alone.
 */
export function offersOnPlanCards(promotion: FeaturedPromotion | null): promotion is FeaturedPromotion {
  if (!promotion) return false;
  return promotion.appliesTo === 'all' || (promotion.appliesTo === 'plans' && promotion.planIds.length === 0);
}

/**
 * A regular price (KES) with the promotion taken off, as the cards print prices: whole shillings, rounded down
 * (the checkout charges the exact figure, to the cent). Never below zero.
 */
export function offerPrice(price: number, promotion: Pick<FeaturedPromotion, 'percentOff' | 'amountOffKes'>): number {
  const offered =
    promotion.percentOff !== null
      ? (price * (100 - promotion.percentOff)) / 100
      : price - (promotion.amountOffKes ?? 0);
  return Math.max(0, Math.floor(offered));
}
