import { BadGatewayException, Injectable, NotFoundException } from '@nestjs/common';
import { type Transaction } from '../../common/database/transaction.js';
import { type HeldBooking } from '../booking/bookings.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { MembershipService } from '../membership/membership.service.js';
import { DeskPayments } from './desk-payments.service.js';
import {
  type InitializeBookingPaymentDto,
  type InitializeSubscriptionDto,
  type PaymentStartedDto,
} from './dto/payment.dto.js';
import { type Payment, type PaymentStatus } from './entities/payment.entity.js';
import { PaymentCheckouts } from './payment-checkouts.service.js';
import { type FulfilmentOutcome, PaymentFulfilment } from './payment-fulfilment.service.js';
import { PAYMENT_MESSAGES } from './payment.messages.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaystackClient } from './paystack/paystack.client.js';
import { type PaystackTransaction } from './paystack/paystack.types.js';
import { RenewalCheckouts } from './renewals/renewal-checkouts.service.js';

export { type FulfilmentOutcome } from './payment-fulfilment.service.js';
export { kes, moneyText, newReference } from './payment-values.js';

/**
 * Payments through Paystack, as the rest of the backend asks for them: starting checkouts (payment-checkouts,
 * renewals/renewal-checkouts), the payer's return, and the ONE fulfilment function — used by verify, the webhook,
 * reconciliation and renewal charges — that delivers the value exactly once (payment-fulfilment). Desk payments
 * staff record are delivered the same way (desk-payments).
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly paystack: PaystackClient,
    private readonly membership: MembershipService,
    private readonly checkouts: PaymentCheckouts,
    private readonly renewals: RenewalCheckouts,
    private readonly fulfilment: PaymentFulfilment,
    private readonly desk: DeskPayments,
  ) {}

  /** Holds the slot, records the payment and opens a Paystack transaction (card and M-Pesa). */
  initializeBooking(
    body: InitializeBookingPaymentDto,
    clientAddress: string | null = null,
  ): Promise<PaymentStartedDto> {
    return this.checkouts.initializeBooking(body, clientAddress);
  }

  /** Opens the Paystack checkout of a held booking group's committed payment row. */
  startBookingCheckout(
    payment: Payment,
    held: Pick<HeldBooking, 'bookingGroupId' | 'holdExpiresAt'>,
    spaceId: string,
  ): Promise<PaymentStartedDto> {
    return this.checkouts.startBookingCheckout(payment, held, spaceId);
  }

  /** Starts paying for a plan booking: the plan's price for its first period. */
  initializeSubscription(body: InitializeSubscriptionDto): Promise<PaymentStartedDto> {
    return this.checkouts.initializeSubscription(body);
  }

  /** Opens a checkout for a membership's next period; refused while nothing is due yet. */
  initializeRenewal(planBookingId: string): Promise<PaymentStartedDto> {
    return this.renewals.initializeRenewal(planBookingId);
  }

  /** The payment behind a reference, checked to be for the given target (a plan booking). */
  async assertTarget(reference: string, targetId: string): Promise<void> {
    const payment = await this.repository.findByReferenceFor(reference, targetId);
    if (!payment) throw new NotFoundException(PAYMENT_MESSAGES.notFound);
  }

  /** The payer came back (or the page asks): ask Paystack, and fulfil if it was paid. */
  async verify(
    reference: string,
  ): Promise<{ status: PaymentStatus; transaction: PaystackTransaction; planName?: string }> {
    const payment = await this.repository.findByReference(reference);
    if (!payment) throw new NotFoundException(PAYMENT_MESSAGES.notFound);
    let transaction: PaystackTransaction;
    try {
      transaction = await this.paystack.verify(reference);
    } catch (error) {
      throw new BadGatewayException(
        `Payment Verification Error: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    await this.fulfilment.fulfil(transaction, 'verify');
    const after = (await this.repository.findByReference(reference)) ?? payment;
    const planName = after.purpose === 'plan' ? await this.membership.planBookingName(after.targetId) : undefined;
    return { status: after.status, transaction, planName };
  }

  /** Delivers what a payment Paystack reports paid for, exactly once (see PaymentFulfilment). */
  fulfil(
    transaction: PaystackTransaction,
    source: 'verify' | 'webhook' | 'reconciliation' | 'renewal',
  ): Promise<FulfilmentOutcome> {
    return this.fulfilment.fulfil(transaction, source);
  }

  /** A desk payment for a booking group staff just placed, delivered and receipted in their transaction. */
  settleRecordedBooking(tx: Transaction, payment: Payment, paidAt: Date): Promise<MailOutbox[]> {
    return this.desk.settleRecordedBooking(tx, payment, paidAt);
  }
}
