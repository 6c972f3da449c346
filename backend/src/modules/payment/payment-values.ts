import { centsToKes, formatKesNumber } from '@coworking/domain';
import { randomBytes } from 'node:crypto';
import { type Payment } from './entities/payment.entity.js';

/** An amount in a currency's subunits for people: 'KSh 2,999', or 'NGN 10.00' for another currency. */
export function moneyText(subunits: number, currency: string): string {
  return currency === 'KES' ? `KSh ${kes(subunits)}` : `${currency} ${(subunits / 100).toFixed(2)}`;
}

/** Formats cents as a KES amount for people: 600000 → '6,000'. */
export function kes(cents: number): string {
  return formatKesNumber(centsToKes(cents));
}

/** Paystack allows letters, digits, '-', '.', '='; ours read SCH-<12 hex>. */
export function newReference(): string {
  return `SCH-${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** How the e-mails about a payment greet its payer. */
export function firstNameOf(payment: Payment): string {
  return payment.customerName?.split(' ')[0] ?? '';
}
