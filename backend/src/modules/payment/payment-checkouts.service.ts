import { centsToKes } from '@coworking/domain';
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
import { PaystackClient, PaystackError } from './paystack/paystack.client.js';
import { UnpaidPayments } from './unpaid-payments.service.js';

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
   * Opens the Paystack checkout of a held booking group's committed payment row (the storefront's checkout and the
   * pay links staff send); the hold is the group's, with the storefront's expiry.
   */
  startBookingCheckout(payment: Payment, held: HeldGroup, spaceId: string): Promise<PaymentStartedDto> {
    return this.startWithPaystack(
      payment,
      `${this.config.http.publicUrl}/checkout/complete`,
      { purpose: 'booking', bookingGroupId: held.bookingGroupId, spaceId },
      held.holdExpiresAt,
    );
  }

  /**
   * Opens the Paystack checkout of a committed payment row for a membership period (or seats added to a team); the
   * payer comes back to the membership page, or to `returnUrl`.
   */
  startPlanCheckout(payment: Payment, returnUrl?: string): Promise<PaymentStartedDto> {
    return this.startWithPaystack(
      payment,
      returnUrl ?? `${this.config.http.publicUrl}/membership?planBookingId=${payment.targetId}`,
      {
        purpose: 'plan',
        planBookingId: payment.targetId,
        periodNumber: payment.periodNumber,
        ...(payment.seatsAdded ? { seatsAdded: payment.seatsAdded } : {}),
      },
      null,
    );
  }

  /**
   * Opens the Paystack transaction for a committed payment row (card and M-Pesa, the server's amount).
   * If Paystack refuses or is unreachable the row is closed as failed (the owner of its target lets go of what it
   * held for it: PaymentClosedUnpaid), and the client gets 502 with the reason.
   */
  private async startWithPaystack(
    payment: Payment,
    callbackUrl: string,
    metadata: Record<string, unknown>,
    holdExpiresAt: Date | null,
  ): Promise<PaymentStartedDto> {
    try {
      const started = await this.paystack.initialize({
        email: payment.email,
        amount: payment.amountCents,
        currency: 'KES',
        reference: payment.reference,
        channels: ['card', 'mobile_money'],
        callback_url: callbackUrl,
        metadata,
      });
      return {
        success: true,
        isFree: false,
        amount: centsToKes(payment.amountCents),
        amountCents: payment.amountCents,
        ...priceParts(payment),
        data: {
          reference: payment.reference,
          authorization_url: started.authorization_url,
          access_code: started.access_code,
        },
        holdExpiresAt,
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

/** Who the receipt is for, as the checkout gave it. */
function invoiceDetails(body: InvoiceDetails): Pick<Payment, 'companyName' | 'kraPin'> & { customerName?: string } {
  const name = `${body.firstName ?? ''} ${body.lastName ?? ''}`.trim();
  return {
    ...(name ? { customerName: name } : {}),
    companyName: body.companyName?.trim() || null,
    kraPin: body.kraPin?.trim().toUpperCase() || null,
  };
}
