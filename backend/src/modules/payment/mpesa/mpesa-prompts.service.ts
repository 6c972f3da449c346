import { formatMpesaPhone } from '@coworking/domain';
import { Inject, Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { type PayMethodFields } from '../../../common/http/pay-method.fields.js';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { startedAnswer } from '../checkout-answers.js';
import { type PaymentStartedDto } from '../dto/payment.dto.js';
import { type Payment } from '../entities/payment.entity.js';
import { PAYMENT_MESSAGES } from '../payment.messages.js';
import { PaymentsRepository } from '../payments.repository.js';
import { PaystackClient, PaystackError } from '../paystack/paystack.client.js';

/** Paystack's name of the M-Pesa channel, as payments record it. */
export const MOBILE_MONEY = 'mobile_money';

/** How a checkout is paid: Paystack's checkout, or an M-Pesa PIN prompt sent to a number (2547XXXXXXXX). */
export type PayMethod = { channel: 'card' } | { channel: 'mpesa'; phone: string };
export const PAY_BY_CARD: PayMethod = { channel: 'card' };

/** The way of paying a checkout body asked for (its DTO has validated and normalised the number). */
export function payMethodOf(body: PayMethodFields): PayMethod {
  return body.channel === 'mpesa' && body.mpesaPhone ? { channel: 'mpesa', phone: body.mpesaPhone } : PAY_BY_CARD;
}

/**
 * M-Pesa by STK push through Paystack's Charge API: the PIN prompt goes to the payer's phone and the answer is
 * `pending`; the outcome arrives as the charge.success webhook (the one fulfilment path) or through the payer's page
 * (PaymentAttempts.progress), which asks Paystack no more than once per 10 s.
 */
@Injectable()
export class MpesaPrompts {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: PaymentsRepository,
    private readonly paystack: PaystackClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sends the prompt for a committed payment row. When Paystack refuses it (a number M-Pesa does not serve, payments
   * not configured) nothing was charged: the payment is closed as failed, but what it held stays held until its
   * hold ends, so the payer can try again or pay another way. When Paystack does not answer, the prompt may have gone
   * out: the answer is `pending` and the page follows it (a charge Paystack never saw is closed as failed there).
   */
  async sendPrompt(
    payment: Payment,
    phone: string,
    metadata: Record<string, unknown>,
    holdExpiresAt: Date | null,
  ): Promise<PaymentStartedDto> {
    const shown = formatMpesaPhone(phone);
    const answer = (status: 'pending' | 'failed', message: string): PaymentStartedDto => ({
      ...startedAnswer({ ...payment, payerPhone: phone }, status, holdExpiresAt),
      data: { reference: payment.reference, authorization_url: null, access_code: null },
      message,
    });
    try {
      await this.paystack.chargeMobileMoney({
        email: payment.email,
        amount: payment.amountCents,
        currency: 'KES',
        reference: payment.reference,
        metadata: { ...metadata, channel: 'mpesa' },
        mobile_money: { phone, provider: 'mpesa' },
      });
      return answer('pending', PAYMENT_MESSAGES.mpesaPrompt(shown));
    } catch (error) {
      const refused =
        !this.config.paystack.secretKey ||
        (error instanceof PaystackError && error.status >= 400 && error.status < 500);
      if (!refused) return answer('pending', PAYMENT_MESSAGES.mpesaPrompt(shown));
      const why = error instanceof Error ? error.message : String(error);
      await this.unitOfWork.run((tx) =>
        this.repository.closePending(tx, payment.reference, 'failed', { error: why, channel: MOBILE_MONEY }),
      );
      return answer('failed', PAYMENT_MESSAGES.mpesaNotStarted(shown, why.replace(/\.$/, '')));
    }
  }
}
