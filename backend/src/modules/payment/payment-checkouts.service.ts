import { centsToKes } from '@coworking/domain';
import { BadGatewayException, Inject, Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/transaction.js';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { BookingsService, type HeldBooking } from '../booking/bookings.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { MailService } from '../mail/delivery/mail.service.js';
import { MembershipService } from '../membership/membership.service.js';
import {
  type InitializeBookingPaymentDto,
  type InitializeSubscriptionDto,
  type PaymentStartedDto,
} from './dto/payment.dto.js';
import { Payment } from './entities/payment.entity.js';
import { PAYMENT_MESSAGES } from './payment.messages.js';
import { kes, newReference, planPayment } from './payment-values.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaystackClient, PaystackError } from './paystack/paystack.client.js';

/**
 * Starting payments through Paystack: the storefront's booking and membership checkouts, and the checkout of any
 * committed payment row (pay links, renewals). Every amount is the server's; the `payments` row (one per
 * reference) records what is owed before Paystack hears of it.
 */
@Injectable()
export class PaymentCheckouts {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: PaymentsRepository,
    private readonly bookings: BookingsService,
    private readonly mail: MailService,
    private readonly membership: MembershipService,
    private readonly paystack: PaystackClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Holds the slot, records the payment and opens a Paystack transaction (card and M-Pesa). */
  async initializeBooking(
    body: InitializeBookingPaymentDto,
    clientAddress: string | null = null,
  ): Promise<PaymentStartedDto> {
    // The DTO has validated the selection and mapped the spec's older fields (`date`, `time`) onto these.
    const { spaceId, dates, times: slots, notes } = body.bookingData;
    const contact = {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email.toLowerCase(),
      phone: body.phone,
    };

    const { held, payment, staged } = await this.unitOfWork.run(async (tx) => {
      const quote = await this.bookings.quote(tx, { spaceId, dates, slots });
      const free = quote.amountCents === 0;
      const held = await this.bookings.createGroup(
        tx,
        { spaceId, dates, slots, contact, notes: notes?.trim() || null, clientAddress },
        free ? 'confirmed' : 'pending',
      );
      if (free) {
        const { mail } = await this.bookings.confirmPaidGroup(tx, held.bookingGroupId);
        return { held, payment: null, staged: mail ? [this.mail.stage(tx, mail)] : [] };
      }
      const payment = new Payment(newReference(), 'booking', held.bookingGroupId, held.amountCents, contact.email);
      Object.assign(payment, invoiceDetails(body));
      this.repository.add(tx, payment);
      return { held, payment, staged: [] as MailOutbox[] };
    });
    await this.mail.dispatch(staged);
    if (!payment) {
      return {
        success: true,
        isFree: true,
        amount: 0,
        amountCents: 0,
        data: { reference: null, authorization_url: null, access_code: null },
        holdExpiresAt: null,
        message: PAYMENT_MESSAGES.free,
      };
    }

    return this.startBookingCheckout(payment, held, spaceId);
  }

  /**
   * Opens the Paystack checkout of a held booking group's committed payment row (the storefront's checkout and the
   * pay links staff send); the hold is the group's, with the storefront's expiry.
   */
  startBookingCheckout(
    payment: Payment,
    held: Pick<HeldBooking, 'bookingGroupId' | 'holdExpiresAt'>,
    spaceId: string,
  ): Promise<PaymentStartedDto> {
    return this.startWithPaystack(
      payment,
      `${this.config.http.publicUrl}/checkout/complete`,
      { purpose: 'booking', bookingGroupId: held.bookingGroupId, spaceId },
      held.holdExpiresAt,
      () =>
        // Nothing can be paid: let the slot go at once instead of holding it for nobody.
        this.bookings.releaseGroup(held.bookingGroupId, 'Payment could not be started'),
    );
  }

  /** Starts paying for a plan booking: the plan's price for its first period. */
  async initializeSubscription(body: InitializeSubscriptionDto): Promise<PaymentStartedDto> {
    const payment = await this.unitOfWork.run(async (tx) => {
      const booking = await this.membership.planBookingForPayment(tx, body.planBookingId);
      const payment = planPayment(booking, newReference(), 1);
      Object.assign(payment, invoiceDetails(body));
      this.repository.add(tx, payment);
      return payment;
    });
    return this.startPlanCheckout(payment);
  }

  /** Opens the Paystack checkout of a committed payment row for a membership period. */
  startPlanCheckout(payment: Payment): Promise<PaymentStartedDto> {
    return this.startWithPaystack(
      payment,
      `${this.config.http.publicUrl}/membership?planBookingId=${payment.targetId}`,
      { purpose: 'plan', planBookingId: payment.targetId, periodNumber: payment.periodNumber },
      null,
      async () => undefined,
    );
  }

  /**
   * Opens the Paystack transaction for a committed payment row (card and M-Pesa, the server's amount).
   * If Paystack refuses or is unreachable the row is marked failed, `onFailure` undoes what was
   * held for it, and the client gets 502 with the reason.
   */
  private async startWithPaystack(
    payment: Payment,
    callbackUrl: string,
    metadata: Record<string, unknown>,
    holdExpiresAt: Date | null,
    onFailure: () => Promise<void>,
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
        data: {
          reference: payment.reference,
          authorization_url: started.authorization_url,
          access_code: started.access_code,
        },
        holdExpiresAt,
        message: `${PAYMENT_MESSAGES.initialized}: complete payment of KSh ${kes(payment.amountCents)}`,
      };
    } catch (error) {
      await this.repository.closePending(payment.reference, 'failed', {
        error: error instanceof Error ? error.message : String(error),
      });
      await onFailure();
      const reason = error instanceof PaystackError ? `${error.message}.` : 'the payment provider did not answer.';
      throw new BadGatewayException(PAYMENT_MESSAGES.couldNotStart(reason));
    }
  }
}

/** Who the receipt is for, as the checkout gave it. */
function invoiceDetails(body: {
  firstName?: string;
  lastName?: string;
  companyName?: string | null;
  kraPin?: string | null;
}): Pick<Payment, 'companyName' | 'kraPin'> & { customerName?: string } {
  const name = `${body.firstName ?? ''} ${body.lastName ?? ''}`.trim();
  return {
    ...(name ? { customerName: name } : {}),
    companyName: body.companyName?.trim() || null,
    kraPin: body.kraPin?.trim().toUpperCase() || null,
  };
}
