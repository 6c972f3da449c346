import { promoCodeError, promoCodeSchema } from './promo-code-schema';

describe('the promo code field of the checkout', () => {
  it('takes a code in any case with spaces around it, and applies it in capitals', () => {
    expect(promoCodeSchema.parse({ promoCode: '  save10 ' })).toEqual({ promoCode: 'SAVE10' });
    expect(promoCodeSchema.parse({ promoCode: 'New-Year_2027' })).toEqual({ promoCode: 'NEW-YEAR_2027' });
  });

  it('accepts 3 to 32 letters, digits, dashes and underscores', () => {
    for (const code of ['ABC', 'a1-', '___', 'X'.repeat(32)]) expect(promoCodeError(code)).toBeUndefined();
  });

  it('asks for a code when Apply is pressed with none', () => {
    expect(promoCodeError('')).toBe('Please enter a promo code');
    expect(promoCodeError('   ')).toBe('Please enter a promo code');
  });

  it('names the fix: the space, the character, the length', () => {
    expect(promoCodeError('SAVE 10')).toBe('Promo code cannot contain spaces');
    expect(promoCodeError('SAVE10!')).toBe(
      'Promo code can only contain letters, digits, dashes (-) and underscores (_)',
    );
    expect(promoCodeError('SAVÉ10')).toBe(
      'Promo code can only contain letters, digits, dashes (-) and underscores (_)',
    );
    expect(promoCodeError('AB')).toBe('Promo code must be at least 3 characters');
    expect(promoCodeError('X'.repeat(33))).toBe('Promo code must be at most 32 characters');
  });
});
