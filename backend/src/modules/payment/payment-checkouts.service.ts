import { Inject, Injectable } from '@nestjs/common';
import { type Transaction } from '../../common/database/transaction.js';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { type PaymentStartedDto } from './dto/payment.dto.js';
import { Payment, type PaymentPurpose } from './entities/payment.entity.js';
import { PAYMENT_ERRORS } from './payment.errors.js';
import { PAYMENT_MESSAGES } from './payment.messages.js';
import { kes, newReference } from './payment-values.js';
import { PaymentsRepository } from './payments.repository.js';
import { startedAnswer } from './checkout-answers.js';
import { PaystackClient, PaystackError } from './paystack/paystack.client.js';
import { UnpaidPayments } from './unpaid-payments.service.js';
import { MOBILE_MONEY, MpesaPrompts, PAY_BY_CARD, type PayMethod } from './mpesa/mpesa-prompts.service.js';

/** Who a receipt is for, as a checkout gave it. */
export interface InvoiceDetails {
  firstName?: string;
  lastName?: string;
  companyName?: string | null;
  kraPin?: string | null;
}

/** The booking group a checkout pays for: its id and how long its slots are held. */
export interface HeldGroup {
  bookingGroupId: string;
  holdExpiresAt: Date | null;
}

/**
 * Starting payments through Paystack for the modules that sell something (booking groups, membership periods):
 * recording the payment row in their transaction, then opening its checkout (storefront, pay links, renewals). Every
 * amount is the server's; the `payments` row (one per reference) records what is owed before Paystack hears of it.
 */
@Injectable()
export class PaymentCheckouts {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly unpaid: UnpaidPayments,
    private readonly paystack: PaystackClient,
    private readonly mpesa: MpesaPrompts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A new payment row for what another module sells (a held booking group, a membership period), recorded in the
   * caller's transaction with who the receipt is for; its checkout is opened once that transaction committed.
   */
  open(
    tx: Transaction,
    target: { purpose: PaymentPurpose; targetId: string; amountCents: number; email: string },
    payer: InvoiceDetails = {},
  ): Payment {
    const payment = new Payment(newReference(), target.purpose, target.targetId, target.amountCents, target.email);
    Object.assign(payment, invoiceDetails(payer));
    this.repository.add(tx, payment);
    return payment;
  }

  /**
   * Opens the checkout of a held booking group's committed payment row (the storefront's checkout and the pay links
   * staff send): Paystack's checkout, or an M-Pesa prompt; the hold is the group's, with the storefront's expiry.
   */
  startBookingCheckout(
    payment: Payment,
    held: HeldGroup,
    spaceId: string | null,
    method: PayMethod = PAY_BY_CARD,
  ): Promise<PaymentStartedDto> {
    return this.start(
      payment,
      {
        callbackUrl: `${this.config.http.publicUrl}/checkout/complete`,
        metadata: { purpose: 'booking', bookingGroupId: held.bookingGroupId, ...(spaceId ? { spaceId } : {}) },
        holdExpiresAt: held.holdExpiresAt,
      },
      method,
    );
  }

  /**
   * Opens the checkout of a committed payment row for a membership period (or seats added to a team); the payer
   * comes back to the membership page, or to `returnUrl`.
   */
  startPlanCheckout(payment: Payment, returnUrl?: string, method: PayMethod = PAY_BY_CARD): Promise<PaymentStartedDto> {
    return this.start(
      payment,
      {
        callbackUrl: returnUrl ?? `${this.config.http.publicUrl}/membership?planBookingId=${payment.targetId}`,
        metadata: {
          purpose: 'plan',
          planBookingId: payment.targetId,
          periodNumber: payment.periodNumber,
          ...(payment.seatsAdded ? { seatsAdded: payment.seatsAdded } : {}),
        },
        holdExpiresAt: null,
      },
      method,
    );
  }

  /** Opens the checkout of a new attempt at an unpaid checkout (payments/mpesa), with its first attempt's target. */
  startAttempt(attempt: Payment, method: PayMethod): Promise<PaymentStartedDto> {
    return attempt.purpose === 'booking'
      ? this.startBookingCheckout(
          attempt,
          { bookingGroupId: attempt.targetId, holdExpiresAt: attempt.holdExpiresAt },
          null,
          method,
        )
      : this.startPlanCheckout(attempt, undefined, method);
  }

  private async start(payment: Payment, target: CheckoutTarget, method: PayMethod): Promise<PaymentStartedDto> {
    await this.repository.recordStart(payment.reference, {
      channel: method.channel === 'mpesa' ? MOBILE_MONEY : null,
      payerPhone: method.channel === 'mpesa' ? method.phone : null,
      holdExpiresAt: target.holdExpiresAt,
    });
    return method.channel === 'mpesa'
      ? this.mpesa.sendPrompt(payment, method.phone, target.metadata, target.holdExpiresAt)
      : this.startWithPaystack(payment, target);
  }

  /**
   * Opens the Paystack transaction for a committed payment row (card and M-Pesa, the server's amount).
   * If Paystack refuses or is unreachable the row is closed as failed (the owner of its target lets go of what it
   * held for it: PaymentClosedUnpaid), and the client gets 502 with the reason.
   */
  private async startWithPaystack(payment: Payment, target: CheckoutTarget): Promise<PaymentStartedDto> {
    try {
      const started = await this.paystack.initialize({
        email: payment.email,
        amount: payment.amountCents,
        currency: 'KES',
        reference: payment.reference,
        channels: ['card', 'mobile_money'],
        callback_url: target.callbackUrl,
        metadata: target.metadata,
      });
      return {
        ...startedAnswer(payment, 'checkout', target.holdExpiresAt),
        data: {
          reference: payment.reference,
          authorization_url: started.authorization_url,
          access_code: started.access_code,
        },
        message: `${PAYMENT_MESSAGES.initialized}: complete payment of KSh ${kes(payment.amountCents)}`,
      };
    } catch (error) {
      // Nothing can be paid: what was held for it goes at once instead of being held for nobody.
      await this.unpaid.close(payment, 'failed', 'Payment could not be started', {
        error: error instanceof Error ? error.message : String(error),
      });
      const reason = error instanceof PaystackError ? `${error.message}.` : 'the payment provider did not answer.';
      throw PAYMENT_ERRORS.checkoutNotStarted(reason);
    }
  }
}

/** Where a started checkout goes: the payer's return address, what Paystack keeps with it, the booking's hold. */
interface CheckoutTarget {
  callbackUrl: string;
  metadata: Record<string, unknown>;
  holdExpiresAt: Date | null;
}

/** Who the receipt is for, as the checkout gave it. */
function invoiceDetails(body: InvoiceDetails): Pick<Payment, 'companyName' | 'kraPin'> & { customerName?: string } {
  const name = `${body.firstName ?? ''} ${body.lastName ?? ''}`.trim();
  return {
    ...(name ? { customerName: name } : {}),
    companyName: body.companyName?.trim() || null,
    kraPin: body.kraPin?.trim().toUpperCase() || null,
  };
}
