import { Logger } from '@nestjs/common';
import { type Clock } from '../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../common/database/fake-unit-of-work.js';
import { type Transaction } from '../../common/database/transaction.js';
import { type BusinessSettingsService, DEFAULT_BUSINESS_SETTINGS } from '../../common/settings/business-settings.js';
import { loadConfig } from '../../config/app-config.js';
import { type BookingsService, type UnplacedRow } from '../booking/bookings.service.js';
import { type SpaceBooking } from '../booking/entities/space-booking.entity.js';
import { type User } from '../identity/entities/user.entity.js';
import { type MemberAccounts } from '../identity/members/member-accounts.js';
import { type MailRequest, type MailService, type StaffMailRequest } from '../mail/delivery/mail.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { type PlanBooking } from '../membership/entities/plan-booking.entity.js';
import { MembershipLifecycle } from '../membership/lifecycle/membership-lifecycle.js';
import { type MembershipService } from '../membership/membership.service.js';
import { type PlanBookingsRepository } from '../membership/plan-bookings.repository.js';
import { type DeskPayments } from './desk-payments.service.js';
import { type DocumentNumbersRepository } from './documents/document-numbers.repository.js';
import { Payment } from './entities/payment.entity.js';
import { type Refund } from './entities/refund.entity.js';
import { type PaymentCheckouts } from './payment-checkouts.service.js';
import { PaymentDeliveries } from './payment-deliveries.service.js';
import { PaymentFulfilment } from './payment-fulfilment.service.js';
import { PaymentNotices } from './payment-notices.js';
import { type PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { type PaystackClient } from './paystack/paystack.client.js';
import { type PaystackTransaction } from './paystack/paystack.types.js';
import { ReceiptIssuer } from './receipts/receipt-issuer.js';
import { type RefundsService } from './refunds/refunds.service.js';
import { type RenewalCheckouts } from './renewals/renewal-checkouts.service.js';

/**
 * The one fulfilment path's decisions with every collaborator faked. The payments table here behaves as the real
 * one does across a transaction: the locked row is a working copy that is written back when the unit of work
 * commits and dropped when it rolls back, so a spec can tell what a fulfilment left behind.
 */

const GROUP = '0b6f7c1e-4a53-4c6a-9a43-1f1f1f1f1f1f';
const PLAN_BOOKING = '6c1d2f9e-2b7a-4d0e-8c1b-2e2e2e2e2e2e';
const NOW = new Date('2026-11-30T08:00:00Z');

/** The `payments` table: committed rows, and the working copies of the open transaction. */
class PaymentsTable {
  readonly committed = new Map<string, Payment>();
  private working = new Map<string, Payment>();

  insert(reference: string, purpose: 'booking' | 'plan', amountCents: number): Payment {
    const payment = new Payment(
      reference,
      purpose,
      purpose === 'booking' ? GROUP : PLAN_BOOKING,
      amountCents,
      'wanjiru@example.co.ke',
    );
    payment.customerName = 'Wanjiru Kamau';
    if (purpose === 'plan') payment.periodNumber = 1;
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
    const fake: Pick<PaymentsRepository, 'lockByReference' | 'findByReference' | 'otherSuccessfulPayment'> = {
      lockByReference: async (_tx, reference) => {
        const row = this.committed.get(reference);
        if (!row) return null;
        const copy = Object.assign(Object.create(Payment.prototype) as Payment, row);
        this.working.set(reference, copy);
        return copy;
      },
      findByReference: async (reference) => this.committed.get(reference) ?? null,
      otherSuccessfulPayment: async (_tx, payment) =>
        [...this.committed.values()].find(
          (row) =>
            row.id !== payment.id &&
            row.targetId === payment.targetId &&
            row.periodNumber === payment.periodNumber &&
            row.status === 'success',
        ) ?? null,
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

function row(id: string, time: string, priceCents: number): SpaceBooking {
  return {
    id,
    type: 'boardroom',
    date: '2026-12-04',
    time,
    duration: 2,
    priceCents,
    user: null,
    contact: { firstName: 'Wanjiru', lastName: 'Kamau', email: 'wanjiru@example.co.ke' },
    space: { name: 'Boardroom' },
  } as unknown as SpaceBooking;
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
  const config = loadConfig({ PUBLIC_URL: 'https://coworking.example', LOG_LEVEL: 'silent' });

  const rows = [row('b1', '10:00', 150_000), row('b2', '14:00', 150_000)];
  const group = { unplaced: [] as UnplacedRow[], confirmations: 0 };
  const bookings: Pick<BookingsService, 'confirmPaidGroup' | 'groupRows'> = {
    confirmPaidGroup: async () => {
      group.confirmations++;
      const unplacedIds = new Set(group.unplaced.map(({ row }) => row.id));
      const confirmed = rows.filter((booking) => !unplacedIds.has(booking.id));
      return {
        confirmed,
        unplaced: group.unplaced,
        mail: confirmed.length ? { template: 'booking-confirmed', to: 'wanjiru@example.co.ke' } : null,
      };
    },
    groupRows: async () => rows,
  };

  const membership = {
    booking: {
      id: PLAN_BOOKING,
      contact: { firstName: 'Amina', lastName: 'Otieno', email: 'amina@example.com' },
      startDate: '2026-12-01',
      subscriptionStatus: 'pending',
      periodNumber: 0,
      extensionDays: 0,
      renewalAttempts: 0,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      user: null,
      plan: { name: 'Flexible', price: '10500.00', period: 'monthly', isActive: true, isAvailable: true },
    } as unknown as PlanBooking,
  };
  const clock = { now: () => NOW, today: () => '2026-11-30' } as Clock;
  const lifecycle = new MembershipLifecycle(clock, config, {} as PlanBookingsRepository);
  lifecycle.lock = async () => membership.booking;
  const members: Pick<MemberAccounts, 'ensure'> = {
    ensure: async () => ({ id: 'user-1', companyName: null, kraPin: null }) as unknown as User,
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
  const deliveries = new PaymentDeliveries(
    bookings as BookingsService,
    members as MemberAccounts,
    lifecycle,
    repository,
    config,
  );
  const notices = new PaymentNotices(
    mailService as MailService,
    new ReceiptIssuer(numbers as DocumentNumbersRepository),
    settings,
  );
  const fulfilment = new PaymentFulfilment(
    unitOfWork.asUnitOfWork(),
    repository,
    mailService as MailService,
    refundsService as RefundsService,
    deliveries,
    notices,
  );

  /** What Paystack answers when the payer comes back. */
  const answers = new Map<string, PaystackTransaction>();
  const paystack: Pick<PaystackClient, 'verify'> = { verify: async (reference) => answers.get(reference)! };
  const membershipService: Pick<MembershipService, 'planBookingName'> = { planBookingName: async () => 'Flexible' };
  const payments = new PaymentsService(
    repository,
    paystack as PaystackClient,
    membershipService as MembershipService,
    {} as PaymentCheckouts,
    {} as RenewalCheckouts,
    fulfilment,
    {} as DeskPayments,
  );

  const templates = () => mail.staged.map((request) => request.template).sort();
  return { fulfilment, payments, answers, table, unitOfWork, group, rows, membership, mail, refunds, templates };
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
    const { fulfilment, table, group, rows, mail, refunds } = setUp();
    group.unplaced = [{ row: rows[1], why: 'taken' }];
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
    const { fulfilment, table, unitOfWork, group, rows, mail, refunds } = setUp();
    group.unplaced = [{ row: rows[1], why: 'space-gone' }];
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

describe('fulfilling a membership payment', () => {
  it('activates the plan booking once and refunds a second payment for the same period', async () => {
    const { fulfilment, table, membership, refunds, templates, mail } = setUp();
    table.insert('SCH-1', 'plan', 1_050_000);
    table.insert('SCH-2', 'plan', 1_050_000);

    expect(await fulfilment.fulfil(paid('SCH-1', { amount: 1_050_000 }), 'verify')).toBe('fulfilled');
    expect(membership.booking).toMatchObject({
      subscriptionStatus: 'active',
      periodNumber: 1,
      currentPeriodStart: '2026-12-01',
      currentPeriodEnd: '2027-01-01',
      user: { id: 'user-1' },
    });

    // The same payment reported again, then a second payment for the period.
    expect(await fulfilment.fulfil(paid('SCH-1', { amount: 1_050_000 }), 'webhook')).toBe('already-fulfilled');
    expect(await fulfilment.fulfil(paid('SCH-2', { amount: 1_050_000 }), 'webhook')).toBe('fulfilled');

    expect(membership.booking).toMatchObject({ periodNumber: 1, currentPeriodEnd: '2027-01-01' });
    expect(templates().filter((template) => template === 'subscription-activated')).toHaveLength(1);
    expect(refunds.created).toEqual([
      {
        paymentId: table.get('SCH-2').id,
        amountCents: 1_050_000,
        reason: 'Second payment for a membership period already paid',
      },
    ]);
    expect(mail.staged.find((request) => request.template === 'payment-not-delivered')?.variables?.reason).toContain(
      '(payment SCH-1)',
    );
  });

  it('refunds a payment for a membership that ended before it arrived', async () => {
    const { fulfilment, table, membership, refunds, templates } = setUp();
    Object.assign(membership.booking, { subscriptionStatus: 'cancelled', periodNumber: 1 });
    table.insert('SCH-1', 'plan', 1_050_000);
    table.get('SCH-1').periodNumber = 2;

    expect(await fulfilment.fulfil(paid('SCH-1', { amount: 1_050_000 }), 'webhook')).toBe('fulfilled');

    expect(membership.booking.subscriptionStatus).toBe('cancelled');
    expect(refunds.created).toEqual([
      { paymentId: table.get('SCH-1').id, amountCents: 1_050_000, reason: 'Membership had ended' },
    ]);
    expect(templates()).not.toContain('subscription-activated');
  });
});
