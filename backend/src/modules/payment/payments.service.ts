import {
  centsToKes,
  formatKesNumber,
  formatMembershipDate,
  formatVenueDeadline,
  RENEWAL_REMINDER_DAYS,
  addVenueDays,
  toCents,
} from '@coworking/domain';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { BadGatewayException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { Clock } from '../../common/clock/clock.js';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { BusinessSettingsService } from '../../common/settings/business-settings.js';
import { bookingTitle, durationText } from '../booking/booking-mail.js';
import {
  BookingsService,
  type HeldBooking,
  type UnplacedReason,
  type UnplacedRow,
} from '../booking/bookings.service.js';
import { MemberAccounts } from '../identity/members/member-accounts.js';
import { type PlanBooking } from '../membership/entities/plan-booking.entity.js';
import { MembershipLifecycle } from '../membership/lifecycle/membership-lifecycle.js';
import { MembershipService } from '../membership/membership.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { type MailRequest, MailService, type StaffMailRequest } from '../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../mail/templates/default-templates.js';
import {
  type InitializeBookingPaymentDto,
  type InitializeSubscriptionDto,
  type PaymentStartedDto,
} from './dto/payment.dto.js';
import { Payment, type PaymentStatus } from './entities/payment.entity.js';
import { movePayment } from './payment-transitions.js';
import { PaymentsRepository } from './payments.repository.js';
import { PAYMENT_MESSAGES } from './payment.messages.js';
import { PaystackClient, PaystackError } from './paystack/paystack.client.js';
import { type PaystackTransaction } from './paystack/paystack.types.js';
import { type ReceiptLine } from './receipts/receipt-document.js';
import { documentAttachment, issueReceipt, shareOut } from './receipts/receipt-issuer.js';
import { RefundsService } from './refunds/refunds.service.js';

export type FulfilmentOutcome = 'fulfilled' | 'already-fulfilled' | 'rejected' | 'not-paid' | 'unknown-reference';

/** An amount in a currency's subunits for people: 'KSh 2,999', or 'NGN 10.00' for another currency. */
export function moneyText(subunits: number, currency: string): string {
  return currency === 'KES' ? `KSh ${kes(subunits)}` : `${currency} ${(subunits / 100).toFixed(2)}`;
}

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
    private readonly refunds: RefundsService,
    private readonly settings: BusinessSettingsService,
    private readonly lifecycle: MembershipLifecycle,
    private readonly members: MemberAccounts,
    private readonly clock: Clock,
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

    const { held, payment, staged } = await this.repository.transaction(async (tx) => {
      const quote = await this.bookings.quote(tx.em, { spaceId, dates, slots });
      const free = quote.amountCents === 0;
      const held = await this.bookings.createGroup(
        tx.em,
        { spaceId, dates, slots, contact, notes: notes?.trim() || null, clientAddress },
        free ? 'confirmed' : 'pending',
      );
      if (free) {
        const { mail } = await this.bookings.confirmPaidGroup(tx.em, held.bookingGroupId);
        return { held, payment: null, staged: mail ? [this.mail.stage(tx.em, mail)] : [] };
      }
      const payment = new Payment(newReference(), 'booking', held.bookingGroupId, held.amountCents, contact.email);
      Object.assign(payment, invoiceDetails(body));
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
    const payment = await this.repository.transaction(async (tx) => {
      const booking = await this.membership.planBookingForPayment(tx.em, body.planBookingId);
      const payment = this.planPayment(booking, newReference(), 1);
      Object.assign(payment, invoiceDetails(body));
      tx.add(payment);
      return payment;
    });
    return this.startPlanCheckout(payment);
  }

  /**
   * Opens a checkout for a membership's next period (a pay link, or "Pay now" in the portal): M-Pesa or card, the
   * plan's price as it is now. Refused while nothing is due yet, and for memberships that do not renew.
   */
  async initializeRenewal(planBookingId: string): Promise<PaymentStartedDto> {
    const payment = await this.repository.transaction(async (tx) => {
      const booking = await this.lifecycle.lock(tx.em, planBookingId);
      if (!this.lifecycle.renews(booking)) throw new ConflictException(PAYMENT_MESSAGES.renewalNotDue);
      const opensOn = addVenueDays(booking.currentPeriodEnd!, -Math.max(...RENEWAL_REMINDER_DAYS));
      if (booking.subscriptionStatus === 'active' && this.clock.today() < opensOn)
        throw new ConflictException(PAYMENT_MESSAGES.renewalNotYet(formatMembershipDate(opensOn)));
      const payment = this.planPayment(booking, newReference(), this.lifecycle.nextPeriodNumber(booking));
      tx.add(payment);
      return payment;
    });
    return this.startPlanCheckout(payment);
  }

  /** A payment row for one period of a membership, at the plan's price now. */
  planPayment(booking: PlanBooking, reference: string, periodNumber: number): Payment {
    const payment = new Payment(reference, 'plan', booking.id, toCents(booking.plan.price), booking.contact.email);
    payment.periodNumber = periodNumber;
    payment.customerName = `${booking.contact.firstName} ${booking.contact.lastName}`.trim();
    if (booking.user) {
      payment.companyName = booking.user.companyName;
      payment.kraPin = booking.user.kraPin;
    }
    return payment;
  }

  private startPlanCheckout(payment: Payment): Promise<PaymentStartedDto> {
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
   * match what the server asked for. A successful payment is receipted (numbered, with a PDF); what it paid
   * for but cannot get (a slot sold after its hold ran out, a membership already paid) is refunded at once and
   * the customer and staff are told.
   */
  async fulfil(
    transaction: PaystackTransaction,
    source: 'verify' | 'webhook' | 'reconciliation' | 'renewal',
  ): Promise<FulfilmentOutcome> {
    const afterCommit: (() => Promise<void>)[] = [];
    const outcome = await this.repository.transaction(
      async (tx): Promise<{ outcome: FulfilmentOutcome; staged: MailOutbox[] }> => {
        const payment = await tx.lockByReference(transaction.reference);
        if (!payment) return { outcome: 'unknown-reference', staged: [] };
        // A final payment never moves again: a replayed webhook, verify or reconciliation delivers (or refunds) nothing.
        if (payment.status === 'success') return { outcome: 'already-fulfilled', staged: [] };
        if (payment.status === 'rejected') return { outcome: 'rejected', staged: [] };
        if (transaction.status !== 'success') {
          if (transaction.status === 'failed' || transaction.status === 'abandoned') {
            movePayment(payment, transaction.status);
            payment.providerData = { ...transaction };
          }
          return { outcome: 'not-paid', staged: [] };
        }
        if (transaction.amount !== payment.amountCents || transaction.currency !== payment.currency) {
          const rejected = await this.rejectCharge(tx.em, payment, transaction, source);
          afterCommit.push(...rejected.afterCommit);
          return { outcome: 'rejected', staged: rejected.staged };
        }
        movePayment(payment, 'success');
        payment.paidAt = transaction.paid_at ? new Date(transaction.paid_at) : new Date();
        payment.channel = transaction.channel;
        payment.paystackTransactionId = transaction.id ? String(transaction.id) : null;
        payment.feesCents = typeof transaction.fees === 'number' ? transaction.fees : null;
        payment.providerData = { ...transaction };
        const delivery =
          payment.purpose === 'booking'
            ? await this.deliverBooking(tx.em, payment)
            : await this.deliverPlan(tx.em, payment, transaction);
        const staged = await this.receiptAndMail(tx.em, payment, delivery);
        if (delivery.undelivered) {
          const made = await this.refunds.create(tx.em, payment.id, {
            amountCents: delivery.undelivered.amountCents,
            reason: delivery.undelivered.refundReason,
            capToRefundable: true,
            requester: { kind: 'system' },
          });
          if (made) {
            afterCommit.push(() => this.refunds.submit(made.refund.id));
            staged.push(...(await this.undeliveredMail(tx.em, payment, delivery.undelivered, made.refund.amountCents)));
          }
        }
        this.logger.log(`Payment ${payment.reference} fulfilled (${source})`);
        return { outcome: 'fulfilled', staged };
      },
    );
    await this.mail.dispatch(outcome.staged);
    await Promise.allSettled(afterCommit.map((run) => run()));
    return outcome.outcome;
  }

  /**
   * A payment staff took at the desk for a booking group they just placed (confirmed, in the caller's transaction):
   * delivered and receipted as a Paystack payment is on fulfilment. Returns the staged e-mails.
   */
  async settleRecordedBooking(em: EntityManager, payment: Payment, paidAt: Date): Promise<MailOutbox[]> {
    movePayment(payment, 'success');
    payment.paidAt = paidAt;
    const delivery = await this.deliverBooking(em, payment);
    // The rows were placed in this transaction; one that could not be is refused before any money is recorded.
    if (delivery.undelivered) throw new ConflictException(PAYMENT_MESSAGES.recordedNotPlaced);
    return this.receiptAndMail(em, payment, delivery);
  }

  /**
   * Paystack took money that does not match what was asked (another amount, another currency): nothing is delivered,
   * the payment is kept as `rejected` with what was taken, and all of it is refunded in the currency it was taken in
   * (inside this transaction, sent after the commit). The customer and staff are told. Runs once per payment: the
   * payment is locked and `rejected` is final.
   */
  private async rejectCharge(
    em: EntityManager,
    payment: Payment,
    transaction: PaystackTransaction,
    source: string,
  ): Promise<{ staged: MailOutbox[]; afterCommit: (() => Promise<void>)[] }> {
    const asked = kes(payment.amountCents);
    const taken = moneyText(transaction.amount, transaction.currency);
    this.logger.error(
      `Payment ${payment.reference} rejected (${source}): paid ${transaction.amount} ${transaction.currency}, expected ${payment.amountCents} ${payment.currency}; refunding all of it`,
    );
    movePayment(payment, 'rejected');
    payment.receivedCents = transaction.amount;
    payment.receivedCurrency = transaction.currency;
    payment.paidAt = transaction.paid_at ? new Date(transaction.paid_at) : new Date();
    payment.channel = transaction.channel;
    payment.paystackTransactionId = transaction.id ? String(transaction.id) : null;
    payment.providerData = { ...transaction, rejected: `expected ${payment.amountCents} ${payment.currency}` };
    const made =
      transaction.amount > 0
        ? await this.refunds.create(em, payment.id, {
            reason: `Charged ${taken} instead of KSh ${asked}`,
            capToRefundable: true,
            requester: { kind: 'system' },
          })
        : null;
    const what = payment.purpose === 'plan' ? 'your membership' : 'your booking';
    const staged = await this.mail.stageAll(em, [
      {
        template: MAIL_TEMPLATES.paymentRejected,
        to: payment.email,
        variables: {
          firstName: firstNameOf(payment),
          what,
          paidAmount: taken,
          askedAmount: `KSh ${asked}`,
          reference: payment.reference,
        },
      },
      {
        template: MAIL_TEMPLATES.paymentAttentionStaff,
        staff: 'refunds',
        variables: {
          headline: 'a payment of the wrong amount was refunded automatically',
          details: `Paystack charged ${payment.customerName ?? payment.email} ${taken} for ${what.replace('your ', 'a ')}, but the price was KSh ${asked}. Nothing was delivered; all ${taken} is being refunded automatically and the customer has been told.`,
          reference: payment.reference,
          email: payment.email,
          amount: asked,
        },
      },
    ]);
    return { staged, afterCommit: made ? [() => this.refunds.submit(made.refund.id)] : [] };
  }

  /** Numbers the receipt of a successful payment and stages its e-mail with the delivery's own e-mails. */
  private async receiptAndMail(em: EntityManager, payment: Payment, delivery: Delivery): Promise<MailOutbox[]> {
    const receipt = await issueReceipt(em, payment, delivery.lines, await this.settings.get(em));
    const staged = await this.mail.stageAll(em, delivery.mail);
    // Nothing was paid for a complimentary booking: its receipt is kept for the books, not mailed as a payment.
    if (payment.amountCents === 0) return staged;
    staged.push(
      this.mail.stage(em, {
        template: MAIL_TEMPLATES.paymentReceipt,
        to: payment.email,
        variables: {
          firstName: firstNameOf(payment),
          amount: kes(payment.amountCents),
          reference: payment.reference,
          description: delivery.description,
          paidAt: formatVenueDeadline(payment.paidAt ?? new Date()).replace(' (Nairobi time)', ''),
          receiptNumber: payment.receiptNumber,
        },
        attachments: [await documentAttachment(receipt)],
      }),
    );
    return staged;
  }

  /** A paid booking group: confirmed where its slots can be had; the rest is what could not be delivered. */
  private async deliverBooking(em: EntityManager, payment: Payment): Promise<Delivery> {
    const { mail, confirmed, unplaced } = await this.bookings.confirmPaidGroup(em, payment.targetId);
    const rows = await this.bookings.groupRows(em, payment.targetId);
    // Nothing is left of what it paid for (its rows were deleted meanwhile): all of it goes back.
    if (rows.length === 0)
      return {
        lines: [{ description: 'Booking (no longer exists)', quantity: 1, amountCents: payment.amountCents }],
        description: 'your booking',
        mail: [],
        undelivered: {
          amountCents: payment.amountCents,
          what: 'your booking',
          reason: 'the booking no longer exists.',
          refundReason: 'Booking no longer exists',
          bookAgainUrl: `${this.config.http.publicUrl}/booking`,
          staffHeadline: 'payment for a deleted booking refunded',
        },
      };
    const shares = shareOut(
      payment.amountCents,
      rows.map((row) => row.priceCents),
    );
    const lines = rows.map((row, index) => ({
      description: `${bookingTitle(row)}: ${row.date}, ${row.time} (${durationText(row)})`,
      quantity: 1,
      amountCents: shares[index],
    }));
    const first = confirmed[0] ?? unplaced[0]?.row ?? rows[0];
    const what = first
      ? `${bookingTitle(first)} on ${[...new Set(rows.map((row) => row.date))].join(', ')}`
      : 'your booking';
    if (first?.contact && !payment.customerName)
      payment.customerName = `${first.contact.firstName} ${first.contact.lastName}`.trim();
    // The first paid booking makes the customer a member (the portal lists their bookings and receipts).
    if (first?.contact && confirmed.length > 0) {
      const member = await this.members.ensure(em, first.contact);
      for (const row of rows) row.user ??= member;
    }
    const unplacedIds = new Set(unplaced.map(({ row }) => row.id));
    const undeliveredCents = rows.reduce((sum, row, index) => sum + (unplacedIds.has(row.id) ? shares[index] : 0), 0);
    // Staff hear of every paid booking that holds its slots (one that could not is refunded, and they hear of that).
    const staff: StaffMailRequest[] =
      confirmed.length > 0
        ? [
            {
              template: MAIL_TEMPLATES.bookingPaidStaff,
              staff: 'paidBookings',
              variables: {
                what,
                customerName: payment.customerName ?? payment.email,
                email: payment.email,
                amount: kes(payment.amountCents),
                reference: payment.reference,
              },
            },
          ]
        : [];
    return {
      lines,
      description: what,
      mail: [...(mail ? [mail] : []), ...staff],
      undelivered:
        undeliveredCents > 0
          ? {
              amountCents: undeliveredCents,
              what,
              ...unplacedWords(unplaced, rows.length),
              bookAgainUrl: `${this.config.http.publicUrl}/booking`,
            }
          : null,
    };
  }

  /**
   * A paid membership period: the first starts the membership, a later one renews it (through the lifecycle, on
   * the locked membership). A period already paid (a second payment, or a card charge and a pay link both paid)
   * or a membership that has ended is not delivered: the money goes back.
   */
  private async deliverPlan(em: EntityManager, payment: Payment, transaction: PaystackTransaction): Promise<Delivery> {
    const booking = await this.lifecycle.lock(em, payment.targetId).catch((error: unknown) => {
      if (error instanceof NotFoundException) return null;
      throw error;
    });
    if (!booking) return planNotDelivered(payment, 'a membership', 'gone', 'the membership no longer exists.', null);
    if (!payment.customerName) payment.customerName = `${booking.contact.firstName} ${booking.contact.lastName}`.trim();
    // Every plan payment names its period (older ones were all first periods).
    const periodNumber = payment.periodNumber ?? 1;
    payment.periodNumber = periodNumber;
    const what = `${booking.plan.name} membership (period ${periodNumber})`;
    // A checkout paid after its plan was deleted: the membership never started, the plan is what is gone.
    if (booking.subscriptionStatus === 'pending' && booking.plan.deletedAt)
      return planNotDelivered(
        payment,
        what,
        'plan-gone',
        `the ${booking.plan.name} plan is no longer offered, so your membership could not start.`,
        `${this.config.http.publicUrl}/membership`,
      );
    const outcome = this.lifecycle.applyPaidPeriod(booking, periodNumber, {
      channel: transaction.channel,
      authorization: transaction.authorization ?? null,
    });
    if (outcome === 'started' || outcome === 'renewed') {
      booking.user ??= await this.members.ensure(em, booking.contact);
      const what = `${booking.plan.name} membership, ${formatMembershipDate(booking.currentPeriodStart!)} to ${formatMembershipDate(addVenueDays(booking.currentPeriodEnd!, -1))}`;
      return {
        lines: [{ description: what, quantity: 1, amountCents: payment.amountCents }],
        description: what,
        mail: this.lifecycle.paidPeriodMail(booking, outcome, kes(payment.amountCents)),
        undelivered: null,
      };
    }
    if (outcome === 'ended')
      return planNotDelivered(
        payment,
        what,
        'ended',
        'the membership had already ended.',
        `${this.config.http.publicUrl}/membership`,
      );
    const paidBefore = await this.repository.otherSuccessfulPayment(em, payment);
    return planNotDelivered(
      payment,
      what,
      'duplicate',
      `it had already been paid${paidBefore ? ` (payment ${paidBefore.reference})` : ''}, so this second payment is not needed.`,
      null,
    );
  }

  /** The customer's and staff's e-mails about money that could not buy what it was for. */
  private undeliveredMail(
    em: EntityManager,
    payment: Payment,
    undelivered: Undelivered,
    refundCents: number,
  ): Promise<MailOutbox[]> {
    return this.mail.stageAll(em, [
      {
        template: MAIL_TEMPLATES.paymentNotDelivered,
        to: payment.email,
        variables: {
          firstName: firstNameOf(payment),
          what: undelivered.what,
          reason: undelivered.reason,
          amount: kes(payment.amountCents),
          refundAmount: kes(refundCents),
          reference: payment.reference,
          bookAgainUrl: undelivered.bookAgainUrl,
        },
      },
      {
        template: MAIL_TEMPLATES.paymentAttentionStaff,
        staff: 'refunds',
        variables: {
          headline: undelivered.staffHeadline,
          details: `${payment.customerName ?? payment.email} paid for ${undelivered.what}, but ${undelivered.reason} KSh ${kes(refundCents)} is being refunded automatically; the customer has been told.`,
          reference: payment.reference,
          email: payment.email,
          amount: kes(payment.amountCents),
        },
      },
    ]);
  }
}

/** A membership payment that buys nothing: all of it goes back. */
function planNotDelivered(
  payment: Payment,
  what: string,
  why: 'gone' | 'plan-gone' | 'ended' | 'duplicate',
  reason: string,
  bookAgainUrl: string | null,
): Delivery {
  const REFUND_REASONS = {
    gone: ['Membership no longer exists', 'payment for a deleted membership refunded'],
    'plan-gone': ['Plan no longer offered', 'payment for a deleted plan refunded'],
    ended: ['Membership had ended', 'payment for an ended membership refunded'],
    duplicate: ['Second payment for a membership period already paid', 'duplicate payment refunded automatically'],
  } as const;
  const [refundReason, staffHeadline] = REFUND_REASONS[why];
  return {
    lines: [{ description: what, quantity: 1, amountCents: payment.amountCents }],
    description: what,
    mail: [],
    undelivered: {
      amountCents: payment.amountCents,
      what,
      reason,
      refundReason,
      bookAgainUrl,
      staffHeadline,
    },
  };
}

/** "…but {reason}" for one reason shared by every row of a group that could not be kept. */
const WHOLE_GROUP_REASONS: Record<UnplacedReason, string> = {
  taken: 'it arrived after the time we held your booking for, and the slot has been booked by someone else since.',
  'space-gone': 'the space is no longer available for booking.',
  cancelled: 'the booking had been cancelled before your payment reached us.',
};
/** Why one row of a group could not be kept, in a list of several. */
const ROW_REASONS: Record<UnplacedReason, string> = {
  taken: 'booked by someone else after the time we held it for',
  'space-gone': 'the space is no longer available for booking',
  cancelled: 'cancelled before your payment reached us',
};
const UNPLACED_REFUND_REASONS: Record<UnplacedReason, { refundReason: string; staffHeadline: string }> = {
  taken: {
    refundReason: 'Paid after the hold expired and the slot was taken',
    staffHeadline: 'late payment refunded automatically',
  },
  'space-gone': {
    refundReason: 'The space is no longer available for booking',
    staffHeadline: 'payment for a space no longer available refunded',
  },
  cancelled: {
    refundReason: 'The booking was cancelled before the payment arrived',
    staffHeadline: 'payment for a cancelled booking refunded',
  },
};

/**
 * How to tell the customer, the credit note and staff why rows of a paid group were not kept, by what really
 * happened to them (a slot sold is not a space deleted).
 */
function unplacedWords(
  unplaced: UnplacedRow[],
  rowCount: number,
): Pick<Undelivered, 'reason' | 'refundReason' | 'staffHeadline'> {
  const whys = [...new Set(unplaced.map(({ why }) => why))];
  const every = unplaced.length === rowCount;
  const slots = (rows: UnplacedRow[]) => rows.map(({ row }) => `${row.date} ${row.time}`).join(', ');
  if (whys.length === 1) {
    const [why] = whys;
    const { refundReason, staffHeadline } = UNPLACED_REFUND_REASONS[why];
    if (every) return { reason: WHOLE_GROUP_REASONS[why], refundReason, staffHeadline };
    const rest = 'The rest of your booking is confirmed.';
    return {
      reason:
        why === 'taken'
          ? `it arrived after the time we held your booking for, and ${unplaced.length} of the ${rowCount} slots have been booked by someone else since (${slots(unplaced)}). ${rest}`
          : `${unplaced.length} of the ${rowCount} slots could not be kept for you (${slots(unplaced)}): ${ROW_REASONS[why]}. ${rest}`,
      refundReason,
      staffHeadline,
    };
  }
  const listed = unplaced.map(({ row, why }) => `${row.date} ${row.time}: ${ROW_REASONS[why]}`).join('; ');
  return {
    reason: every
      ? `none of its slots could be kept for you (${listed}).`
      : `${unplaced.length} of the ${rowCount} slots could not be kept for you (${listed}). The rest of your booking is confirmed.`,
    refundReason: 'Part of the booking could not be kept',
    staffHeadline: 'payment for slots that could not be kept refunded',
  };
}

/** What could not be delivered for a payment, and how to tell people. */
interface Undelivered {
  amountCents: number;
  what: string;
  /** Completes "…but {reason}" in the customer's e-mail. */
  reason: string;
  refundReason: string;
  bookAgainUrl: string | null;
  staffHeadline: string;
}

/** What fulfilling a payment delivered: the receipt's lines, the e-mails, and what could not be delivered. */
interface Delivery {
  lines: ReceiptLine[];
  description: string;
  mail: (MailRequest | StaffMailRequest)[];
  undelivered: Undelivered | null;
}

function firstNameOf(payment: Payment): string {
  return payment.customerName?.split(' ')[0] ?? '';
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

/** Paystack allows letters, digits, '-', '.', '='; ours read SCH-<12 hex>. */
export function newReference(): string {
  return `SCH-${randomBytes(6).toString('hex').toUpperCase()}`;
}
