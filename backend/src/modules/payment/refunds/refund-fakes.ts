import { type AppConfig } from '../../../config/app-config.js';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type BusinessSettingsService, DEFAULT_BUSINESS_SETTINGS } from '../../../common/settings/business-settings.js';
import { type AuditLogService, type AuditRecord } from '../../identity/audit/audit-log.service.js';
import { type AuditLogEntry } from '../../identity/entities/audit-log-entry.entity.js';
import { type StaffNotificationsService } from '../../mail/admin-notices/staff-notifications.service.js';
import { type MailRequest, type MailService } from '../../mail/delivery/mail.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { type DocumentNumbersRepository } from '../documents/document-numbers.repository.js';
import { Payment } from '../entities/payment.entity.js';
import { FINAL_REFUND_STATUSES, type Refund } from '../entities/refund.entity.js';
import { PaystackError, type PaystackClient } from '../paystack/paystack.client.js';
import { type CreateRefundRequest, type PaystackRefund } from '../paystack/paystack.types.js';
import { ReceiptIssuer } from '../receipts/receipt-issuer.js';
import { PaystackRefunds } from './paystack-refunds.service.js';
import { isDeskPayment } from './refund-rules.js';
import { RefundSettlement } from './refund-settlement.service.js';
import { type RefundsRepository } from './refunds.repository.js';
import { RefundsService } from './refunds.service.js';

/*
 * In-memory stand-ins for the refund services' collaborators, shared by their unit specs. The fake database keeps
 * payments, refunds, audit entries and staged e-mails; a transaction that throws puts all of them back as they were,
 * as PostgreSQL's rollback would.
 */

type RefundsPort = Pick<
  RefundsRepository,
  | 'add'
  | 'lockPayment'
  | 'lockRefund'
  | 'byIdempotencyKey'
  | 'notFailedCents'
  | 'paidBookingGroup'
  | 'refundsOf'
  | 'findRefund'
  | 'withPayment'
  | 'findWithPayment'
  | 'claimForSending'
  | 'recordPaystackId'
  | 'byPaystackId'
  | 'findById'
  | 'oldestOpenFor'
  | 'openPaystackRefunds'
>;

interface Saved {
  payments: Map<Payment, Payment>;
  refunds: Map<string, Refund>;
  refundFields: Map<Refund, Refund>;
  audit: number;
  mail: number;
}

export class FakeRefundDatabase {
  readonly payments = new Map<string, Payment>();
  readonly refunds = new Map<string, Refund>();
  readonly audit: AuditRecord[] = [];
  readonly staged: MailRequest[] = [];
  dispatched: MailRequest[] = [];
  /** Set to make the next audit entry fail (a failure half-way through a transaction). */
  failAudit = false;

  payment(amountCents: number, fields: Partial<Payment> = {}): Payment {
    const payment = new Payment(
      `SCH-T${this.payments.size + 1}`,
      'booking',
      'group-1',
      amountCents,
      'amina@example.com',
    );
    Object.assign(payment, { status: 'success', customerName: 'Amina Otieno', paidAt: new Date(), ...fields });
    this.payments.set(payment.id, payment);
    return payment;
  }

  /** A payment staff took at the desk in cash. */
  deskPayment(amountCents: number): Payment {
    return this.payment(amountCents, { channel: 'cash', recordedByUsername: 'wanjiku' });
  }

  refundsOfPayment(payment: Payment): Refund[] {
    return [...this.refunds.values()].filter((refund) => refund.payment.id === payment.id);
  }

  save(): Saved {
    return {
      payments: new Map([...this.payments.values()].map((payment) => [payment, { ...payment }])),
      refunds: new Map(this.refunds),
      refundFields: new Map([...this.refunds.values()].map((refund) => [refund, { ...refund }])),
      audit: this.audit.length,
      mail: this.staged.length,
    };
  }

  restore(saved: Saved): void {
    for (const [payment, fields] of saved.payments) Object.assign(payment, fields);
    this.refunds.clear();
    for (const [id, refund] of saved.refunds)
      this.refunds.set(id, Object.assign(refund, saved.refundFields.get(refund)));
    this.audit.length = saved.audit;
    this.staged.length = saved.mail;
  }

  unitOfWork(): FakeUnitOfWork {
    return new FakeUnitOfWork(this);
  }

  repository(): RefundsRepository {
    const refunds = () => [...this.refunds.values()];
    const fake: RefundsPort = {
      add: (_tx, refund) => void this.refunds.set(refund.id, refund),
      lockPayment: async (_tx, id) => this.payments.get(id) ?? null,
      lockRefund: async (_tx, id) => this.refunds.get(id) ?? null,
      byIdempotencyKey: async (_tx, key) => refunds().find((refund) => refund.idempotencyKey === key) ?? null,
      notFailedCents: async (_tx, paymentId) =>
        refunds()
          .filter((refund) => refund.payment.id === paymentId && refund.status !== 'failed')
          .reduce((sum, refund) => sum + refund.amountCents, 0),
      paidBookingGroup: async (_tx, groupId) =>
        [...this.payments.values()]
          .filter((payment) => payment.targetId === groupId && payment.status === 'success')
          .sort((a, b) => (b.paidAt?.getTime() ?? 0) - (a.paidAt?.getTime() ?? 0))[0] ?? null,
      refundsOf: async (_tx, paymentId) => refunds().filter((refund) => refund.payment.id === paymentId),
      findRefund: async (_tx, paymentId, id) =>
        refunds().find((r) => r.id === id && r.payment.id === paymentId) ?? null,
      withPayment: async (id) => {
        const refund = this.refunds.get(id);
        if (!refund) throw new Error(`No refund ${id}`);
        return refund;
      },
      findWithPayment: async (id) => this.refunds.get(id) ?? null,
      claimForSending: async (id, now, resendAfter) => {
        const refund = this.refunds.get(id);
        if (!refund || refund.paystackRefundId !== null || refund.status !== 'pending') return null;
        if (refund.submittedAt && refund.submittedAt >= resendAfter) return null;
        const previouslySubmittedAt = refund.submittedAt;
        refund.submittedAt = now;
        return { previouslySubmittedAt };
      },
      recordPaystackId: async (id, paystackRefundId) => {
        const refund = this.refunds.get(id);
        if (refund && refund.paystackRefundId === null) refund.paystackRefundId = paystackRefundId;
      },
      byPaystackId: async (paystackId) => refunds().find((refund) => refund.paystackRefundId === paystackId) ?? null,
      findById: async (id) => this.refunds.get(id) ?? null,
      oldestOpenFor: async (reference, amountCents) =>
        refunds().find(
          (refund) =>
            refund.payment.reference === reference &&
            refund.amountCents === amountCents &&
            !FINAL_REFUND_STATUSES.includes(refund.status),
        ) ?? null,
      openPaystackRefunds: async (limit) =>
        refunds()
          .filter((refund) => ['pending', 'processing', 'needs-attention'].includes(refund.status))
          .filter((refund) => !isDeskPayment(refund.payment))
          .slice(0, limit),
    };
    return fake as RefundsRepository;
  }

  auditLog(): AuditLogService {
    const fake: Pick<AuditLogService, 'record'> = {
      record: (_tx, record) => {
        if (this.failAudit) throw new Error('The audit log is unavailable');
        this.audit.push(record);
        return {} as AuditLogEntry;
      },
    };
    return fake as AuditLogService;
  }

  mail(): MailService {
    const fake: Pick<MailService, 'stage' | 'dispatch'> = {
      stage: (_tx, request) => {
        this.staged.push(request);
        return { request } as unknown as MailOutbox;
      },
      dispatch: async (rows) => {
        this.dispatched.push(...rows.map((row) => (row as unknown as { request: MailRequest }).request));
      },
    };
    return fake as MailService;
  }
}

/** Paystack's refund endpoints: what was sent, and how it answers (takes it, refuses it, or never answers). */
export class FakePaystackRefunds {
  readonly sent: CreateRefundRequest[] = [];
  /** Refunds Paystack already has, as GET /refund?transaction= lists them. */
  readonly listed: PaystackRefund[] = [];
  answer: 'take' | 'refuse' | 'no-answer' = 'take';
  private lastId = 9000;

  client(): PaystackClient {
    const fake: Pick<PaystackClient, 'refund' | 'listRefunds' | 'fetchRefund'> = {
      refund: async (request) => {
        if (this.answer === 'refuse') throw new PaystackError('Transaction has been fully reversed', 400);
        if (this.answer === 'no-answer') throw new Error('socket hang up');
        this.sent.push(request);
        return this.paystackRefund(request, 'pending');
      },
      listRefunds: async ({ transaction } = {}) =>
        this.listed.filter((refund) => refund.transaction_reference === transaction),
      fetchRefund: async (id) => {
        const found = this.listed.find((refund) => refund.id === id);
        if (!found) throw new PaystackError('Refund not found', 404);
        return found;
      },
    };
    return fake as PaystackClient;
  }

  paystackRefund(request: CreateRefundRequest, status: PaystackRefund['status']): PaystackRefund {
    return {
      id: ++this.lastId,
      transaction: 1,
      transaction_reference: request.transaction,
      amount: request.amount ?? 0,
      currency: request.currency ?? 'KES',
      status,
      merchant_note: request.merchant_note ?? '',
      customer_note: request.customer_note ?? '',
      refunded_at: null,
      createdAt: new Date().toISOString(),
    };
  }
}

/** The refund services as the module wires them, over the fakes. */
export function refundServices(database: FakeRefundDatabase, paystack: FakePaystackRefunds) {
  const unitOfWork = database.unitOfWork();
  const repository = database.repository();
  let creditNotes = 0;
  const numbers: Pick<DocumentNumbersRepository, 'takeNext'> = { takeNext: async () => ++creditNotes };
  const settings: Pick<BusinessSettingsService, 'get'> = { get: async () => DEFAULT_BUSINESS_SETTINGS };
  const staffNotices: Pick<StaffNotificationsService, 'recipientFor'> = {
    recipientFor: async () => 'accounts@venue.example',
  };
  const settlement = new RefundSettlement(
    unitOfWork.asUnitOfWork(),
    repository,
    database.mail(),
    settings as BusinessSettingsService,
    database.auditLog(),
    staffNotices as StaffNotificationsService,
    new ReceiptIssuer(numbers as DocumentNumbersRepository),
  );
  const config = { paystack: { secretKey: 'sk_test_fake' } } as AppConfig;
  const paystackRefunds = new PaystackRefunds(repository, paystack.client(), settlement, config);
  const refunds = new RefundsService(
    unitOfWork.asUnitOfWork(),
    repository,
    database.auditLog(),
    paystackRefunds,
    settlement,
  );
  return { unitOfWork, refunds, settlement, paystackRefunds };
}
