import { Payment } from '../entities/payment.entity.js';
import { withPromoLine } from './receipt-issuer.js';

describe('the receipt of a discounted payment', () => {
  const payment = (amountCents: number, discountCents: number, promoCode: string | null) =>
    Object.assign(new Payment('SCH-1', 'booking', 'group', amountCents, 'a@x.com'), { discountCents, promoCode });

  it('shows what was bought at its price and the code as a negative line, adding up to what was paid', () => {
    const lines = withPromoLine(payment(270_000, 30_000, 'SAVE10'), [
      { description: 'Slot 1', quantity: 1, amountCents: 135_000 },
      { description: 'Slot 2', quantity: 1, amountCents: 135_000 },
    ]);
    expect(lines).toEqual([
      { description: 'Slot 1', quantity: 1, amountCents: 150_000 },
      { description: 'Slot 2', quantity: 1, amountCents: 150_000 },
      { description: 'Promo code SAVE10', quantity: 1, amountCents: -30_000 },
    ]);
    expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(270_000);
  });

  it('leaves a receipt without a code, or with a staff discount, as it was', () => {
    const lines = [{ description: 'Desk', quantity: 1, amountCents: 100_000 }];
    expect(withPromoLine(payment(100_000, 0, null), lines)).toBe(lines);
    expect(withPromoLine(payment(100_000, 20_000, null), lines)).toBe(lines);
  });
});
