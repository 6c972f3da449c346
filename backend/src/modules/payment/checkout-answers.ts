import { centsToKes, formatMpesaPhone } from '@coworking/domain';
import { type PaymentStartedDto } from './dto/payment.dto.js';
import { type Payment } from './entities/payment.entity.js';

/**
 * The answer to a started checkout, before its channel's own parts (Paystack's checkout, or the M-Pesa prompt):
 * the server's amount, the promo code's share, the hold.
 */
export function startedAnswer(
  payment: Payment,
  status: PaymentStartedDto['status'],
  holdExpiresAt: Date | null,
): Omit<PaymentStartedDto, 'data' | 'message'> {
  const mpesa = payment.payerPhone !== null && status !== 'checkout';
  return {
    success: status !== 'failed',
    status,
    channel: mpesa ? 'mpesa' : 'card',
    mpesaPhone: mpesa && payment.payerPhone ? formatMpesaPhone(payment.payerPhone) : null,
    isFree: false,
    amount: centsToKes(payment.amountCents),
    amountCents: payment.amountCents,
    ...priceParts(payment),
    holdExpiresAt,
  };
}

/** The price before a promo code, what the code took off (KES) and the code, as a checkout answers them. */
export function priceParts(
  payment: Pick<Payment, 'amountCents' | 'discountCents' | 'promoCode'> | null,
): Pick<PaymentStartedDto, 'originalAmount' | 'discount' | 'promoCode'> {
  if (!payment) return { originalAmount: 0, discount: 0, promoCode: null };
  // A staff discount is the desk's business; the storefront's answers speak only of promo codes.
  const discountCents = payment.promoCode ? payment.discountCents : 0;
  return {
    originalAmount: centsToKes(payment.amountCents + discountCents),
    discount: centsToKes(discountCents),
    promoCode: payment.promoCode,
  };
}
