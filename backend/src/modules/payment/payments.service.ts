import { centsToKes, formatKesNumber, toCents } from '@coworking/domain';
import { randomBytes } from 'node:crypto';
import { BadGatewayException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { BookingsService } from '../booking/bookings.service.js';
import { MembershipService } from '../membership/membership.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { MailService } from '../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../mail/templates/default-templates.js';
import {
  type InitializeBookingPaymentDto,
  type InitializeSubscriptionDto,
  type PaymentStartedDto,
} from './dto/payment.dto.js';
import { Payment, type PaymentStatus } from './entities/payment.entity.js';
import { PaymentsRepository } from './payments.repository.js';
import { PAYMENT_MESSAGES } from './payment.messages.js';
import { PaystackClient, PaystackError } from './paystack/paystack.client.js';
import { type PaystackTransaction } from './paystack/paystack.types.js';

export type FulfilmentOutcome = 'fulfilled' | 'already-fulfilled' | 'rejected' | 'not-paid' | 'unknown-reference';

/** Formats cents as a KES amount for people: 600000 → '6,000'. */
export function kes(cents: number): string {
  return formatKesNumber(centsToKes(cents));
}

/**
 * Payments through Paystack. Every amount is computed here; a `payments` row (one per reference)
 * records what is owed, and ONE fulfilment function — used by verify, the webhook and
 * reconciliation — delivers the value exactly once.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly repository: PaymentsRepository,
    private readonly bookings: BookingsService,
    private readonly paystack: PaystackClient,
    private readonly mail: MailService,
    private readonly membership: MembershipService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Holds the slot, records the payment and opens a Paystack transaction (card and M-Pesa). */
  async initializeBooking(body: InitializeBookingPaymentDto): Promise<PaymentStartedDto> {
    // The DTO has validated the selection and mapped the spec's older fields (`date`, `time`) onto these.
    const { spaceId, dates, times: slots, notes } = body.bookingData;
    const contact = {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email.toLowerCase(),
      phone: body.phone,
    };

    const { held, payment, staged } = await this.repository.transaction(async (tx) => {
      const quote = await this.bookings.quote(tx.em, { spaceId, dates, slots });
      const free = quote.amountCents === 0;
      const held = await this.bookings.createGroup(
        tx.em,
        { spaceId, dates, slots, contact, notes: notes?.trim() || null },
        free ? 'confirmed' : 'pending',
      );
      if (free) {
        const { mail } = await this.bookings.confirmPaidGroup(tx.em, held.bookingGroupId);
        return { held, payment: null, staged: mail ? [this.mail.stage(tx.em, mail)] : [] };
      }
      const payment = new Payment(newReference(), 'booking', held.bookingGroupId, held.amountCents, contact.email);
      tx.add(payment);
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

  /** Starts paying for a plan booking: the plan's price, charged once for its first period. */
  async initializeSubscription(body: InitializeSubscriptionDto): Promise<PaymentStartedDto> {
    const payment = await this.repository.transaction(async (tx) => {
      const booking = await this.membership.planBookingForPayment(tx.em, body.planBookingId);
      const payment = new Payment(
        newReference(),
        'plan',
        booking.id,
        toCents(booking.plan.price),
        booking.contact.email,
      );
      tx.add(payment);
      return payment;
    });
    return this.startWithPaystack(
      payment,
      `${this.config.http.publicUrl}/membership?planBookingId=${payment.targetId}`,
      { purpose: 'plan', planBookingId: payment.targetId },
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
    await this.fulfil(transaction, 'verify');
    const after = (await this.repository.findByReference(reference)) ?? payment;
    const planName = after.purpose === 'plan' ? await this.membership.planBookingName(after.targetId) : undefined;
    return { status: after.status, transaction, planName };
  }

  /**
   * The one fulfilment path. Atomic and idempotent: the payment row moves from pending to success
   * with one conditional update, so however many times verify, webhooks and reconciliation call it,
   * the booking is confirmed and the e-mails are staged once. Amount, currency and reference must
   * match what the server asked for.
   */
  async fulfil(
    transaction: PaystackTransaction,
    source: 'verify' | 'webhook' | 'reconciliation',
  ): Promise<FulfilmentOutcome> {
    const outcome = await this.repository.transaction(
      async (tx): Promise<{ outcome: FulfilmentOutcome; staged: MailOutbox[] }> => {
        const payment = await tx.lockByReference(transaction.reference);
        if (!payment) return { outcome: 'unknown-reference', staged: [] };
        if (payment.status === 'success') return { outcome: 'already-fulfilled', staged: [] };
        if (transaction.status !== 'success') {
          if (transaction.status === 'failed' || transaction.status === 'abandoned') {
            payment.status = transaction.status;
            payment.providerData = { ...transaction };
          }
          return { outcome: 'not-paid', staged: [] };
        }
        if (transaction.amount !== payment.amountCents || transaction.currency !== payment.currency) {
          payment.status = 'failed';
          payment.providerData = { ...transaction, rejected: `expected ${payment.amountCents} ${payment.currency}` };
          this.logger.error(
            `Payment ${payment.reference} rejected (${source}): paid ${transaction.amount} ${transaction.currency}, expected ${payment.amountCents} ${payment.currency}`,
          );
          return { outcome: 'rejected', staged: [] };
        }
        payment.status = 'success';
        payment.paidAt = transaction.paid_at ? new Date(transaction.paid_at) : new Date();
        payment.channel = transaction.channel;
        payment.providerData = { ...transaction };
        const staged: MailOutbox[] = [];
        if (payment.purpose === 'booking') {
          const { mail, confirmed } = await this.bookings.confirmPaidGroup(tx.em, payment.targetId);
          if (mail) staged.push(this.mail.stage(tx.em, mail));
          const first = confirmed[0];
          staged.push(
            this.mail.stage(tx.em, {
              template: MAIL_TEMPLATES.paymentReceipt,
              to: payment.email,
              variables: {
                firstName: first?.contact?.firstName ?? '',
                amount: kes(payment.amountCents),
                reference: payment.reference,
                description: first?.space?.name ?? 'your booking',
                paidAt: payment.paidAt.toISOString(),
              },
            }),
          );
        }
        if (payment.purpose === 'plan') {
          const { booking, mail } = await this.membership.activatePlanBooking(tx.em, payment.targetId);
          if (mail) staged.push(this.mail.stage(tx.em, mail));
          if (booking) {
            staged.push(
              this.mail.stage(tx.em, {
                template: MAIL_TEMPLATES.paymentReceipt,
                to: payment.email,
                variables: {
                  firstName: booking.contact.firstName,
                  amount: kes(payment.amountCents),
                  reference: payment.reference,
                  description: `${booking.plan.name} membership from ${booking.startDate}`,
                  paidAt: payment.paidAt.toISOString(),
                },
              }),
            );
          }
        }
        this.logger.log(`Payment ${payment.reference} fulfilled (${source})`);
        return { outcome: 'fulfilled', staged };
      },
    );
    await this.mail.dispatch(outcome.staged);
    return outcome.outcome;
  }
}

/** Paystack allows letters, digits, '-', '.', '='; ours read SCH-<12 hex>. */
function newReference(): string {
  return `SCH-${randomBytes(6).toString('hex').toUpperCase()}`;
}
