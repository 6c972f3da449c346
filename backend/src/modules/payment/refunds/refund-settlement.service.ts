import { formatMembershipDate, venueToday } from '@coworking/domain';
import { Injectable, Logger } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { BusinessSettingsService } from '../../../common/settings/business-settings.js';
import { kes } from '../payment-values.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { AuditLogService } from '../../identity/audit/audit-log.service.js';
import { StaffNotificationsService } from '../../mail/admin-notices/staff-notifications.service.js';
import { MailService } from '../../mail/delivery/mail.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { type Payment } from '../entities/payment.entity.js';
import { type HandBackMethod, type Refund, type RefundStatus } from '../entities/refund.entity.js';
import { PAYMENT_ERRORS } from '../payment.errors.js';
import { documentAttachment, ReceiptIssuer } from '../receipts/receipt-issuer.js';
import { canMoveRefund, moveRefund } from './refund-transitions.js';
import { RefundsRepository } from './refunds.repository.js';

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

/**
 * Where a refund's state changes: Paystack's answers and webhooks, the scheduled check, and staff recording the money
 * of a desk refund handed back all end here, and the people concerned are e-mailed from here.
 */
@Injectable()
export class RefundSettlement {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly refunds: RefundsRepository,
    private readonly mail: MailService,
    private readonly settings: BusinessSettingsService,
    private readonly audit: AuditLogService,
    private readonly staffNotices: StaffNotificationsService,
    private readonly receipts: ReceiptIssuer,
  ) {}

  /**
   * Moves a refund to a new state through the refund state machine, once (the row is locked; a final state never
   * changes again, and a late webhook of an earlier state is ignored). Processed: the payment's refunded total grows,
   * a credit note is numbered and the customer is e-mailed with it (a rejected charge was never receipted, so it gets
   * neither: the customer was told when it was rejected). Failed, needs attention or awaiting hand-back: staff are
   * e-mailed. With `handBack` (staff recording a desk refund) a refused move answers 409 instead of being ignored.
   */
  async settle(refundId: string, status: RefundStatus, options: SettleOptions = {}): Promise<Refund | null> {
    const { failure, now = new Date(), handBack } = options;
    const { staged, refund } = await this.unitOfWork.run(
      async (tx): Promise<{ staged: MailOutbox[]; refund: Refund | null }> => {
        const refund = await this.refunds.lockRefund(tx, refundId);
        if (!refund) {
          if (handBack) throw PAYMENT_ERRORS.refundNotFound();
          return { staged: [], refund: null };
        }
        if (handBack) {
          if (refund.payment.id !== handBack.paymentId) throw PAYMENT_ERRORS.refundNotFound();
          if (refund.status === 'processed' && refund.settledByUsername)
            throw PAYMENT_ERRORS.handBackRecorded(refund.settledByUsername, refund.processedAt ?? refund.updatedAt);
          if (refund.status !== 'awaiting-hand-back') throw PAYMENT_ERRORS.notDeskRefund();
        } else if (refund.status === status || !canMoveRefund(refund.status, status)) {
          if (refund.status !== status)
            this.logger.warn(`Refund ${refund.id} is ${refund.status}; ignoring a move to ${status}`);
          return { staged: [], refund };
        }
        // The refund's payment row always exists (a payment's refunds are deleted with it).
        const payment = await this.refunds.lockPayment(tx, refund.payment.id);
        if (!payment) throw PAYMENT_ERRORS.notFound();
        const before = refund.status;
        moveRefund(refund, status);
        if (failure) refund.failure = failure;
        if (handBack) this.recordHandBackDetails(tx, refund, payment, before, handBack);
        if (status === 'processed') {
          refund.processedAt = now;
          payment.refundedCents += refund.amountCents;
          if (payment.status === 'rejected') return { staged: [], refund };
          return { refund, staged: [await this.processedMail(tx, refund, payment, now)] };
        }
        if (status === 'failed' || status === 'needs-attention' || status === 'awaiting-hand-back')
          return {
            refund,
            staged: [
              this.mail.stage(tx, {
                template: MAIL_TEMPLATES.paymentAttentionStaff,
                to: await this.staffNotices.recipientFor(tx, 'refunds'),
                variables: staffNotice(refund, payment, status, failure),
              }),
            ],
          };
        return { staged: [], refund };
      },
    );
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
    return this.refunds.withPayment(refundId);
  }

  /** Who handed a desk refund back, how and their reference, kept on the refund and audited. */
  private recordHandBackDetails(
    tx: Transaction,
    refund: Refund,
    payment: Payment,
    before: RefundStatus,
    handBack: NonNullable<SettleOptions['handBack']>,
  ): void {
    refund.settledMethod = handBack.method;
    refund.settledReference = handBack.reference?.trim() || null;
    refund.settledNote = handBack.note?.trim() || null;
    refund.settledByAdminId = handBack.actor.id;
    refund.settledByUsername = handBack.actor.username;
    this.audit.record(tx, {
      actor: handBack.actor,
      action: 'refund',
      resource: 'payments',
      resourceId: payment.id,
      changes: {
        refundHandedBack: {
          from: { refundId: refund.id, status: before },
          to: {
            status: refund.status,
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

  /** The customer's e-mail of a processed refund, with its credit note numbered now. */
  private async processedMail(tx: Transaction, refund: Refund, payment: Payment, now: Date): Promise<MailOutbox> {
    const creditNote = await this.receipts.creditNote(tx, refund, payment, await this.settings.get(tx), now);
    return this.mail.stage(tx, {
      template: MAIL_TEMPLATES.refundProcessed,
      to: payment.email,
      variables: {
        firstName: payment.customerName?.split(' ')[0] ?? '',
        amount: kes(refund.amountCents),
        reference: payment.reference,
        creditNoteNumber: refund.creditNoteNumber,
        reason: refund.reason,
        ...handBackVariables(refund, now),
      },
      attachments: [documentAttachment(creditNote)],
    });
  }
}

function staffNotice(refund: Refund, payment: Payment, status: RefundStatus, failure: string | undefined) {
  const amount = moneyOf(refund.amountCents, refund.currency);
  const common = { reference: payment.reference, email: payment.email, amount: kes(payment.amountCents) };
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
  return currency === 'KES' ? `KSh ${kes(subunits)}` : `${currency} ${(subunits / 100).toFixed(2)}`;
}
