import { centsToKes, formatKes, toCents } from 'admin-kit/rules';

/** An amount in integer KES cents as the back-office writes money: 'KES 1,500' or 'KES 1,500.50'. */
export function formatCents(cents: number): string {
  return formatKes(centsToKes(cents));
}

/** Cents as a person types them into a KES field: '1500', or '1500.50' when there are cents. */
export function kesFieldText(cents: number): string {
  const kes = centsToKes(cents);
  return Number.isInteger(kes) ? String(kes) : kes.toFixed(2);
}

/**
 * What a person typed into a KES field, in cents; null when it is not an amount. Thousands separators
 * and spaces are allowed because people copy amounts from receipts ('1,500.50').
 */
export function parseKesToCents(text: string): number | null {
  const cleaned = text.replace(/[\s,]/g, '');
  if (!cleaned) return null;
  try {
    return toCents(cleaned);
  } catch {
    return null;
  }
}
