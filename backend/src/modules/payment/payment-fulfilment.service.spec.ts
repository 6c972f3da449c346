import { Logger } from '@nestjs/common';
import { FakeUnitOfWork } from '../../common/database/fake-unit-of-work.js';
import { type Transaction } from '../../common/database/transaction.js';
import { type BusinessSettingsService, DEFAULT_BUSINESS_SETTINGS } from '../../common/settings/business-settings.js';
import { type DomainEvent, type DomainEvents } from '../../common/events/domain-events.js';
import { type MailRequest, type MailService, type StaffMailRequest } from '../mail/delivery/mail.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { type DocumentNumbersRepository } from './documents/document-numbers.repository.js';
import { Payment } from './entities/payment.entity.js';
import { type Refund } from './entities/refund.entity.js';
import { type PaymentCheckouts } from './payment-checkouts.service.js';
import { PaymentFulfilment } from './payment-fulfilment.service.js';
import { PaymentNotices } from './payment-notices.js';
import { type Delivery, PaymentSucceeded } from './payment.events.js';
import { type PaymentsRepository } from './payments.repository.js';
import { type SmsService } from '../sms/sms.service.js';
import { PaymentsService } from './payments.service.js';
import { type PaystackClient } from './paystack/paystack.client.js';
import { type PaystackTransaction } from './paystack/paystack.types.js';
import { ReceiptIssuer } from './receipts/receipt-issuer.js';
import { type RefundsService } from './refunds/refunds.service.js';

/**
 * The one fulfilment path's decisions with every collaborator faked. The payments table here behaves as the real
 * one does across a transaction: the locked row is a working copy that is written back when the unit of work
 * commits and dropped when it rolls back, so a spec can tell what a fulfilment left behind. The module that owns a
 * payment's target is a fake listener of PaymentSucceeded answering a Delivery; what booking and membership really
 * answer is their own specs' (booking/payments/booking-payments.spec.ts, membership/payments).
 */

const GROUP = '0b6f7c1e-4a53-4c6a-9a43-1f1f1f1f1f1f';

/** The `payments` table: committed rows, and the working copies of the open transaction. */
class PaymentsTable {
  readonly committed = new Map<string, Payment>();
  private working = new Map<string, Payment>();

  insert(reference: string, purpose: 'booking' | 'plan', amountCents: number): Payment {
    const payment = new Payment(reference, purpose, GROUP, amountCents, 'wanjiru@example.co.ke');
    payment.customerName = 'Wanjiru Kamau';
    this.committed.set(reference, payment);
    return payment;
  }

  get(reference: string): Payment {
    return this.committed.get(reference)!;
  }

  commit(): void {
    for (const [reference, row] of this.working) this.committed.set(reference, row);
    this.working = new Map();
  }

  rollBack(): void {
    this.working = new Map();
  }

  repository(): PaymentsRepository {
    const fake: Pick<
      PaymentsRepository,
      'lockByReference' | 'findByReference' | 'targetOfReference' | 'lockTarget' | 'otherSuccessfulPayment'
    > = {
      targetOfReference: async (_tx, reference) => this.committed.get(reference)?.targetId ?? null,
      lockTarget: async () => undefined,
      otherSuccessfulPayment: async (_tx, payment) =>
        [...this.committed.values()].find(
          (row) => row.reference !== payment.reference && row.targetId === payment.targetId && row.status === 'success',
        ) ?? null,
      lockByReference: async (_tx, reference) => {
        const row = this.committed.get(reference);
        if (!row) return null;
        const copy = Object.assign(Object.create(Payment.prototype) as Payment, row);
        this.working.set(reference, copy);
        return copy;
      },
      findByReference: async (reference) => this.committed.get(reference) ?? null,
    };
    return fake as PaymentsRepository;
  }
}

/** A unit of work whose commit and rollback reach the fake table. */
class TableUnitOfWork extends FakeUnitOfWork {
  constructor(private readonly table: PaymentsTable) {
    super();
  }

  override async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      const result = await super.run(work);
      this.table.commit();
      return result;
    } catch (error) {
      this.table.rollBack();
      throw error;
    }
  }
}

function paid(reference: string, fields: Partial<PaystackTransaction> = {}): PaystackTransaction {
  return {
    id: 7,
    reference,
    status: 'success',
    amount: 300_000,
    currency: 'KES',
    channel: 'mobile_money',
    gateway_response: 'Approved',
    paid_at: '2026-12-01T08:00:00.000Z',
    created_at: '2026-12-01T07:58:00.000Z',
    metadata: null,
    customer: { email: 'wanjiru@example.co.ke' },
    ...fields,
  };
}

function setUp() {
  const table = new PaymentsTable();
  const unitOfWork = new TableUnitOfWork(table);

  // The owner of a booking payment's target: confirms the group (two slots of KSh 1,500) once per delivery and
  // answers what it delivered; a slot it could not keep is answered as undelivered, for fulfilment to refund.
  const group = { unplaced: [] as { id: string; why: 'taken' | 'space-gone' }[], confirmations: 0, answers: 1 };
  const rows = [
    { id: 'b1', time: '10:00', priceCents: 150_000 },
    { id: 'b2', time: '14:00', priceCents: 150_000 },
  ];
  const deliverBooking = (payment: Payment): Delivery => {
    group.confirmations++;
    const unplaced = rows.filter((row) => group.unplaced.some(({ id }) => id === row.id));
    const taken = group.unplaced.every(({ why }) => why === 'taken');
    return {
      lines: rows.map((row) => ({
        description: `Boardroom: 2026-12-04, ${row.time} (2 hours)`,
        quantity: 1,
        amountCents: row.priceCents,
      })),
      description: 'Boardroom on 2026-12-04',
      mail:
        unplaced.length < rows.length
          ? [
              { template: 'booking-confirmed', to: 'wanjiru@example.co.ke' },
              { template: 'booking-paid-staff', staff: 'paidBookings', variables: { reference: payment.reference } },
            ]
          : [],
      undelivered:
        unplaced.length === 0
          ? null
          : {
              amountCents: unplaced.reduce((sum, row) => sum + row.priceCents, 0),
              what: 'Boardroom on 2026-12-04',
              reason: `it arrived after the time we held your booking for, and ${unplaced.length} of the ${rows.length} slots have been booked by someone else since (2026-12-04 14:00). The rest of your booking is confirmed.`,
              refundReason: taken
                ? 'Paid after the hold expired and the slot was taken'
                : 'The space is no longer available for booking',
              bookAgainUrl: 'https://coworking.example/booking',
              staffHeadline: 'late payment refunded automatically',
            },
    };
  };
  const heard: PaymentSucceeded[] = [];
  const events: Pick<DomainEvents, 'publish'> = {
    publish: async <Reaction>(event: DomainEvent<Reaction>) => {
      if (!(event instanceof PaymentSucceeded)) return [];
      heard.push(event);
      if (event.payment.purpose !== 'booking') return [];
      return Array.from({ length: group.answers }, () => deliverBooking(event.payment) as Reaction);
    },
  };

  const mail = { staged: [] as (MailRequest | StaffMailRequest)[], dispatched: [] as string[] };
  const stage = (request: MailRequest | StaffMailRequest) => {
    mail.staged.push(request);
    return { templateName: request.template } as MailOutbox;
  };
  const mailService: Pick<MailService, 'stage' | 'stageAll' | 'dispatch'> = {
    stage: (_tx, request) => stage(request),
    stageAll: async (_tx, requests) => requests.map(stage),
    dispatch: async (outbox) => void mail.dispatched.push(...outbox.map((item) => item.templateName)),
  };

  const refunds = {
    created: [] as { paymentId: string; amountCents?: number; reason: string }[],
    submitted: [] as string[],
    failWith: null as Error | null,
  };
  const refundsService: Pick<RefundsService, 'create' | 'submit'> = {
    create: async (_tx, paymentId, order) => {
      if (refunds.failWith) throw refunds.failWith;
      refunds.created.push({ paymentId, amountCents: order.amountCents, reason: order.reason });
      const refund = { id: `refund-${refunds.created.length}`, amountCents: order.amountCents ?? 300_000 } as Refund;
      return { refund, created: true };
    },
    submit: async (id) => void refunds.submitted.push(id),
  };

  let lastNumber = 0;
  const numbers: Pick<DocumentNumbersRepository, 'takeNext'> = { takeNext: async () => ++lastNumber };
  const settings = { get: async () => DEFAULT_BUSINESS_SETTINGS } as unknown as BusinessSettingsService;

  const repository = table.repository();
  const notices = new PaymentNotices(
    mailService as MailService,
    new ReceiptIssuer(numbers as DocumentNumbersRepository),
    settings,
    unitOfWork.asUnitOfWork(),
  );
  const fulfilment = new PaymentFulfilment(
    unitOfWork.asUnitOfWork(),
    repository,
    mailService as MailService,
    refundsService as RefundsService,
    events as DomainEvents,
    notices,
    // Card payments only here: no M-Pesa confirmation SMS (test/payment/mpesa-checkout covers them).
    { stage: async () => null, dispatch: async () => undefined } as unknown as SmsService,
  );

  /** What Paystack answers when the payer comes back. */
  const answers = new Map<string, PaystackTransaction>();
  const paystack: Pick<PaystackClient, 'verify'> = { verify: async (reference) => answers.get(reference)! };
  const payments = new PaymentsService(repository, paystack as PaystackClient, {} as PaymentCheckouts, fulfilment);

  const templates = () => mail.staged.map((request) => request.template).sort();
  return { fulfilment, payments, answers, table, unitOfWork, group, heard, mail, refunds, templates };
}

beforeAll(() => Logger.overrideLogger(false));

describe('fulfilling a booking payment', () => {
  it('confirms the group once, receipts it and sends the e-mails only after the commit', async () => {
    const { fulfilment, table, unitOfWork, group, mail, templates } = setUp();
    table.insert('SCH-1', 'booking', 300_000);

    expect(await fulfilment.fulfil(paid('SCH-1'), 'webhook')).toBe('fulfilled');

    expect(table.get('SCH-1')).toMatchObject({
      status: 'success',
      channel: 'mobile_money',
      paystackTransactionId: '7',
      receiptNumber: 'SCH-2026-000001',
      customerName: 'Wanjiru Kamau',
    });
    expect(table.get('SCH-1').receipt?.lines.map((line) => line.amountCents)).toEqual([150_000, 150_000]);
    expect(group.confirmations).toBe(1);
    expect(unitOfWork.commits).toBe(1);
    expect(templates()).toEqual(['booking-confirmed', 'booking-paid-staff', 'payment-receipt']);
    expect(mail.dispatched.sort()).toEqual(templates());
  });

  it('delivers nothing twice when the webhook comes again and the payer then verifies', async () => {
    const { fulfilment, payments, answers, table, group, mail, refunds } = setUp();
    table.insert('SCH-1', 'booking', 300_000);
    await fulfilment.fulfil(paid('SCH-1'), 'webhook');
    const receipt = table.get('SCH-1').receiptNumber;

    expect(await fulfilment.fulfil(paid('SCH-1'), 'webhook')).toBe('already-fulfilled');
    answers.set('SCH-1', paid('SCH-1'));
    expect(await payments.verify('SCH-1')).toMatchObject({ status: 'success' });

    expect(group.confirmations).toBe(1);
    expect(table.get('SCH-1').receiptNumber).toBe(receipt);
    expect(mail.staged).toHaveLength(3);
    expect(mail.dispatched).toHaveLength(3);
    expect(refunds.created).toEqual([]);
  });

  it.each([
    ['another amount', { amount: 299_900 }, 'KSh 2,999'],
    ['another currency', { currency: 'NGN' }, 'NGN 3000.00'],
  ])(
    'refuses a charge of %s: recorded as rejected, all of it refunded, nothing delivered',
    async (_case, charged, taken) => {
      const { fulfilment, table, group, mail, refunds } = setUp();
      table.insert('SCH-1', 'booking', 300_000);

      expect(await fulfilment.fulfil(paid('SCH-1', charged), 'webhook')).toBe('rejected');

      const received = paid('SCH-1', charged);
      expect(table.get('SCH-1')).toMatchObject({
        status: 'rejected',
        receivedCents: received.amount,
        receivedCurrency: received.currency,
        receiptNumber: null,
        providerData: expect.objectContaining({ rejected: 'expected 300000 KES' }),
      });
      expect(group.confirmations).toBe(0);
      expect(refunds.created).toEqual([
        { paymentId: table.get('SCH-1').id, amountCents: undefined, reason: `Charged ${taken} instead of KSh 3,000` },
      ]);
      expect(refunds.submitted).toEqual(['refund-1']);
      expect(mail.staged.find((request) => request.template === 'payment-rejected')?.variables).toMatchObject({
        paidAmount: taken,
        askedAmount: 'KSh 3,000',
      });

      // The rejection is final: a replay refunds and tells nobody again.
      expect(await fulfilment.fulfil(paid('SCH-1', charged), 'reconciliation')).toBe('rejected');
      expect(refunds.created).toHaveLength(1);
      expect(mail.staged).toHaveLength(2);
    },
  );

  it('refunds the share of a slot taken after the hold ran out and keeps the rest confirmed', async () => {
    const { fulfilment, table, group, mail, refunds } = setUp();
    group.unplaced = [{ id: 'b2', why: 'taken' }];
    table.insert('SCH-1', 'booking', 300_000);

    expect(await fulfilment.fulfil(paid('SCH-1'), 'reconciliation')).toBe('fulfilled');

    expect(table.get('SCH-1').status).toBe('success');
    expect(refunds.created).toEqual([
      {
        paymentId: table.get('SCH-1').id,
        amountCents: 150_000,
        reason: 'Paid after the hold expired and the slot was taken',
      },
    ]);
    expect(refunds.submitted).toEqual(['refund-1']);
    const notDelivered = mail.staged.find((request) => request.template === 'payment-not-delivered');
    expect(notDelivered?.variables).toMatchObject({ refundAmount: '1,500', amount: '3,000' });
    expect(notDelivered?.variables?.reason).toContain('1 of the 2 slots have been booked by someone else since');
    expect(notDelivered?.variables?.reason).toContain('The rest of your booking is confirmed.');
    // Staff still hear of the paid booking, and of the refund.
    expect(mail.staged.map((request) => request.template)).toEqual(
      expect.arrayContaining(['booking-paid-staff', 'payment-attention-staff']),
    );
  });

  it('leaves the payment pending, sends nothing and refunds nothing when the transaction fails half-way', async () => {
    const { fulfilment, table, unitOfWork, group, mail, refunds } = setUp();
    group.unplaced = [{ id: 'b2', why: 'space-gone' }];
    refunds.failWith = new Error('connection lost');
    table.insert('SCH-1', 'booking', 300_000);

    await expect(fulfilment.fulfil(paid('SCH-1'), 'webhook')).rejects.toThrow('connection lost');

    expect(unitOfWork.rollbacks).toBe(1);
    expect(table.get('SCH-1')).toMatchObject({ status: 'pending', receiptNumber: null });
    expect(mail.dispatched).toEqual([]);
    expect(refunds.submitted).toEqual([]);

    // The next report of the same payment delivers it in full.
    refunds.failWith = null;
    expect(await fulfilment.fulfil(paid('SCH-1'), 'reconciliation')).toBe('fulfilled');
    expect(table.get('SCH-1').status).toBe('success');
    expect(refunds.submitted).toEqual(['refund-1']);
  });
});

describe('announcing a payment paid', () => {
  it('publishes PaymentSucceeded once, in the fulfilling transaction, with the row locked and marked paid', async () => {
    const { fulfilment, table, unitOfWork, heard } = setUp();
    table.insert('SCH-1', 'booking', 300_000);

    await fulfilment.fulfil(paid('SCH-1'), 'webhook');
    await fulfilment.fulfil(paid('SCH-1'), 'verify');

    expect(heard).toHaveLength(1);
    const [event] = heard;
    expect(event.tx).toBe(unitOfWork.tx);
    expect(event.transaction).toMatchObject({ reference: 'SCH-1', status: 'success' });
    expect(event.payment).toMatchObject({ reference: 'SCH-1', status: 'success', paystackTransactionId: '7' });
  });

  it.each([
    ['no module delivers it (a purpose nobody owns)', 'plan' as const, 1],
    ['two modules deliver it', 'booking' as const, 2],
  ])('fails loudly when %s: rolled back, still pending, nothing sent', async (_case, purpose, answers) => {
    const { fulfilment, table, unitOfWork, group, mail, refunds } = setUp();
    group.answers = answers;
    table.insert('SCH-1', purpose, 300_000);

    await expect(fulfilment.fulfil(paid('SCH-1'), 'webhook')).rejects.toThrow(
      `Payment SCH-1 (${purpose}) was delivered by ${purpose === 'plan' ? 0 : 2} modules; exactly one must deliver it`,
    );

    expect(unitOfWork.rollbacks).toBe(1);
    expect(table.get('SCH-1')).toMatchObject({ status: 'pending', receiptNumber: null });
    expect(mail.dispatched).toEqual([]);
    expect(refunds.created).toEqual([]);
  });
});
