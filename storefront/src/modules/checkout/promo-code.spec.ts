import { chargedAmountChangedText, promoCodeField, promoCodeLines } from './promo-code';

describe('a promo code at checkout', () => {
  it('shows the price before the code, the discount and the total from the API figures', () => {
    expect(promoCodeLines({ code: 'SAVE10', originalAmount: 3000, discount: 300, total: 2700 })).toEqual({
      originalPrice: 'KSh 3,000',
      discountLabel: 'Promo code SAVE10',
      discountAmount: '\u2212KSh 300',
      total: 'KSh 2,700',
    });
  });

  it('writes cents only when a figure has them', () => {
    const lines = promoCodeLines({ code: 'WELCOME', originalAmount: 1499.5, discount: 149.95, total: 1349.55 });
    expect(lines.originalPrice).toBe('KSh 1,499.50');
    expect(lines.discountAmount).toBe('\u2212KSh 149.95');
    expect(lines.total).toBe('KSh 1,349.55');
  });

  it('sends no promoCode field at all without a code', () => {
    expect(promoCodeField(undefined)).toEqual({});
    expect(promoCodeField('')).toEqual({});
    expect(promoCodeField('SAVE10')).toEqual({ promoCode: 'SAVE10' });
  });

  it('says so when the payment started for another amount than the page showed', () => {
    expect(chargedAmountChangedText(2700, 2800)).toBe(
      'The amount to pay is KSh 2,800, not the KSh 2,700 shown before: prices and promo codes are checked again when payment starts.',
    );
  });
});
