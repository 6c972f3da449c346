import { BadGatewayException, Logger } from '@nestjs/common';
import { type Clock } from '../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../common/database/fake-unit-of-work.js';
import { type AppConfig, loadConfig } from '../../config/app-config.js';
import { type User } from '../identity/entities/user.entity.js';
import { type MemberAccounts } from '../identity/members/member-accounts.js';
import { MembershipLifecycle } from '../membership/lifecycle/membership-lifecycle.js';
import { type BookingsService } from '../booking/bookings.service.js';
import { type SpaceBooking } from '../booking/entities/space-booking.entity.js';
import { type MailRequest, type MailService, type StaffMailRequest } from '../mail/delivery/mail.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { type PlanBooking } from '../membership/entities/plan-booking.entity.js';
import { type MembershipService } from '../membership/membership.service.js';
import { type PlanBookingsRepository } from '../membership/plan-bookings.repository.js';
import { DEFAULT_BUSINESS_SETTINGS, type BusinessSettingsService } from '../../common/settings/business-settings.js';
import { DeskPayments } from './desk-payments.service.js';
import { type DocumentNumbersRepository } from './documents/document-numbers.repository.js';
import { type InitializeBookingPaymentDto } from './dto/payment.dto.js';
import { type Refund } from './entities/refund.entity.js';
import { type RefundsService } from './refunds/refunds.service.js';
import { Payment } from './entities/payment.entity.js';
import { PaymentCheckouts } from './payment-checkouts.service.js';
import { PaymentDeliveries } from './payment-deliveries.service.js';
import { PaymentFulfilment } from './payment-fulfilment.service.js';
import { PaymentNotices } from './payment-notices.js';
import { type PaymentsRepository, type UnpaidStatus } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { PaystackError, type PaystackClient } from './paystack/paystack.client.js';
import {
  type InitializeTransactionRequest,
  type PaystackTransaction,
  type PaystackTransactionStatus,
} from './paystack/paystack.types.js';
import { ReceiptIssuer } from './receipts/receipt-issuer.js';
import { PayLinks } from './renewals/pay-links.js';
import { RenewalCheckouts } from './renewals/renewal-checkouts.service.js';

/**
 * The payment service's decisions, with the database, Paystack, bookings, plans and mail replaced by
 * in-memory fakes. The real-database suites (test/payment) prove the same paths end to end.
 */

const GROUP = '0b6f7c1e-4a53-4c6a-9a43-1f1f1f1f1f1f';
const PLAN_BOOKING = '6c1d2f9e-2b7a-4d0e-8c1b-2e2e2e2e2e2e';
const SPACE = '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f';

/** The payments table as a map; a transaction hands out the rows themselves, so changes "commit" at once. */
class FakePayments {
  readonly rows = new Map<string, Payment>();
  readonly closed: Array<{ reference: string; status: UnpaidStatus }> = [];

  /** Receipt numbers as the document sequence would hand them out. */
  private lastNumber = 0;

  numbers(): DocumentNumbersRepository {
    const fake: Pick<DocumentNumbersRepository, 'takeNext'> = { takeNext: async () => ++this.lastNumber };
    return fake as DocumentNumbersRepository;
  }

  repository(): PaymentsRepository {
    const fake: Pick<
      PaymentsRepository,
      | 'add'
      | 'lockByReference'
      | 'findByReference'
      | 'findByReferenceFor'
      | 'pendingCreatedBefore'
      | 'otherSuccessfulPayment'
      | 'closePending'
    > = {
      add: (_tx, payment) => void this.rows.set(payment.reference, payment),
      lockByReference: async (_tx, reference) => this.rows.get(reference) ?? null,
      findByReference: async (reference) => this.rows.get(reference) ?? null,
      findByReferenceFor: async (reference, targetId) =>
        this.rows.get(reference)?.targetId === targetId ? this.rows.get(reference)! : null,
      pendingCreatedBefore: async () => [...this.rows.values()].filter((row) => row.status === 'pending'),
      otherSuccessfulPayment: async (_tx, payment) =>
        [...this.rows.values()].find(
          (row) => row !== payment && row.targetId === payment.targetId && row.status === 'success',
        ) ?? null,
      closePending: async (reference, status) => {
        const row = this.rows.get(reference);
        if (row?.status !== 'pending') return false;
        row.status = status;
        this.closed.push({ reference, status });
        return true;
      },
    };
    return fake as PaymentsRepository;
  }

  add(purpose: 'booking' | 'plan', amountCents: number): Payment {
    const payment = new Payment(
      `SCH-${this.rows.size + 1}`,
      purpose,
      purpose === 'booking' ? GROUP : PLAN_BOOKING,
      amountCents,
      'wanjiru@example.co.ke',
    );
    if (purpose === 'plan') payment.periodNumber = 1;
    this.rows.set(payment.reference, payment);
    return payment;
  }
}

/** What the booking module would do: confirm the held group (once), or find its slot taken after the hold ran out. */
class FakeBookings {
  quotedCents = 300_000;
  slotTakenAfterHold = false;
  /** The group's rows were deleted before the payment arrived. */
  gone = false;
  confirmations = 0;
  readonly released: string[] = [];
  private readonly booking = {
    id: 'b1',
    type: 'boardroom',
    date: '2026-12-04',
    time: '10:00',
    duration: 2,
    priceCents: 300_000,
    contact: { firstName: 'Wanjiru', lastName: 'Kamau', email: 'wanjiru@example.co.ke' },
    space: { name: 'Boardroom' },
  } as unknown as SpaceBooking;

  service(): BookingsService {
    const fake: Pick<BookingsService, 'quote' | 'createGroup' | 'confirmPaidGroup' | 'releaseGroup' | 'groupRows'> = {
      groupRows: async () => (this.gone ? [] : [this.booking]),
      quote: async () => ({ amountCents: this.quotedCents }) as Awaited<ReturnType<BookingsService['quote']>>,
      createGroup: async (_tx, _request, status) => ({
        bookingGroupId: GROUP,
        bookings: [],
        amountCents: this.quotedCents,
        holdExpiresAt: status === 'pending' ? new Date('2026-12-04T07:15:00Z') : null,
      }),
      confirmPaidGroup: async () => {
        this.confirmations++;
        if (this.gone) return { confirmed: [], unplaced: [], mail: null };
        if (this.slotTakenAfterHold)
          return { confirmed: [], unplaced: [{ row: this.booking, why: 'taken' as const }], mail: null };
        return {
          confirmed: [this.booking],
          unplaced: [],
          mail: { template: 'booking-confirmed', to: 'wanjiru@example.co.ke' },
        };
      },
      releaseGroup: async (bookingGroupId) => void this.released.push(bookingGroupId),
    };
    return fake as BookingsService;
  }
}

/** One plan booking, run through the real lifecycle state machine; `lock` hands out the object itself. */
class FakeMembership {
  activations = 0;
  readonly booking = {
    id: PLAN_BOOKING,
    contact: { firstName: 'Amina', lastName: 'Otieno', email: 'amina@example.com' },
    startDate: '2026-12-01',
    subscriptionStatus: 'pending',
    periodNumber: 0,
    extensionDays: 0,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    user: null,
    plan: { name: 'Flexible', price: '10500.00', period: 'monthly', isActive: true, isAvailable: true },
  } as unknown as PlanBooking;

  service(): MembershipService {
    const fake: Pick<MembershipService, 'planBookingForPayment' | 'planBookingName'> = {
      planBookingForPayment: async () => this.booking,
      planBookingName: async () => 'Flexible',
    };
    return fake as MembershipService;
  }

  lifecycle(config: AppConfig): MembershipLifecycle {
    const clock = { now: () => new Date('2026-11-30T08:00:00Z'), today: () => '2026-11-30' } as Clock;
    const lifecycle = new MembershipLifecycle(clock, config, {} as PlanBookingsRepository);
    lifecycle.lock = async () => {
      this.activations++;
      return this.booking;
    };
    return lifecycle;
  }

  members(): MemberAccounts {
    const fake: Pick<MemberAccounts, 'ensure'> = {
      ensure: async () => ({ id: 'user-1', companyName: null, kraPin: null }) as unknown as User,
    };
    return fake as MemberAccounts;
  }
}

/** Refunds as the refund service would write them (inside the transaction) and send them (after it). */
class FakeRefunds {
  readonly created: { paymentId: string; amountCents?: number; reason: string }[] = [];
  readonly submitted: string[] = [];

  service(): RefundsService {
    const fake: Pick<RefundsService, 'create' | 'submit'> = {
      create: async (_tx, paymentId, order) => {
        this.created.push({ paymentId, amountCents: order.amountCents, reason: order.reason });
        const refund = { id: `refund-${this.created.length}`, amountCents: order.amountCents ?? 0 } as Refund;
        return { refund, created: true };
      },
      submit: async (id) => void this.submitted.push(id),
    };
    return fake as RefundsService;
  }
}

/** The outbox: what was staged inside the business transaction, and what was handed to the queue after it. */
class FakeMail {
  readonly staged: (MailRequest | StaffMailRequest)[] = [];
  dispatched = 0;

  service(): MailService {
    const stage = (request: MailRequest | StaffMailRequest) => {
      this.staged.push(request);
      return { templateName: request.template } as MailOutbox;
    };
    const fake: Pick<MailService, 'stage' | 'stageAll' | 'dispatch'> = {
      stage: (_tx, request) => stage(request),
      stageAll: async (_tx, requests) => requests.map(stage),
      dispatch: async (rows) => void (this.dispatched += rows.length),
    };
    return fake as MailService;
  }

  templates(): string[] {
    return this.staged.map((request) => request.template).sort();
  }
}

class FakePaystack {
  readonly initialized: InitializeTransactionRequest[] = [];
  refuse = false;

  client(): PaystackClient {
    const fake: Pick<PaystackClient, 'initialize' | 'verify'> = {
      initialize: async (request) => {
        if (this.refuse) throw new PaystackError('Currency not supported by merchant', 400);
        this.initialized.push(request);
        return {
          authorization_url: `https://checkout.paystack.test/${request.reference}`,
          access_code: 'ac_1',
          reference: request.reference,
        };
      },
      verify: async () => {
        throw new Error('not used here');
      },
    };
    return fake as PaystackClient;
  }
}

function transaction(
  reference: string,
  fields: { status?: PaystackTransactionStatus; amount?: number; currency?: string } = {},
): PaystackTransaction {
  return {
    id: 1,
    reference,
    status: fields.status ?? 'success',
    amount: fields.amount ?? 300_000,
    currency: fields.currency ?? 'KES',
    channel: 'mobile_money',
    gateway_response: 'Approved',
    paid_at: '2026-12-01T08:00:00.000Z',
    created_at: '2026-12-01T07:58:00.000Z',
    metadata: null,
    customer: { email: 'wanjiru@example.co.ke' },
  };
}

function setUp() {
  const payments = new FakePayments();
  const bookings = new FakeBookings();
  const membership = new FakeMembership();
  const mail = new FakeMail();
  const paystack = new FakePaystack();
  const refunds = new FakeRefunds();
  const settings = { get: async () => DEFAULT_BUSINESS_SETTINGS } as unknown as BusinessSettingsService;
  const config = loadConfig({
    PAYSTACK_SECRET_KEY: 'sk_test_unit',
    PAYSTACK_PUBLIC_KEY: 'pk_test_unit',
    PUBLIC_URL: 'https://coworking.example',
    LOG_LEVEL: 'silent',
  });
  const unitOfWork = new FakeUnitOfWork().asUnitOfWork();
  const repository = payments.repository();
  const bookingsService = bookings.service();
  const mailService = mail.service();
  const membershipService = membership.service();
  const lifecycle = membership.lifecycle(config);
  const paystackClient = paystack.client();
  const clock = { now: () => new Date('2026-11-30T08:00:00Z'), today: () => '2026-11-30' } as Clock;
  const deliveries = new PaymentDeliveries(bookingsService, membership.members(), lifecycle, repository, config);
  const notices = new PaymentNotices(mailService, new ReceiptIssuer(payments.numbers()), settings);
  const checkouts = new PaymentCheckouts(
    unitOfWork,
    repository,
    bookingsService,
    mailService,
    membershipService,
    paystackClient,
    config,
  );
  const service = new PaymentsService(
    repository,
    paystackClient,
    membershipService,
    checkouts,
    new RenewalCheckouts(unitOfWork, repository, lifecycle, checkouts, new PayLinks(config), clock, config),
    new PaymentFulfilment(unitOfWork, repository, mailService, refunds.service(), deliveries, notices),
    new DeskPayments(deliveries, notices),
  );
  return { service, payments, bookings, membership, mail, paystack, refunds };
}

const checkout = (): InitializeBookingPaymentDto => ({
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  email: 'Wanjiru@Example.co.ke',
  phone: '+254712345678',
  bookingData: { type: 'space', spaceId: SPACE, dates: ['2026-12-04'], times: ['10:00'] },
});

beforeAll(() => Logger.overrideLogger(false));

describe('fulfilling a payment (the one path of verify, the webhook and reconciliation)', () => {
  it('confirms a paid booking and sends the confirmation and a receipt', async () => {
    const { service, payments, bookings, mail } = setUp();
    const payment = payments.add('booking', 300_000);

    expect(await service.fulfil(transaction(payment.reference), 'webhook')).toBe('fulfilled');

    expect(payment).toMatchObject({
      status: 'success',
      channel: 'mobile_money',
      paidAt: new Date('2026-12-01T08:00:00.000Z'),
    });
    expect(bookings.confirmations).toBe(1);
    expect(mail.templates()).toEqual(['booking-confirmed', 'booking-paid-staff', 'payment-receipt']);
    expect(mail.staged.find((request) => request.template === 'payment-receipt')?.variables).toMatchObject({
      firstName: 'Wanjiru',
      amount: '3,000',
      description: 'Boardroom on 2026-12-04',
    });
    // Staff hear of it at the addresses chosen for paid bookings.
    expect(mail.staged.find((request) => request.template === 'booking-paid-staff')).toMatchObject({
      staff: 'paidBookings',
      variables: { what: 'Boardroom on 2026-12-04', amount: '3,000', reference: payment.reference },
    });
    expect(mail.dispatched).toBe(3);
  });

  it('activates a paid plan booking and sends the welcome e-mail and a receipt', async () => {
    const { service, payments, membership, mail } = setUp();
    const payment = payments.add('plan', 1_050_000);

    expect(await service.fulfil(transaction(payment.reference, { amount: 1_050_000 }), 'verify')).toBe('fulfilled');

    expect(payment.status).toBe('success');
    expect(membership.booking).toMatchObject({
      subscriptionStatus: 'active',
      periodNumber: 1,
      currentPeriodStart: '2026-12-01',
      currentPeriodEnd: '2027-01-01',
      paymentChannel: 'mobile_money',
      authorizationCode: null,
      user: { id: 'user-1' },
    });
    expect(mail.templates()).toEqual(['membership-staff-notice', 'payment-receipt', 'subscription-activated']);
    expect(mail.staged.find((request) => request.template === 'payment-receipt')?.variables).toMatchObject({
      amount: '10,500',
      description: 'Flexible membership, 1 December 2026 to 31 December 2026',
    });
  });

  it.each([
    ['less than was asked', { amount: 100 }, 100, 'KES'],
    ['more than was asked', { amount: 300_100 }, 300_100, 'KES'],
    ['another currency', { currency: 'NGN' }, 300_000, 'NGN'],
  ])(
    'rejects a payment of %s: nothing is confirmed, all of it is refunded, customer and staff are told',
    async (_case, paid, receivedCents, receivedCurrency) => {
      const { service, payments, bookings, mail, refunds } = setUp();
      const payment = payments.add('booking', 300_000);

      expect(await service.fulfil(transaction(payment.reference, paid), 'webhook')).toBe('rejected');

      expect(payment.status).toBe('rejected');
      expect(payment).toMatchObject({ receivedCents, receivedCurrency });
      expect(payment.providerData).toMatchObject({ rejected: 'expected 300000 KES' });
      expect(payment.receiptNumber).toBeNull();
      expect(bookings.confirmations).toBe(0);
      // Everything Paystack took goes back: no amount is named, so the refund is of all of it.
      expect(refunds.created).toEqual([{ paymentId: payment.id, amountCents: undefined, reason: expect.any(String) }]);
      expect(refunds.submitted).toEqual(['refund-1']);
      expect(mail.templates()).toEqual(['payment-attention-staff', 'payment-rejected']);

      // A replay changes nothing and refunds nothing again.
      expect(await service.fulfil(transaction(payment.reference, paid), 'verify')).toBe('rejected');
      expect(refunds.created).toHaveLength(1);
      expect(mail.staged).toHaveLength(2);
    },
  );

  it('refunds all of a payment for a booking that no longer exists, and tells the customer and staff', async () => {
    const { service, payments, bookings, mail, refunds } = setUp();
    bookings.gone = true;
    const payment = payments.add('booking', 300_000);

    expect(await service.fulfil(transaction(payment.reference), 'webhook')).toBe('fulfilled');

    expect(payment.status).toBe('success');
    expect(refunds.created).toEqual([
      { paymentId: payment.id, amountCents: 300_000, reason: 'Booking no longer exists' },
    ]);
    expect(refunds.submitted).toEqual(['refund-1']);
    expect(mail.templates()).toEqual(['payment-attention-staff', 'payment-not-delivered', 'payment-receipt']);
  });

  it('delivers a booking and its e-mails once, however often the same payment is reported', async () => {
    const { service, payments, bookings, mail } = setUp();
    const payment = payments.add('booking', 300_000);

    const outcomes = [];
    for (const source of ['webhook', 'webhook', 'verify', 'reconciliation'] as const)
      outcomes.push(await service.fulfil(transaction(payment.reference), source));

    expect(outcomes).toEqual(['fulfilled', 'already-fulfilled', 'already-fulfilled', 'already-fulfilled']);
    expect(bookings.confirmations).toBe(1);
    expect(mail.templates()).toEqual(['booking-confirmed', 'booking-paid-staff', 'payment-receipt']);
  });

  it('refunds a payment made after the hold expired and the slot was taken, and tells the customer and staff', async () => {
    const { service, payments, bookings, mail, refunds } = setUp();
    bookings.slotTakenAfterHold = true;
    const payment = payments.add('booking', 300_000);

    expect(await service.fulfil(transaction(payment.reference), 'reconciliation')).toBe('fulfilled');

    expect(payment.status).toBe('success');
    expect(bookings.confirmations).toBe(1);
    expect(refunds.created).toEqual([
      { paymentId: payment.id, amountCents: 300_000, reason: 'Paid after the hold expired and the slot was taken' },
    ]);
    expect(refunds.submitted).toEqual(['refund-1']);
    expect(mail.templates()).toEqual(['payment-attention-staff', 'payment-not-delivered', 'payment-receipt']);
    expect(mail.staged.find((request) => request.template === 'payment-not-delivered')?.variables).toMatchObject({
      firstName: 'Wanjiru',
      refundAmount: '3,000',
      bookAgainUrl: 'https://coworking.example/booking',
    });
  });

  it('numbers each receipt and attaches it as a PDF', async () => {
    const { service, payments, mail } = setUp();
    const first = payments.add('booking', 300_000);
    const second = payments.add('booking', 300_000);

    await service.fulfil(transaction(first.reference), 'webhook');
    await service.fulfil(transaction(second.reference), 'webhook');

    const year = 2026;
    expect([first.receiptNumber, second.receiptNumber]).toEqual([`SCH-${year}-000001`, `SCH-${year}-000002`]);
    expect(first.receipt).toMatchObject({ totalCents: 300_000, lines: [{ amountCents: 300_000, quantity: 1 }] });
    const receiptMail = mail.staged.find((request) => request.template === 'payment-receipt')!;
    expect(receiptMail.attachments).toEqual([
      expect.objectContaining({ filename: `receipt-SCH-${year}-000001.pdf`, contentType: 'application/pdf' }),
    ]);
    expect(Buffer.from(receiptMail.attachments![0].content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refunds a second payment for a plan booking already paid, and activates nothing twice', async () => {
    const { service, payments, membership, mail, refunds } = setUp();
    const first = payments.add('plan', 1_050_000);
    const second = payments.add('plan', 1_050_000);

    await service.fulfil(transaction(first.reference, { amount: 1_050_000 }), 'webhook');
    await service.fulfil(transaction(second.reference, { amount: 1_050_000 }), 'webhook');

    expect(membership.activations).toBe(2);
    expect(membership.booking.periodNumber).toBe(1);
    expect(mail.templates().filter((template) => template === 'subscription-activated')).toHaveLength(1);
    expect(refunds.created).toEqual([
      {
        paymentId: second.id,
        amountCents: 1_050_000,
        reason: 'Second payment for a membership period already paid',
      },
    ]);
    expect(mail.templates().filter((template) => template === 'payment-not-delivered')).toHaveLength(1);
  });

  it.each([
    ['declined', 'failed'],
    ['abandoned by the payer', 'abandoned'],
  ] as const)('records a payment %s and delivers nothing', async (_case, status) => {
    const { service, payments, bookings, mail } = setUp();
    const payment = payments.add('booking', 300_000);

    expect(await service.fulfil(transaction(payment.reference, { status }), 'verify')).toBe('not-paid');

    expect(payment.status).toBe(status);
    expect(bookings.confirmations).toBe(0);
    expect(mail.staged).toEqual([]);
  });

  it('leaves a payment the payer is still completing pending', async () => {
    const { service, payments } = setUp();
    const payment = payments.add('booking', 300_000);

    expect(await service.fulfil(transaction(payment.reference, { status: 'ongoing' }), 'verify')).toBe('not-paid');

    expect(payment.status).toBe('pending');
  });

  it('ignores a charge for a reference it never issued', async () => {
    const { service, bookings, mail } = setUp();

    expect(await service.fulfil(transaction('SCH-SOMEONE-ELSE'), 'webhook')).toBe('unknown-reference');

    expect(bookings.confirmations).toBe(0);
    expect(mail.staged).toEqual([]);
  });
});

describe('starting a checkout', () => {
  it('asks Paystack for exactly the quoted amount and tells the payer the same amount, in KES and in cents', async () => {
    const { service, payments, paystack } = setUp();
    payments.rows.clear();

    const started = await service.initializeBooking(checkout());

    expect(paystack.initialized).toEqual([
      expect.objectContaining({ amount: 300_000, currency: 'KES', email: 'wanjiru@example.co.ke' }),
    ]);
    expect(started).toMatchObject({
      success: true,
      isFree: false,
      amount: 3000,
      amountCents: 300_000,
      message: 'Payment Required: complete payment of KSh 3,000',
    });
    expect(started.data.reference).toBe(paystack.initialized[0].reference);
    expect(payments.rows.get(started.data.reference!)).toMatchObject({
      purpose: 'booking',
      targetId: GROUP,
      amountCents: 300_000,
      status: 'pending',
    });
  });

  it('confirms a free booking at once, without Paystack', async () => {
    const { service, bookings, paystack, mail, payments } = setUp();
    bookings.quotedCents = 0;

    const started = await service.initializeBooking(checkout());

    expect(started).toMatchObject({
      isFree: true,
      amount: 0,
      amountCents: 0,
      data: { reference: null, authorization_url: null, access_code: null },
      message: 'Booking Confirmed!',
    });
    expect(paystack.initialized).toEqual([]);
    expect(payments.rows.size).toBe(0);
    expect(mail.templates()).toEqual(['booking-confirmed']);
  });

  it('lets the held slot go and answers 502 when Paystack refuses to start the payment', async () => {
    const { service, bookings, paystack, payments } = setUp();
    paystack.refuse = true;

    await expect(service.initializeBooking(checkout())).rejects.toThrow(BadGatewayException);

    expect(bookings.released).toEqual([GROUP]);
    expect([...payments.rows.values()].map((row) => row.status)).toEqual(['failed']);
  });

  it("charges a subscription the plan's price", async () => {
    const { service, paystack } = setUp();

    const started = await service.initializeSubscription({ planBookingId: PLAN_BOOKING });

    expect(paystack.initialized).toEqual([expect.objectContaining({ amount: 1_050_000, email: 'amina@example.com' })]);
    expect(started).toMatchObject({ amount: 10_500, amountCents: 1_050_000, holdExpiresAt: null });
  });
});
