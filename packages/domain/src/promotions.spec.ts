import {
  defaultPromoBanner,
  normalizePromoCode,
  promoDiscountCents,
  promoRefusal,
  promoRefusalMessage,
  type PromoRules,
} from './promotions.js';

const RULES: PromoRules = {
  active: true,
  percentOff: 10,
  amountOffCents: null,
  appliesTo: 'all',
  planIds: [],
  spaceIds: [],
  firstPeriodOnly: true,
  validFrom: null,
  validTo: null,
  maxRedemptions: null,
  maxPerCustomer: null,
};
const NO_USES = { total: 0, byCustomer: 0 };
const SPACE = { kind: 'space', spaceId: 'room-1' } as const;

describe('promo code discounts', () => {
  it('takes a percentage rounded down to whole cents, and never more than the price', () => {
    expect(promoDiscountCents(300_000, { percentOff: 10, amountOffCents: null })).toBe(30_000);
    expect(promoDiscountCents(333, { percentOff: 15, amountOffCents: null })).toBe(49);
    expect(promoDiscountCents(300_000, { percentOff: 100, amountOffCents: null })).toBe(300_000);
  });

  it('takes a fixed amount once, capped at the price', () => {
    expect(promoDiscountCents(300_000, { percentOff: null, amountOffCents: 50_000 })).toBe(50_000);
    expect(promoDiscountCents(30_000, { percentOff: null, amountOffCents: 50_000 })).toBe(30_000);
    expect(promoDiscountCents(0, { percentOff: null, amountOffCents: 50_000 })).toBe(0);
  });

  it('compares codes in capitals without surrounding spaces', () => {
    expect(normalizePromoCode('  save10 ')).toBe('SAVE10');
  });

  it('builds the banner from the discount when staff wrote none', () => {
    expect(defaultPromoBanner({ percentOff: 30, amountOffCents: null })).toBe('30% OFF - Limited Time!');
    expect(defaultPromoBanner({ percentOff: null, amountOffCents: 50_000 })).toBe('KSH 500 OFF - Limited Time!');
  });
});

describe('whether a code may be used', () => {
  it('accepts a code within its dates and limits', () => {
    expect(promoRefusal(RULES, SPACE, '2026-12-01', NO_USES)).toBeNull();
  });

  it('says which rule refuses it, the dates first', () => {
    expect(promoRefusal({ ...RULES, active: false }, SPACE, '2026-12-01', NO_USES)).toBe('inactive');
    expect(promoRefusal({ ...RULES, validFrom: '2026-12-02' }, SPACE, '2026-12-01', NO_USES)).toBe('not-yet-valid');
    expect(
      promoRefusal({ ...RULES, validTo: '2026-11-30', maxRedemptions: 1 }, SPACE, '2026-12-01', {
        total: 5,
        byCustomer: 5,
      }),
    ).toBe('expired');
    expect(promoRefusal({ ...RULES, validTo: '2026-12-01' }, SPACE, '2026-12-01', NO_USES)).toBeNull();
  });

  it('counts every use against the total and the customer’s uses against the per-customer limit', () => {
    const limited = { ...RULES, maxRedemptions: 3, maxPerCustomer: 1 };
    expect(promoRefusal(limited, SPACE, '2026-12-01', { total: 2, byCustomer: 0 })).toBeNull();
    expect(promoRefusal(limited, SPACE, '2026-12-01', { total: 3, byCustomer: 0 })).toBe('used-up');
    expect(promoRefusal(limited, SPACE, '2026-12-01', { total: 1, byCustomer: 1 })).toBe('customer-limit');
  });

  it('applies to the plans or spaces it names, never to tours, and to renewals only when told', () => {
    const plans = { ...RULES, appliesTo: 'plans' as const, planIds: ['plan-a'] };
    expect(promoRefusal(plans, { kind: 'plan', planId: 'plan-a', periodNumber: 1 }, '2026-12-01', NO_USES)).toBeNull();
    expect(promoRefusal(plans, { kind: 'plan', planId: 'plan-b', periodNumber: 1 }, '2026-12-01', NO_USES)).toBe(
      'not-applicable',
    );
    expect(promoRefusal(plans, SPACE, '2026-12-01', NO_USES)).toBe('not-applicable');
    expect(promoRefusal(plans, { kind: 'plan', planId: 'plan-a', periodNumber: 2 }, '2026-12-01', NO_USES)).toBe(
      'not-applicable',
    );
    expect(
      promoRefusal(
        { ...plans, firstPeriodOnly: false },
        { kind: 'plan', planId: 'plan-a', periodNumber: 2 },
        '2026-12-01',
        NO_USES,
      ),
    ).toBeNull();
    const spaces = { ...RULES, appliesTo: 'spaces' as const, spaceIds: ['room-1'] };
    expect(promoRefusal(spaces, SPACE, '2026-12-01', NO_USES)).toBeNull();
    expect(promoRefusal(spaces, { kind: 'space', spaceId: 'room-2' }, '2026-12-01', NO_USES)).toBe('not-applicable');
    expect(promoRefusal(RULES, { kind: 'tour' }, '2026-12-01', NO_USES)).toBe('not-applicable');
  });

  it('names the code and the reason in words a customer can act on', () => {
    expect(promoRefusalMessage('used-up', 'SAVE10')).toBe('The promo code SAVE10 has been used up.');
    expect(promoRefusalMessage('not-yet-valid', 'SAVE10', { validFrom: '2026-12-24' })).toBe(
      'The promo code SAVE10 can be used from 2026-12-24.',
    );
  });
});
