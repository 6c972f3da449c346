import { KENYA_VAT_RATE_PERCENT, sumVatBreakdowns, vatInclusiveBreakdown } from './vat.js';

describe('VAT-inclusive amounts', () => {
  it('splits KSh 116 at 16% into KSh 100 net and KSh 16 VAT', () => {
    expect(KENYA_VAT_RATE_PERCENT).toBe(16);
    expect(vatInclusiveBreakdown(116_00, 16)).toEqual({
      netCents: 100_00,
      vatCents: 16_00,
      grossCents: 116_00,
      ratePercent: 16,
    });
  });

  it('handles the smallest amounts', () => {
    // 1 × 16 / 116 = 0.138 cents rounds to no VAT.
    expect(vatInclusiveBreakdown(1, 16)).toMatchObject({ netCents: 1, vatCents: 0 });
    expect(vatInclusiveBreakdown(0, 16)).toMatchObject({ netCents: 0, vatCents: 0, grossCents: 0 });
  });

  it('splits KSh 3,000 into KSh 2,586.21 and KSh 413.79', () => {
    // 300_000 × 16 / 116 = 41_379.31… cents.
    expect(vatInclusiveBreakdown(300_000, 16)).toMatchObject({ netCents: 258_621, vatCents: 41_379 });
  });

  it('rounds the VAT to the nearest cent', () => {
    // 1_000 × 16 / 116 = 137.93… → 138.
    expect(vatInclusiveBreakdown(1_000, 16)).toMatchObject({ netCents: 862, vatCents: 138 });
    // 725 × 16 / 116 = 100 exactly: nothing to round. (At 16% no gross lands on an exact half cent.)
    expect(vatInclusiveBreakdown(725, 16)).toMatchObject({ netCents: 625, vatCents: 100 });
    // 3 × 16 / 116 = 0.41… → 0; 4 × 16 / 116 = 0.55… → 1.
    expect(vatInclusiveBreakdown(3, 16).vatCents).toBe(0);
    expect(vatInclusiveBreakdown(4, 16).vatCents).toBe(1);
  });

  it('keeps net + VAT equal to the gross, and VAT non-negative, for every amount', () => {
    for (let gross = 0; gross <= 20_000; gross += 1) {
      const { netCents, vatCents, grossCents } = vatInclusiveBreakdown(gross, 16);
      expect(netCents + vatCents).toBe(gross);
      expect(grossCents).toBe(gross);
      expect(vatCents).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(netCents) && Number.isInteger(vatCents)).toBe(true);
    }
    for (const gross of [99_999_999, 123_456_789, 1_000_000_000_00]) {
      const { netCents, vatCents } = vatInclusiveBreakdown(gross, 16);
      expect(netCents + vatCents).toBe(gross);
    }
  });

  it('takes no VAT at a zero rate', () => {
    expect(vatInclusiveBreakdown(5_000, 0)).toMatchObject({ netCents: 5_000, vatCents: 0 });
  });

  it('refuses negative or fractional cents and impossible rates', () => {
    expect(() => vatInclusiveBreakdown(-1, 16)).toThrow(RangeError);
    expect(() => vatInclusiveBreakdown(1.5, 16)).toThrow(RangeError);
    expect(() => vatInclusiveBreakdown(Number.NaN, 16)).toThrow(RangeError);
    expect(() => vatInclusiveBreakdown(100, -16)).toThrow(RangeError);
    expect(() => vatInclusiveBreakdown(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('VAT on a receipt total', () => {
  it('computes VAT on the summed gross, not by adding the lines’ rounded VAT', () => {
    // Three lines of 4 cents: 1 cent VAT each when rounded per line, but 12 × 16 / 116 = 1.66 → 2 on the total.
    const lines = [4, 4, 4].map((gross) => vatInclusiveBreakdown(gross, 16));
    expect(lines.reduce((sum, line) => sum + line.vatCents, 0)).toBe(3);
    expect(sumVatBreakdowns(lines, 16)).toEqual({ netCents: 10, vatCents: 2, grossCents: 12, ratePercent: 16 });
  });

  it('gives a zero total for no lines and refuses lines at another rate', () => {
    expect(sumVatBreakdowns([], 16)).toEqual({ netCents: 0, vatCents: 0, grossCents: 0, ratePercent: 16 });
    expect(() => sumVatBreakdowns([vatInclusiveBreakdown(100, 8)], 16)).toThrow(RangeError);
  });
});
