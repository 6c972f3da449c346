/**
 * VAT on the product's prices. Every price is VAT-inclusive KES in integer cents, so VAT is never added on top:
 * it is the share of the gross that goes to KRA, split out for the receipt.
 */

/** Kenya's standard VAT rate (VAT Act 2013, section 5). */
export const KENYA_VAT_RATE_PERCENT = 16;

export interface VatBreakdown {
  netCents: number;
  vatCents: number;
  grossCents: number;
  ratePercent: number;
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a number of cents (${what}): ${value}`);
}

/**
 * Splits a VAT-inclusive gross amount: vat = round(gross × rate / (100 + rate)), net = gross − vat, so
 * net + vat === gross always (the rounding cent goes to VAT, never lost or invented).
 */
export function vatInclusiveBreakdown(grossCents: number, ratePercent: number): VatBreakdown {
  assertCents(grossCents, 'gross');
  if (!Number.isFinite(ratePercent) || ratePercent < 0) throw new RangeError(`Not a VAT rate: ${ratePercent}`);
  // gross × rate stays far below 2^53 for any real amount; one division and one rounding, no float sums.
  const vatCents = Math.round((grossCents * ratePercent) / (100 + ratePercent));
  return { netCents: grossCents - vatCents, vatCents, grossCents, ratePercent };
}

/**
 * The totals a receipt shows for several lines: VAT is computed once on the summed gross, not summed per line.
 * Per-line rounding could drift a cent or more from the VAT on the total, and the total is what was paid and
 * what the tax is due on. The line breakdowns' own net and VAT are ignored for that reason; only their gross and
 * their rate count, and every line must carry the same rate.
 */
export function sumVatBreakdowns(lines: readonly VatBreakdown[], ratePercent: number): VatBreakdown {
  let grossCents = 0;
  for (const line of lines) {
    assertCents(line.grossCents, 'line gross');
    if (line.ratePercent !== ratePercent) {
      throw new RangeError(`A line at ${line.ratePercent}% VAT in a total at ${ratePercent}%`);
    }
    grossCents += line.grossCents;
  }
  return vatInclusiveBreakdown(grossCents, ratePercent);
}
