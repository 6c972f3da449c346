import {
  formatMembershipDate,
  OFFLINE_PAYMENT_CHANNELS,
  type OfflinePaymentChannel,
  venueToday,
} from '@coworking/domain';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { ConflictException, Inject, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { BusinessSettingsService } from '../../../common/settings/business-settings.js';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { type CancellationContext, BookingsService, formatCents } from '../../booking/bookings.service.js';
import { type SpaceBooking } from '../../booking/entities/space-booking.entity.js';
import { AuditLogService } from '../../identity/audit/audit-log.service.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { StaffNotificationsService } from '../../mail/admin-notices/staff-notifications.service.js';
import { MailService } from '../../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { Payment } from '../entities/payment.entity.js';
import {
  FINAL_REFUND_STATUSES,
  type HandBackMethod,
  Refund,
  type RefundRequester,
  type RefundStatus,
} from '../entities/refund.entity.js';
import { PAYMENT_MESSAGES } from '../payment.messages.js';
import { PaymentsRepository } from '../payments.repository.js';
import { canMoveRefund, moveRefund } from './refund-transitions.js';
import { PaystackClient, PaystackError } from '../paystack/paystack.client.js';
import { type PaystackRefund, type PaystackRefundEvent, refundEventAmount } from '../paystack/paystack.types.js';
import { documentAttachment, issueCreditNote, shareOut } from '../receipts/receipt-issuer.js';

/** A refund sent to Paystack without an answer is not sent again before this (the first send may still land). */
const RESEND_AFTER_MS = 2 * 60_000;
/** Refunds looked at per scheduled check. */
const CHECK_BATCH = 100;

/** Our id goes into Paystack's merchant note, so a refund whose answer was lost can be found again. */
const merchantNote = (refund: Refund) => `refund:${refund.id}`;

export interface RefundOrder {
  /** Omitted: everything still refundable. */
  amountCents?: number;
  reason: string;
  /** One per click in the back-office: the same key again returns the refund already made. */
  idempotencyKey?: string;
}

/**
 * Refunds through Paystack. A refund row is written in the transaction of the change that causes it, with the
 * payment locked and what was already refunded (or is on its way) subtracted, so refunds never add up to more than
 * was paid; it is sent to Paystack after the commit. Its state then follows the `refund.*` webhooks and a scheduled
 * check; the customer is e-mailed once when it is processed (with a numbered credit note), staff when it fails.
 */
@Injectable()
export class RefundsService implements OnModuleInit {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly em: EntityManager,
    private readonly paystack: PaystackClient,
    private readonly mail: MailService,
    private readonly bookings: BookingsService,
    private readonly settings: BusinessSettingsService,
    private readonly audit: AuditLogService,
    private readonly staffNotices: StaffNotificationsService,
    private readonly repository: PaymentsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.bookings.onCancelled((em, cancelled, context) => this.refundCancelled(em, cancelled, context));
  }

  /**
   * How much of a payment can still be refunded: what was paid (for a rejected payment, what Paystack took) less every
   * refund that has not failed.
   */
  async refundableCents(em: EntityManager, payment: Payment): Promise<number> {
    if (!isRefundable(payment)) return 0;
    const [{ total }] = await em.execute<{ total: string | null }[]>(
      `select sum(amount_cents) as total from payment_refunds where payment_id = ? and status <> 'failed'`,
      [payment.id],
    );
    return paidCents(payment) - Number(total ?? 0);
  }

  /**
   * Writes a refund of (up to) `amountCents` of a payment inside the caller's transaction; the payment is locked
   * first. Returns null when nothing is left to refund; throws 409 when more is asked than is left.
   */
  async create(
    em: EntityManager,
    paymentId: string,
    order: RefundOrder & { requester: RefundRequester; capToRefundable?: boolean },
  ): Promise<{ refund: Refund; created: boolean } | null> {
    const payment = await em.findOne(Payment, { id: paymentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!payment) throw new NotFoundException(PAYMENT_MESSAGES.notFound);
    if (order.idempotencyKey) {
      const earlier = await em.findOne(Refund, { idempotencyKey: order.idempotencyKey });
      if (earlier) {
        if (earlier.payment.id !== payment.id) throw new ConflictException(PAYMENT_MESSAGES.refundKeyReused);
        return { refund: earlier, created: false };
      }
    }
    if (!isRefundable(payment)) throw new ConflictException(PAYMENT_MESSAGES.refundNotPaid);
    const refundable = await this.refundableCents(em, payment);
    const wanted = order.amountCents ?? refundable;
    const amountCents = order.capToRefundable ? Math.min(wanted, refundable) : wanted;
    if (amountCents <= 0) {
      if (order.capToRefundable) return null;
      throw new ConflictException(PAYMENT_MESSAGES.nothingToRefund);
    }
    if (amountCents > refundable) throw new ConflictException(PAYMENT_MESSAGES.refundTooLarge(formatCents(refundable)));
    const refund = new Refund(payment, amountCents, order.reason, order.requester);
    refund.currency = payment.receivedCurrency ?? payment.currency;
    refund.idempotencyKey = order.idempotencyKey ?? null;
    em.persist(refund);
    return { refund, created: true };
  }

  /** Staff refund (part of) a payment from the back-office: audited, sent to Paystack at once. */
  async refundByStaff(
    paymentId: string,
    order: RefundOrder,
    actor: AdminPrincipal,
    ipAddress: string,
  ): Promise<Refund> {
    const refund = await this.em.fork().transactional(async (em) => {
      const made = await this.create(em, paymentId, {
        ...order,
        requester: { kind: 'staff', adminId: actor.id, username: actor.username },
      });
      if (!made) throw new ConflictException(PAYMENT_MESSAGES.nothingToRefund);
      const { refund, created } = made;
      if (created)
        this.audit.record(em, {
          actor,
          action: 'refund',
          resource: 'payments',
          resourceId: paymentId,
          changes: { refund: { from: null, to: { amountCents: refund.amountCents, reason: refund.reason } } },
          ipAddress,
        });
      return refund;
    });
    await this.submit(refund.id);
    return (await this.em.fork().findOne(Refund, { id: refund.id }, { populate: ['payment'] })) ?? refund;
  }

  /**
   * Cancelled bookings give back what was paid for them (when the canceller says so): the rows' share of their
   * group's payment, never more than is left of it.
   */
  private async refundCancelled(em: EntityManager, cancelled: SpaceBooking[], context: CancellationContext) {
    const groupId = cancelled[0]?.bookingGroupId;
    if (!context.refund || !groupId) return null;
    const payment = await em.findOne(
      Payment,
      { purpose: 'booking', targetId: groupId, status: 'success' },
      { orderBy: { paidAt: 'desc' } },
    );
    if (!payment) return null;
    const amountCents = await this.priceOfRows(em, payment, cancelled);
    const made = await this.create(em, payment.id, {
      amountCents,
      reason: context.reason,
      capToRefundable: true,
      requester:
        context.by === 'staff' && context.actor
          ? { kind: 'staff', adminId: context.actor.id, username: context.actor.username }
          : { kind: context.by === 'customer' ? 'customer' : 'system' },
    });
    if (!made) return null;
    const { refund } = made;
    if (context.actor)
      this.audit.record(em, {
        actor: context.actor,
        action: 'refund',
        resource: 'payments',
        resourceId: payment.id,
        changes: { refund: { from: null, to: { amountCents: refund.amountCents, reason: refund.reason } } },
      });
    return {
      refundCents: refund.amountCents,
      // Paid at the desk: staff hand it back (submit sets it aside for them), and the customer is told so.
      refundAtDesk: isDeskPayment(payment),
      afterCommit: () => this.submit(refund.id),
    };
  }

  /** What a payment paid for some rows of its group: their share of its amount. */
  async priceOfRows(em: EntityManager, payment: Payment, rows: SpaceBooking[]): Promise<number> {
    const group = await this.bookings.groupRows(em, payment.targetId);
    const shares = shareOut(
      payment.amountCents,
      group.map((row) => row.priceCents),
    );
    const wanted = new Set(rows.map((row) => row.id));
    return group.reduce((sum, row, index) => sum + (wanted.has(row.id) ? shares[index] : 0), 0);
  }

  /**
   * Sends a refund to Paystack once it is committed. Claims it first (a conditional update), so two processes never
   * send the same row at once. Paystack refusing it (4xx) fails it and tells staff; no answer leaves it for the
   * scheduled check, which looks for it at Paystack before sending again.
   */
  async submit(refundId: string, now: Date = new Date()): Promise<void> {
    const em = this.em.fork();
    // Returns the previous send time: a refund sent before may have reached Paystack even though no answer came.
    const claimed = await em.execute<{ previously_submitted_at: Date | null }[]>(
      `update payment_refunds r set submitted_at = ?, updated_at = now()
       from (select id, submitted_at as previously_submitted_at from payment_refunds where id = ? for update) p
       where r.id = p.id and r.paystack_refund_id is null and r.status = 'pending' and (r.submitted_at is null or r.submitted_at < ?)
       returning p.previously_submitted_at`,
      [now, refundId, new Date(now.getTime() - RESEND_AFTER_MS)],
    );
    if (claimed.length === 0) return;
    const refund = await em.findOneOrFail(Refund, { id: refundId }, { populate: ['payment'] });
    // Money staff took at the desk never went through Paystack: it goes back by hand, and staff are told so.
    const channel = refund.payment.channel;
    if (isDeskPayment(refund.payment)) {
      await this.settle(refund.id, 'awaiting-hand-back', {
        failure: PAYMENT_MESSAGES.offlineRefund(channel ?? 'desk'),
      });
      return;
    }
    try {
      const found = claimed[0].previously_submitted_at
        ? (await this.paystack.listRefunds({ transaction: refund.payment.reference })).find(
            (candidate) => candidate.merchant_note === merchantNote(refund),
          )
        : undefined;
      const answer =
        found ??
        (await this.paystack.refund({
          transaction: refund.payment.reference,
          // A rejected charge goes back whole, in whatever currency it was taken: no amount means all of it.
          ...(refund.payment.status === 'rejected'
            ? { currency: refund.currency }
            : { amount: refund.amountCents, currency: refund.currency }),
          merchant_note: merchantNote(refund),
          customer_note: refund.reason,
        }));
      await this.acknowledged(refund.id, answer);
    } catch (error) {
      if (error instanceof PaystackError && error.status >= 400 && error.status < 500) {
        this.logger.error(`Paystack refused refund ${refund.id} of ${refund.payment.reference}: ${error.message}`);
        await this.settle(refund.id, 'failed', { failure: error.message });
      } else {
        this.logger.warn(
          `Refund ${refund.id} not acknowledged yet (${error instanceof Error ? error.message : String(error)}); the refund check retries`,
        );
      }
    }
  }

  /** Paystack took the refund: keep its id, and its state if it moved on already. */
  private async acknowledged(refundId: string, answer: PaystackRefund): Promise<void> {
    await this.em
      .fork()
      .nativeUpdate(Refund, { id: refundId, paystackRefundId: null }, { paystackRefundId: String(answer.id) });
    if (answer.status !== 'pending') await this.settle(refundId, answer.status);
  }

  /** A `refund.*` webhook: found by Paystack's id, else by our merchant note, else by reference and amount. */
  async applyEvent(event: PaystackRefundEvent): Promise<boolean> {
    const { data } = event;
    const em = this.em.fork();
    let refund = data.id ? await em.findOne(Refund, { paystackRefundId: String(data.id) }) : null;
    const noted = data.merchant_note?.match(/^refund:([0-9a-f-]{36})$/)?.[1];
    if (!refund && noted) refund = await em.findOne(Refund, { id: noted });
    if (!refund) {
      const candidates = await em.find(
        Refund,
        {
          payment: { reference: data.transaction_reference },
          amountCents: refundEventAmount(data),
          status: { $nin: [...FINAL_REFUND_STATUSES] },
        },
        { orderBy: { createdAt: 'asc' } },
      );
      refund = candidates[0] ?? null;
    }
    if (!refund) {
      this.logger.warn(`${event.event} for ${data.transaction_reference} matches no refund; ignored`);
      return false;
    }
    // Paystack never had a desk refund: only staff recording the money handed back ends it.
    if (refund.status === 'awaiting-hand-back') {
      this.logger.warn(`${event.event} for desk refund ${refund.id} ignored`);
      return false;
    }
    if (data.id && !refund.paystackRefundId)
      await em.nativeUpdate(Refund, { id: refund.id, paystackRefundId: null }, { paystackRefundId: String(data.id) });
    await this.settle(refund.id, data.status);
    return true;
  }

  /**
   * Moves a refund to a new state through the refund state machine, once (the row is locked; a final state never
   * changes again, and a late webhook of an earlier state is ignored). Processed: the payment's refunded total grows,
   * a credit note is numbered and the customer is e-mailed with it (a rejected charge was never receipted, so it gets
   * neither: the customer was told when it was rejected). Failed, needs attention or awaiting hand-back: staff are
   * e-mailed. With `handBack` (staff recording a desk refund) a refused move answers 409 instead of being ignored.
   */
  async settle(refundId: string, status: RefundStatus, options: SettleOptions = {}): Promise<Refund | null> {
    const { failure, now = new Date(), handBack } = options;
    const { staged, refund } = await this.em
      .fork()
      .transactional(async (em): Promise<{ staged: MailOutbox[]; refund: Refund | null }> => {
        const refund = await this.repository.lockRefund(em, refundId);
        if (!refund) {
          if (handBack) throw new NotFoundException(PAYMENT_MESSAGES.refundNotFound);
          return { staged: [], refund: null };
        }
        if (handBack) {
          if (refund.payment.id !== handBack.paymentId) throw new NotFoundException(PAYMENT_MESSAGES.refundNotFound);
          if (refund.status === 'processed' && refund.settledByUsername)
            throw new ConflictException(
              PAYMENT_MESSAGES.handBackRecorded(refund.settledByUsername, refund.processedAt ?? refund.updatedAt),
            );
          if (refund.status !== 'awaiting-hand-back') throw new ConflictException(PAYMENT_MESSAGES.notDeskRefund);
        } else if (refund.status === status || !canMoveRefund(refund.status, status)) {
          if (refund.status !== status)
            this.logger.warn(`Refund ${refund.id} is ${refund.status}; ignoring a move to ${status}`);
          return { staged: [], refund };
        }
        const payment = await this.repository.lockPayment(em, refund.payment.id);
        const before = refund.status;
        moveRefund(refund, status);
        if (failure) refund.failure = failure;
        if (handBack) {
          refund.settledMethod = handBack.method;
          refund.settledReference = handBack.reference?.trim() || null;
          refund.settledNote = handBack.note?.trim() || null;
          refund.settledByAdminId = handBack.actor.id;
          refund.settledByUsername = handBack.actor.username;
          this.audit.record(em, {
            actor: handBack.actor,
            action: 'refund',
            resource: 'payments',
            resourceId: payment.id,
            changes: {
              refundHandedBack: {
                from: { refundId: refund.id, status: before },
                to: {
                  status,
                  amountCents: refund.amountCents,
                  method: refund.settledMethod,
                  reference: refund.settledReference,
                  note: refund.settledNote,
                },
              },
            },
            ipAddress: handBack.ipAddress,
          });
        }
        if (status === 'processed') {
          refund.processedAt = now;
          payment.refundedCents += refund.amountCents;
          if (payment.status === 'rejected') return { staged: [], refund };
          const creditNote = await issueCreditNote(em, refund, payment, await this.settings.get(em), now);
          return {
            refund,
            staged: [
              this.mail.stage(em, {
                template: MAIL_TEMPLATES.refundProcessed,
                to: payment.email,
                variables: {
                  firstName: payment.customerName?.split(' ')[0] ?? '',
                  amount: formatCents(refund.amountCents),
                  reference: payment.reference,
                  creditNoteNumber: refund.creditNoteNumber,
                  reason: refund.reason,
                  ...handBackVariables(refund, now),
                },
                attachments: [await documentAttachment(creditNote)],
              }),
            ],
          };
        }
        if (status === 'failed' || status === 'needs-attention' || status === 'awaiting-hand-back')
          return {
            refund,
            staged: [
              this.mail.stage(em, {
                template: MAIL_TEMPLATES.paymentAttentionStaff,
                to: await this.staffNotices.recipientFor(em, 'refunds'),
                variables: staffNotice(refund, payment, status, failure),
              }),
            ],
          };
        return { staged: [], refund };
      });
    await this.mail.dispatch(staged);
    return refund;
  }

  /**
   * Staff record the money of a desk refund handed back (cash, M-Pesa from the till, bank transfer): the refund is
   * processed as a Paystack refund is (refunded total, numbered credit note e-mailed), with who recorded it, how and
   * their reference kept, and audited. Recording it again answers 409 naming who did.
   */
  async recordHandBack(
    paymentId: string,
    refundId: string,
    body: { method: HandBackMethod; reference?: string; note?: string },
    actor: AdminPrincipal,
    ipAddress: string,
  ): Promise<Refund> {
    await this.settle(refundId, 'processed', { handBack: { ...body, paymentId, actor, ipAddress } });
    return this.repository.refundWithPayment(refundId);
  }

  /**
   * Worker: the scheduled refund check. Refunds Paystack never acknowledged are sent (again); ones it has are read
   * back and their state applied, in case a webhook was lost. Only refunds that can still change at Paystack are
   * looked at, oldest first and those waiting on Paystack's "needs attention" last, so desk refunds waiting for staff
   * (and a pile of stuck ones) never crowd a lost webhook out of the batch.
   */
  async check(now: Date = new Date()): Promise<{ submitted: number; updated: number }> {
    const result = { submitted: 0, updated: 0 };
    if (!this.config.paystack.secretKey) return result;
    const open = await this.repository.openPaystackRefunds(CHECK_BATCH);
    for (const refund of open) {
      try {
        if (!refund.paystackRefundId) {
          await this.submit(refund.id, now);
          result.submitted++;
          continue;
        }
        const answer = await this.paystack.fetchRefund(Number(refund.paystackRefundId));
        if (answer.status !== refund.status) {
          await this.settle(refund.id, answer.status, { now });
          result.updated++;
        }
      } catch (error) {
        this.logger.warn(
          `Could not check refund ${refund.id}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return result;
  }
}

/** How a settle came about: Paystack's reason for a failure, the time, or staff recording a desk refund. */
export interface SettleOptions {
  failure?: string;
  now?: Date;
  handBack?: {
    paymentId: string;
    method: HandBackMethod;
    reference?: string;
    note?: string;
    actor: AdminPrincipal;
    ipAddress: string;
  };
}

/** Only a successful payment, or a rejected one (whose money all goes back), can be refunded. */
function isRefundable(payment: Payment): boolean {
  return payment.status === 'success' || payment.status === 'rejected';
}

/** What a payment took: the price, or for a rejected payment what Paystack actually charged. */
function paidCents(payment: Payment): number {
  return payment.status === 'rejected' ? (payment.receivedCents ?? 0) : payment.amountCents;
}

/** A payment staff took at the desk: its refunds are handed back by staff, never sent to Paystack. */
export function isDeskPayment(payment: Payment): boolean {
  return payment.recordedByUsername !== null && isOfflineChannel(payment.channel);
}

function staffNotice(refund: Refund, payment: Payment, status: RefundStatus, failure: string | undefined) {
  const amount = moneyOf(refund.amountCents, refund.currency);
  const common = { reference: payment.reference, email: payment.email, amount: formatCents(payment.amountCents) };
  if (status === 'awaiting-hand-back')
    return {
      ...common,
      headline: 'a desk refund is waiting to be handed back',
      details: `The refund of ${amount} (${refund.reason}) was paid at the desk (${payment.channel}), so Paystack cannot send it. Hand the money back to the customer, then open the payment under Payments and choose "Record refund handed back": the customer then gets their credit note.`,
    };
  return {
    ...common,
    headline: status === 'failed' ? 'a refund failed' : 'a refund needs attention',
    details: `The refund of ${amount} (${refund.reason}) is ${status}${failure ? `: ${failure}` : ''}. Paystack's dashboard says what the customer's bank needs; refund again from the payment once it is sorted.`,
  };
}

/** How a desk refund went back, in the customer's words ("We paid back KSh 3,000 … in cash on …"). */
const HAND_BACK_WORDS: Record<HandBackMethod, string> = {
  cash: 'in cash',
  mpesa: 'to your M-Pesa',
  bank_transfer: 'by bank transfer',
};

/**
 * The refund-processed e-mail's account of a desk refund staff recorded handed back: how, on which day and their
 * reference. All null for a Paystack refund, whose e-mail keeps the 7 to 14 business days of the card networks.
 */
function handBackVariables(refund: Refund, now: Date) {
  if (!refund.settledMethod) return { handBackMethod: null, handedBackOn: null, handBackReference: null } as const;
  return {
    handBackMethod: HAND_BACK_WORDS[refund.settledMethod],
    handedBackOn: formatMembershipDate(venueToday(refund.processedAt ?? now)),
    handBackReference: refund.settledReference,
  };
}

function moneyOf(subunits: number, currency: string): string {
  return currency === 'KES' ? `KSh ${formatCents(subunits)}` : `${currency} ${(subunits / 100).toFixed(2)}`;
}

function isOfflineChannel(channel: string | null): channel is OfflinePaymentChannel {
  return (OFFLINE_PAYMENT_CHANNELS as readonly (string | null)[]).includes(channel);
}
