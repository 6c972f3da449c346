import { discountCentsOf, MPESA_CODE_PATTERN, normalizeMpesaCode } from './staff-bookings.js';

describe('staff bookings: discounts and M-Pesa codes', () => {
  it('takes a discount in cents or whole percent (rounded down), at most half the price', () => {
    expect(discountCentsOf(300_000, null)).toEqual({ cents: 0 });
    expect(discountCentsOf(300_000, { kind: 'percent', value: 10 })).toEqual({ cents: 30_000 });
    expect(discountCentsOf(99_999, { kind: 'percent', value: 50 })).toEqual({ cents: 49_999 });
    expect(discountCentsOf(300_000, { kind: 'cents', value: 150_000 })).toEqual({ cents: 150_000 });
    expect(discountCentsOf(300_000, { kind: 'cents', value: 150_001 })).toHaveProperty('problem');
    expect(discountCentsOf(300_000, { kind: 'percent', value: 51 })).toHaveProperty('problem');
    expect(discountCentsOf(300_000, { kind: 'percent', value: 0 })).toHaveProperty('problem');
    expect(discountCentsOf(300_000, { kind: 'cents', value: 12.5 })).toHaveProperty('problem');
  });

  it('reads M-Pesa codes as the SMS shows them: 10 capital letters and digits', () => {
    expect(normalizeMpesaCode(' qgh4 k2l9pz ')).toBe('QGH4K2L9PZ');
    expect(MPESA_CODE_PATTERN.test('QGH4K2L9PZ')).toBe(true);
    for (const code of ['QGH4K2L9P', 'QGH4K2L9PZX', 'QGH4-2L9PZ', 'qgh4k2l9pz'])
      expect(MPESA_CODE_PATTERN.test(code)).toBe(false);
  });
});
