/**
 * Money is KES. Amounts are exact: a decimal string as PostgreSQL's numeric(10,2) returns it
 * ('1500.00'), or integer cents (what Paystack and the payments table use). Never a float sum.
 */

/** KES decimal string ('1500.00', '1500', '1500.5') to integer cents, exactly. */
export function toCents(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`Not a KES amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Integer cents to the KES decimal string the API sends ('150000' → '1500.00'). */
export function centsToAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a number of cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Integer cents to KES as a number, for display (1500.5). */
export function centsToKes(cents: number): number {
  return cents / 100;
}

/** How an amount is labelled: 'KSh' on the public site (spec section 9), 'KES' in the back-office (spec section 3). */
export type KesLabel = 'KSh' | 'KES';

/**
 * 'KSh 12,500' from a KES amount (number or decimal string): thousands separated; cents, when there
 * are any, always as two digits ('KSh 1,500.50'), as money is written.
 */
export function formatKes(amount: number | string, label: KesLabel = 'KSh'): string {
  return `${label} ${formatKesNumber(amount)}`;
}

/** The number alone, for texts that put the label themselves ('KSh {{amount}}' in e-mail templates): '1,500.50'. */
export function formatKesNumber(amount: number | string): string {
  const value = Number(amount);
  if (!Number.isFinite(value) || Math.abs(value) >= 1e13) return String(value);
  // Written out rather than by Intl.NumberFormat: a page's first Intl object initialises the browser's locale data,
  // one task of 40–75 ms on a phone's CPU, and nearly every page shows a price while it hydrates (decision 0305).
  // The spec holds it to en-KE's Intl output.
  // In cents, rounded as the amount is written in decimal ('1.005' → 1.01), as Intl rounds; not the binary double.
  const cents = Math.round(Number(`${Math.abs(value).toFixed(6)}e2`));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${whole}${Number.isInteger(value) ? '' : `.${String(cents % 100).padStart(2, '0')}`}`;
}

/** What a space or plan without a price shows instead (spec section 9). */
export const NO_PRICE_TEXT = 'Contact for pricing';
