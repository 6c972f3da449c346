import { newIdempotencyKey, refundBody, refundFormValues, validateRefundForm } from './refund-form';

const LEFT = 250000; // KES 2,500 can still be refunded
const valid = { amount: '1500', reason: 'Customer moved to another date' };

describe('refund form', () => {
  it('offers everything that is left', () => {
    expect(refundFormValues(LEFT)).toEqual({ amount: '2500', reason: '' });
    expect(refundFormValues(150050).amount).toBe('1500.50');
  });

  it('accepts any amount up to what is left, with a reason', () => {
    expect(validateRefundForm(valid, LEFT)).toEqual({});
    expect(validateRefundForm({ ...valid, amount: '2,500' }, LEFT)).toEqual({});
  });

  it('refuses more than is left, saying how much is', () => {
    expect(validateRefundForm({ ...valid, amount: '2500.01' }, LEFT).amount).toBe('At most KES 2,500 can be refunded');
  });

  it('refuses a blank, zero or malformed amount', () => {
    expect(validateRefundForm({ ...valid, amount: ' ' }, LEFT).amount).toBe('Enter the amount to refund');
    expect(validateRefundForm({ ...valid, amount: '0' }, LEFT).amount).toBe('The amount must be more than zero');
    expect(validateRefundForm({ ...valid, amount: 'abc' }, LEFT).amount).toBe(
      'Enter an amount in KES, e.g. 1500 or 1500.50',
    );
  });

  it('requires a reason of 3 to 500 characters', () => {
    expect(validateRefundForm({ ...valid, reason: ' ok ' }, LEFT).reason).toBe(
      'Please give a reason (at least 3 characters)',
    );
    expect(validateRefundForm({ ...valid, reason: 'x'.repeat(501) }, LEFT).reason).toBe(
      'The reason must be at most 500 characters',
    );
  });

  it('sends the amount in cents, the trimmed reason and the key made when the dialog opened', () => {
    expect(refundBody({ amount: '1,500.50', reason: '  Double booking ' }, 'key-1')).toEqual({
      amountCents: 150050,
      reason: 'Double booking',
      idempotencyKey: 'key-1',
    });
  });

  it('makes a fresh UUID for each refund, even where crypto.randomUUID is missing', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    const insecureOrigin = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(array) };
    expect(newIdempotencyKey(insecureOrigin)).toMatch(uuid);
  });
});
