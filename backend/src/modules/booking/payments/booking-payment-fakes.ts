import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type DomainEvent, type DomainEvents } from '../../../common/events/domain-events.js';
import { DEFAULT_BUSINESS_SETTINGS, type BusinessSettingsService } from '../../../common/settings/business-settings.js';
import { loadConfig } from '../../../config/app-config.js';
import { type User } from '../../identity/entities/user.entity.js';
import { type MemberAccounts } from '../../identity/members/member-accounts.js';
import { type MailRequest, type MailService, type StaffMailRequest } from '../../mail/delivery/mail.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { type DocumentNumbersRepository } from '../../payment/documents/document-numbers.repository.js';
import { Payment } from '../../payment/entities/payment.entity.js';
import { type Refund } from '../../payment/entities/refund.entity.js';
import { PaymentCheckouts } from '../../payment/payment-checkouts.service.js';
import { PaymentFulfilment } from '../../payment/payment-fulfilment.service.js';
import { PaymentNotices } from '../../payment/payment-notices.js';
import { MpesaPrompts } from '../../payment/mpesa/mpesa-prompts.service.js';
import { type Consents } from '../../privacy/consents/consents.service.js';
import { type SmsService } from '../../sms/sms.service.js';
import { PaymentClosedUnpaid, PaymentSucceeded } from '../../payment/payment.events.js';
import { type PaymentsRepository, type UnpaidStatus } from '../../payment/payments.repository.js';
import { PaymentsService } from '../../payment/payments.service.js';
import { PaystackError, type PaystackClient } from '../../payment/paystack/paystack.client.js';
import {
  type InitializeTransactionRequest,
  type PaystackTransaction,
  type PaystackTransactionStatus,
} from '../../payment/paystack/paystack.types.js';
import { ReceiptIssuer } from '../../payment/receipts/receipt-issuer.js';
import { type RefundsService } from '../../payment/refunds/refunds.service.js';
import { UnpaidPayments } from '../../payment/unpaid-payments.service.js';
import { type BookingPlacementService } from '../booking-placement.service.js';
import { BookingCheckouts } from '../checkout/booking-checkouts.service.js';
import { type SpaceBooking } from '../entities/space-booking.entity.js';
import { BookingPaymentDelivery } from './booking-payment-delivery.js';
import { type PromotionsService } from '../../promotions/promotions.service.js';

/*
 * The fakes of booking-payments.spec.ts: the payments table, placement, refunds, mail and Paystack in memory, and the
 * event bus handing payment's events to booking's listener, wired as the booking and payment modules wire them.
 */
export const GROUP = '0b6f7c1e-4a53-4c6a-9a43-1f1f1f1f1f1f';
export const SPACE = '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f';

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
      | 'lockTarget'
      | 'targetOfReference'
      | 'recordStart'
    > = {
      lockTarget: async () => undefined,
      targetOfReference: async (_tx, reference) => this.rows.get(reference)?.targetId ?? null,
      recordStart: async (reference, fields) => void Object.assign(this.rows.get(reference) ?? {}, fields),
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
      closePending: async (_tx, reference, status) => {
        const row = this.rows.get(reference);
        if (row?.status !== 'pending') return false;
        row.status = status;
        this.closed.push({ reference, status });
        return true;
      },
    };
    return fake as PaymentsRepository;
  }

  add(purpose: 'booking', amountCents: number): Payment {
    const payment = new Payment(`SCH-${this.rows.size + 1}`, purpose, GROUP, amountCents, 'wanjiru@example.co.ke');
    this.rows.set(payment.reference, payment);
    return payment;
  }
}

/** Placement as booking's listener sees it: the held group confirmed (once), or its slot taken after the hold ran out. */
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

  service(): BookingPlacementService {
    const fake: Pick<
      BookingPlacementService,
      'quote' | 'createGroup' | 'confirmPaidGroup' | 'releaseGroup' | 'groupRows'
    > = {
      groupRows: async () => (this.gone ? [] : [this.booking]),
      quote: async () => ({ amountCents: this.quotedCents }) as Awaited<ReturnType<BookingPlacementService['quote']>>,
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
      releaseGroup: async (_tx, bookingGroupId) => void this.released.push(bookingGroupId),
    };
    return fake as BookingPlacementService;
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

export function transaction(
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

/**
 * The event bus as the application wires it for these two events: booking's listener is the only one registered, so
 * each event reaches it (and a payment of any other purpose is answered by nobody).
 */
function eventsTo(listener: BookingPaymentDelivery): DomainEvents {
  const bus: Pick<DomainEvents, 'publish'> = {
    publish: async <Reaction>(event: DomainEvent<Reaction>) => {
      if (event instanceof PaymentSucceeded) {
        const answer = await listener.onPaid(event);
        return (answer ? [answer] : []) as Reaction[];
      }
      if (event instanceof PaymentClosedUnpaid) await listener.onClosedUnpaid(event);
      return [];
    },
  };
  return bus as DomainEvents;
}

export function setUp() {
  const payments = new FakePayments();
  const bookings = new FakeBookings();
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
  const placement = bookings.service();
  const mailService = mail.service();
  const paystackClient = paystack.client();
  const members: Pick<MemberAccounts, 'ensure'> = {
    ensure: async () => ({ id: 'user-1', companyName: null, kraPin: null }) as unknown as User,
  };
  const events = eventsTo(new BookingPaymentDelivery(placement, members as MemberAccounts, config));
  const notices = new PaymentNotices(mailService, new ReceiptIssuer(payments.numbers()), settings, unitOfWork);
  const checkouts = new PaymentCheckouts(
    repository,
    new UnpaidPayments(unitOfWork, repository, events),
    paystackClient,
    new MpesaPrompts(unitOfWork, repository, paystackClient, config),
    config,
  );
  const service = new PaymentsService(
    repository,
    paystackClient,
    checkouts,
    new PaymentFulfilment(unitOfWork, repository, mailService, refunds.service(), events, notices, {
      stage: async () => null,
      dispatch: async () => undefined,
    } as unknown as SmsService),
  );
  // These specs check out without promo codes (promotions.service.spec.ts covers them).
  const noPromotions = {
    apply: () => Promise.reject(new Error('No promo code is used in these specs')),
    record: () => undefined,
  } as unknown as PromotionsService;
  // Nobody ticks the SMS box here (consents.service.spec.ts covers consents).
  const consents = { recordSmsConsent: () => [] } as unknown as Consents;
  const bookingCheckouts = new BookingCheckouts(unitOfWork, placement, mailService, checkouts, noPromotions, consents);
  return { service, bookingCheckouts, payments, bookings, mail, paystack, refunds };
}
