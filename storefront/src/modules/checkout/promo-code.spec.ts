import { ApiError } from '../../api/client';
import { chargedAmountChangedText, promoCodeField, promoCodeLines, promoCodeRefusal } from './promo-code';

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

  it("reads the checkout's refusal of the code, to say it at the promo field and drop the code", () => {
    const message = 'The promo code SAVE10 has been used up.';
    expect(promoCodeRefusal(new ApiError(message, 400, { promoCode: message }))).toBe(message);
  });

  it('leaves every other failure of the checkout to its toast', () => {
    // Another field refused, or none named: the code was not what failed.
    const phone = 'Phone number is required';
    expect(promoCodeRefusal(new ApiError(phone, 400, { phone }))).toBeUndefined();
    expect(promoCodeRefusal(new ApiError('The slot was taken meanwhile.', 400))).toBeUndefined();
    // Too many tries, or the server failing, is not the code's fault: trying again may work.
    const busy = 'Too many requests';
    expect(promoCodeRefusal(new ApiError(busy, 429, { promoCode: busy }))).toBeUndefined();
    expect(promoCodeRefusal(new ApiError('Request failed (500)', 500))).toBeUndefined();
    expect(promoCodeRefusal(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
