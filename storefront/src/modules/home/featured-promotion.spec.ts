import { type FeaturedPromotion, featuredPromotionOf, offerPrice, offersOnPlanCards } from './featured-promotion';

const PROMOTION: FeaturedPromotion = {
  code: 'LAUNCH30',
  bannerText: '30% OFF - Limited Time!',
  percentOff: 30,
  amountOffKes: null,
  appliesTo: 'all',
  planIds: [],
  validTo: '2026-12-31',
};

describe("the home page's offer from the featured promotion", () => {
  it('is read from the seed the page was rendered with, and is none without one', () => {
    expect(featuredPromotionOf([[['featured-promotion'], PROMOTION]])).toEqual(PROMOTION);
    expect(featuredPromotionOf([[['featured-promotion'], null]])).toBeNull();
    expect(featuredPromotionOf([])).toBeNull();
    expect(featuredPromotionOf([[['events', { featured: false }], []]])).toBeNull();
  });

  it('takes a percentage off the regular price', () => {
    expect(offerPrice(7000, PROMOTION)).toBe(4900);
    expect(offerPrice(15000, PROMOTION)).toBe(10500);
    expect(offerPrice(18000, PROMOTION)).toBe(12600);
    expect(offerPrice(18000, { percentOff: 100, amountOffKes: null })).toBe(0);
  });

  it('rounds down to whole shillings', () => {
    expect(offerPrice(999, { percentOff: 15, amountOffKes: null })).toBe(849); // 849.15
    expect(offerPrice(1999, { percentOff: 33, amountOffKes: null })).toBe(1339); // 1339.33
    expect(offerPrice(7000, { percentOff: null, amountOffKes: 500.5 })).toBe(6499); // 6499.50
  });

  it('takes a fixed amount off the regular price, never below nothing', () => {
    expect(offerPrice(7000, { percentOff: null, amountOffKes: 1000 })).toBe(6000);
    expect(offerPrice(7000, { percentOff: null, amountOffKes: 9000 })).toBe(0);
  });

  it('prices the plan cards only for a promotion on everything or on plans without naming any', () => {
    expect(offersOnPlanCards(null)).toBe(false);
    expect(offersOnPlanCards(PROMOTION)).toBe(true);
    expect(offersOnPlanCards({ ...PROMOTION, appliesTo: 'plans' })).toBe(true);
    expect(offersOnPlanCards({ ...PROMOTION, appliesTo: 'plans', planIds: ['b7c1'] })).toBe(false);
    expect(offersOnPlanCards({ ...PROMOTION, appliesTo: 'spaces' })).toBe(false);
  });
});
