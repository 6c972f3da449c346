import { Injectable } from '@nestjs/common';
import { type PaymentStartedDto } from './dto/payment.dto.js';
import { type Payment, type PaymentStatus } from './entities/payment.entity.js';
import { type HeldGroup, PaymentCheckouts } from './payment-checkouts.service.js';
import { type FulfilmentOutcome, PaymentFulfilment } from './payment-fulfilment.service.js';
import { PAYMENT_ERRORS } from './payment.errors.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaystackClient } from './paystack/paystack.client.js';
import { type PaystackTransaction } from './paystack/paystack.types.js';

export { type FulfilmentOutcome } from './payment-fulfilment.service.js';
export { kes, moneyText, newReference } from './payment-values.js';

/**
 * Payments through Paystack, as the rest of the backend asks for them: opening checkouts (payment-checkouts), the
 * payer's return, and the ONE fulfilment function — used by verify, the webhook, reconciliation and renewal charges —
 * that has the value delivered exactly once (payment-fulfilment, through the PaymentSucceeded event the owner of the
 * payment's target answers).
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly paystack: PaystackClient,
    private readonly checkouts: PaymentCheckouts,
    private readonly fulfilment: PaymentFulfilment,
  ) {}

  /** Opens the Paystack checkout of a held booking group's committed payment row. */
  startBookingCheckout(payment: Payment, held: HeldGroup, spaceId: string): Promise<PaymentStartedDto> {
    return this.checkouts.startBookingCheckout(payment, held, spaceId);
  }

  /** The payment behind a reference, checked to be for the given target (a plan booking). */
  async assertTarget(reference: string, targetId: string): Promise<void> {
    const payment = await this.repository.findByReferenceFor(reference, targetId);
    if (!payment) throw PAYMENT_ERRORS.notFound();
  }

  /** The payer came back (or the page asks): ask Paystack, and fulfil if it was paid. */
  async verify(reference: string): Promise<{ status: PaymentStatus; transaction: PaystackTransaction }> {
    const payment = await this.repository.findByReference(reference);
    if (!payment) throw PAYMENT_ERRORS.notFound();
    // Confirmed already (Paystack's webhook usually comes before the payer is back): a successful payment never moves
    // again and what it paid for was delivered with it, so Paystack's answer as kept then is the answer.
    const confirmed = confirmedTransaction(payment);
    if (confirmed) return { status: payment.status, transaction: confirmed };
    let transaction: PaystackTransaction;
    try {
      transaction = await this.paystack.verify(reference);
    } catch (error) {
      throw PAYMENT_ERRORS.verificationFailed(error instanceof Error ? error.message : String(error));
    }
    await this.fulfilment.fulfil(transaction, 'verify');
    const after = (await this.repository.findByReference(reference)) ?? payment;
    return { status: after.status, transaction };
  }

  /** Delivers what a payment Paystack reports paid for, exactly once (see PaymentFulfilment). */
  fulfil(
    transaction: PaystackTransaction,
    source: 'verify' | 'webhook' | 'reconciliation' | 'renewal',
  ): Promise<FulfilmentOutcome> {
    return this.fulfilment.fulfil(transaction, source);
  }
}

/** Paystack's transaction as kept when the payment was confirmed; null unless it was confirmed (and kept). */
function confirmedTransaction(payment: Payment): PaystackTransaction | null {
  const kept = payment.providerData as Partial<PaystackTransaction> | null;
  return payment.status === 'success' && kept?.status === 'success' && kept.reference === payment.reference
    ? (kept as PaystackTransaction)
    : null;
}
