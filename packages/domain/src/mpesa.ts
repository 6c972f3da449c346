/**
 * M-Pesa numbers as Kenyans write them, and as Paystack's Charge API takes them (international form without the plus:
 * `254712345678`). Safaricom's M-Pesa numbers are mobile numbers starting 07 or 01 (`+2547…`, `+2541…`).
 */

export const MPESA_PHONE_MESSAGE = 'Enter your M-Pesa number, like 0712 345 678 or +254 712 345 678';

/** Spaces, dashes, dots and brackets people put in a number; nothing else is allowed. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * The number in the form Paystack's `mobile_money.phone` takes (`2547XXXXXXXX` or `2541XXXXXXXX`), from `07…`, `01…`,
 * `+2547…`, `2547…` (and the same with 1), with any spaces or dashes; null for anything else.
 */
export function normalizeMpesaPhone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  const match = /^(?:\+?254|0)([17]\d{8})$/.exec(compact);
  return match ? `254${match[1]}` : null;
}

/** How a normalised number reads to its owner: '0712 345 678'. */
export function formatMpesaPhone(normalized: string): string {
  const local = `0${normalized.slice(3)}`;
  return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}
