import type { ReportRecords } from 'admin-kit';
import { kesFromCents } from './report-charts';

export type PromoCodeReport = ReportRecords['promo-codes'];
export type PromoCodeFigures = PromoCodeReport['codes'][number];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The promo codes report in one sentence: what the codes brought in, what they gave away, and the best of them. */
export function promoCodesSummary(report: PromoCodeReport): string {
  const codes = report.codes;
  if (codes.length === 0) return 'No promo code was used for a payment in this range.';
  const revenue = codes.reduce((total, code) => total + code.revenueCents, 0);
  const discount = codes.reduce((total, code) => total + code.discountCents, 0);
  const uses = codes.reduce((total, code) => total + code.redemptions, 0);
  // The server lists the most revenue first.
  return `${kesFromCents(revenue)} paid with ${plural(codes.length, 'promo code', 'promo codes')} (${plural(uses, 'new use', 'new uses')}), ${kesFromCents(discount)} given in discounts. ${codes[0].code} brought the most.`;
}
