import { promoCodesSummary, type PromoCodeFigures } from './promo-code-report';

const code = (figures: Partial<PromoCodeFigures>): PromoCodeFigures => ({
  promoCodeId: 'id',
  code: 'SAVE10',
  active: true,
  redemptions: 0,
  payments: 0,
  revenueCents: 0,
  refundedCents: 0,
  discountCents: 0,
  ...figures,
});

describe('the promo codes report in words', () => {
  it('adds up what the codes brought in and gave away, naming the best first', () => {
    expect(
      promoCodesSummary({
        from: '2026-11-01',
        to: '2026-11-30',
        codes: [
          code({ code: 'LAUNCH', redemptions: 2, payments: 3, revenueCents: 900_000, discountCents: 100_000 }),
          code({ code: 'SAVE10', redemptions: 1, payments: 1, revenueCents: 270_000, discountCents: 30_000 }),
        ],
      }),
    ).toBe('KES 11,700 paid with 2 promo codes (3 new uses), KES 1,300 given in discounts. LAUNCH brought the most.');
  });

  it('says when no code was used', () => {
    expect(promoCodesSummary({ from: '2026-11-01', to: '2026-11-30', codes: [] })).toBe(
      'No promo code was used for a payment in this range.',
    );
  });
});
