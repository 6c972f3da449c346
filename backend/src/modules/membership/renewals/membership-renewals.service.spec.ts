import { type SmsService } from '../../sms/sms.service.js';
import { addVenueDays, DEFAULT_MEMBERSHIP_GRACE_DAYS, venueInstant } from '@coworking/domain';
import { Logger } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type BusinessSettingsService, DEFAULT_BUSINESS_SETTINGS } from '../../../common/settings/business-settings.js';
import { loadConfig } from '../../../config/app-config.js';
import { type MailRequest, type MailService, type StaffMailRequest } from '../../mail/delivery/mail.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { type Payment } from '../../payment/entities/payment.entity.js';
import { type PaymentsRepository } from '../../payment/payments.repository.js';
import { type PaymentsService } from '../../payment/payments.service.js';
import { PaystackError, type PaystackClient } from '../../payment/paystack/paystack.client.js';
import { type PaystackTransaction, type PaystackTransactionStatus } from '../../payment/paystack/paystack.types.js';
import { PeriodPayments } from '../../payment/renewals/period-payments.service.js';
import { type RefundsService } from '../../payment/refunds/refunds.service.js';
import { type PlanBooking } from '../entities/plan-booking.entity.js';
import { MembershipLifecycle } from '../lifecycle/membership-lifecycle.js';
import { type PlanBookingsRepository } from '../plan-bookings.repository.js';
import { MembershipRenewals } from './membership-renewals.service.js';
import { PayLinks } from './pay-links.js';
import { RenewalCharges } from './renewal-charges.service.js';
import { RenewalSteps } from './renewal-steps.service.js';
import { type RenewalsRepository } from './renewals.repository.js';
import { PeriodPricing } from '../payments/period-pricing.service.js';
import { type PromotionsService } from '../../promotions/promotions.service.js';

/**
 * Which memberships the renewal run charges, reminds, marks past due or expires on which day, and that a rerun (a
 * retried job, a second worker) never does any of it twice. The membership lifecycle is the real one; its row, the
 * notices it records once, the payments table, Paystack and fulfilment are fakes.
 */

const MEMBERSHIP = '6c1d2f9e-2b7a-4d0e-8c1b-2e2e2e2e2e2e';
/** The paid period runs from 1 December to 1 January (exclusive). */
const PERIOD_END = '2027-01-01';

class TestClock extends Clock {
  at = venueInstant('2026-12-01', '09:00');

  override now(): Date {
    return this.at;
  }

  /** Moves to a venue date (at 09:00 Nairobi time), or on by some minutes. */
  set(date: string, minutesLater = 0): void {
    this.at = new Date(venueInstant(date, '09:00').getTime() + minutesLater * 60_000);
  }
}

function setUp(options: { card?: boolean; status?: string } = {}) {
  const clock = new TestClock();
  const config = loadConfig({ PUBLIC_URL: 'https://coworking.example', LOG_LEVEL: 'silent' });
  const booking = {
    id: MEMBERSHIP,
    contact: { firstName: 'Amina', lastName: 'Otieno', email: 'amina@example.com' },
    startDate: '2026-12-01',
    subscriptionStatus: options.status ?? 'active',
    periodNumber: 1,
    extensionDays: 0,
    renewalAttempts: 0,
    currentPeriodStart: '2026-12-01',
    currentPeriodEnd: PERIOD_END,
    authorizationCode: options.card ? 'AUTH_amina' : null,
    paymentChannel: options.card ? 'card' : 'mobile_money',
    user: null,
    company: null,
    team: null,
    seats: 1,
    seatsNextPeriod: null,
    plan: { name: 'Flexible', price: '10500.00', period: 'monthly', isActive: true, isAvailable: true },
  } as unknown as PlanBooking;

  const notices = new Set<string>();
  const planBookings: Pick<PlanBookingsRepository, 'recordNoticeOnce'> = {
    recordNoticeOnce: async (_tx, id, period, kind) => {
      const key = `${id}:${period}:${kind}`;
      if (notices.has(key)) return false;
      notices.add(key);
      return true;
    },
  };
  const lifecycle = new MembershipLifecycle(
    clock,
    config,
    planBookings as PlanBookingsRepository,
    {} as PeriodPayments,
  );
  lifecycle.lock = async () => booking;

  // The query's rule: live memberships whose period ends by the horizon.
  const horizons: string[] = [];
  const memberships: Pick<RenewalsRepository, 'dueBy'> = {
    dueBy: async (horizon) => {
      horizons.push(horizon);
      const live = ['active', 'past_due', 'non_renewing'].includes(booking.subscriptionStatus);
      return live && booking.currentPeriodEnd! <= horizon ? [booking.id] : [];
    },
  };

  const payments: Payment[] = [];
  const forPeriod = (periodNumber: number) =>
    payments.filter((payment) => payment.targetId === booking.id && payment.periodNumber === periodNumber);
  const latest = (rows: Payment[]) => rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ?? null;
  const repository: Pick<
    PaymentsRepository,
    'add' | 'pendingForPeriod' | 'renewalTryStatuses' | 'lastFailedForPeriod'
  > = {
    add: (_tx, payment) => {
      // The row is created now as the service's clock tells it.
      payment.createdAt = clock.now();
      payments.push(payment);
    },
    pendingForPeriod: async (_tx, _id, period) => latest(forPeriod(period).filter((row) => row.status === 'pending')),
    renewalTryStatuses: async (_tx, _id, period, prefix) =>
      forPeriod(period)
        .filter((row) => row.reference.startsWith(prefix))
        .map((row) => row.status),
    lastFailedForPeriod: async (_tx, _id, period) => latest(forPeriod(period).filter((row) => row.status === 'failed')),
  };

  /** Paystack's answer to the next charges: a status, or an error (the answer never arrived). */
  const paystack = { answer: 'success' as PaystackTransactionStatus | Error, charged: [] as string[] };
  const transactionOf = (reference: string, status: PaystackTransactionStatus) =>
    ({
      reference,
      status,
      amount: 1_050_000,
      currency: 'KES',
      channel: 'card',
      gateway_response: status === 'success' ? 'Approved' : 'Insufficient Funds',
      authorization: { authorization_code: 'AUTH_amina', reusable: true },
    }) as PaystackTransaction;
  const paystackClient: Pick<PaystackClient, 'chargeAuthorization' | 'verify'> = {
    chargeAuthorization: async (request) => {
      paystack.charged.push(request.reference);
      if (paystack.answer instanceof Error) throw paystack.answer;
      return transactionOf(request.reference, paystack.answer);
    },
    verify: async () => {
      throw new PaystackError('Transaction reference not found', 400);
    },
  };

  // Fulfilment as the one fulfilment path does it for a renewal: the period is delivered, or the decline recorded.
  const fulfilment: Pick<PaymentsService, 'fulfil'> = {
    fulfil: async (transaction) => {
      const payment = payments.find((row) => row.reference === transaction.reference)!;
      if (transaction.status !== 'success') {
        payment.status = 'failed';
        payment.providerData = { ...transaction };
        return 'not-paid';
      }
      payment.status = 'success';
      lifecycle.applyPaidPeriod(booking, payment.periodNumber!, transaction);
      return 'fulfilled';
    },
  };

  const staged: (MailRequest | StaffMailRequest)[] = [];
  const stage = (request: MailRequest | StaffMailRequest) => {
    staged.push(request);
    return { templateName: request.template } as MailOutbox;
  };
  const mail: Pick<MailService, 'stage' | 'stageAll' | 'dispatch'> = {
    stage: (_tx, request) => stage(request),
    stageAll: async (_tx, requests) => requests.map(stage),
    dispatch: async () => undefined,
  };
  const settings = { get: async () => DEFAULT_BUSINESS_SETTINGS } as unknown as BusinessSettingsService;

  const payLinks = new PayLinks(config);
  // The payment module's side of period payments is the real one, on the fake payments table and Paystack.
  const periodPayments = new PeriodPayments(
    repository as PaymentsRepository,
    paystackClient as PaystackClient,
    {} as RefundsService,
  );
  // No membership here was sold with a promo code that keeps discounting renewals.
  const pricing = new PeriodPricing(periodPayments, {
    renewalDiscount: async () => null,
  } as unknown as PromotionsService);
  const charges = new RenewalCharges(periodPayments, pricing, clock);
  const sms = { stage: async () => null, dispatch: async () => undefined } as unknown as SmsService;
  const steps = new RenewalSteps(
    lifecycle,
    periodPayments,
    charges,
    mail as MailService,
    settings,
    payLinks,
    clock,
    sms,
  );
  const unitOfWork = new FakeUnitOfWork();
  const renewals = new MembershipRenewals(
    unitOfWork.asUnitOfWork(),
    memberships as RenewalsRepository,
    steps,
    charges,
    fulfilment as PaymentsService,
    mail as MailService,
    clock,
  );

  /** The e-mails staged so far, by template, and forgets them. */
  const mailSince = () => staged.splice(0).map((request) => request.template);
  return { renewals, clock, booking, payments, paystack, staged, mailSince, horizons, payLinks, unitOfWork };
}

beforeAll(() => Logger.overrideLogger(false));

describe('members who renew by pay link', () => {
  it('are left alone until the reminder window opens, 7 days before the period ends', async () => {
    const { renewals, clock, staged, horizons } = setUp();
    clock.set('2026-12-24');

    expect(await renewals.run()).toEqual({ charged: 0, reminded: 0, pastDue: 0, expired: 0 });

    expect(horizons).toEqual(['2026-12-31']);
    expect(staged).toEqual([]);
  });

  it('get a reminder with a pay link for the next period 7 days and 1 day before the end, each once', async () => {
    const { renewals, clock, staged, mailSince, payLinks, payments } = setUp();

    clock.set('2026-12-25');
    expect(await renewals.run()).toMatchObject({ reminded: 1 });
    const reminder = staged.find((request) => request.template === 'membership-renewal-reminder');
    expect(reminder).toMatchObject({
      to: 'amina@example.com',
      variables: { daysLeft: '7 days left', amount: '10,500', payUrl: payLinks.url(MEMBERSHIP, 2) },
    });
    expect(mailSince()).toEqual(['membership-renewal-reminder']);

    // The hourly run again, the same day and the next: nothing new to say.
    clock.set('2026-12-25', 60);
    expect(await renewals.run()).toMatchObject({ reminded: 0 });
    clock.set('2026-12-26');
    expect(await renewals.run()).toMatchObject({ reminded: 0 });
    expect(mailSince()).toEqual([]);

    clock.set('2026-12-31');
    expect(await renewals.run()).toMatchObject({ reminded: 1 });
    expect(staged[0].variables).toMatchObject({ daysLeft: 'tomorrow is the last day' });
    expect(mailSince()).toEqual(['membership-renewal-reminder']);
    expect(await renewals.run()).toMatchObject({ reminded: 0 });

    // A pay-link member's card is never charged.
    expect(payments).toEqual([]);
  });

  it('fall past due once the period ends unpaid (told once, with a pay link), and expire after the grace period', async () => {
    const { renewals, clock, booking, staged, mailSince, payLinks } = setUp();

    clock.set(PERIOD_END);
    expect(await renewals.run()).toEqual({ charged: 0, reminded: 0, pastDue: 1, expired: 0 });
    expect(booking.subscriptionStatus).toBe('past_due');
    const expiresOn = addVenueDays(PERIOD_END, DEFAULT_MEMBERSHIP_GRACE_DAYS);
    expect(staged.find((request) => request.template === 'membership-payment-failed')).toMatchObject({
      variables: { reason: null, payUrl: payLinks.url(MEMBERSHIP, 2) },
    });
    expect(mailSince().sort()).toEqual(['membership-payment-failed', 'membership-staff-notice']);

    clock.set(addVenueDays(expiresOn, -1));
    expect(await renewals.run()).toEqual({ charged: 0, reminded: 0, pastDue: 0, expired: 0 });
    expect(mailSince()).toEqual([]);

    clock.set(expiresOn);
    expect(await renewals.run()).toMatchObject({ expired: 1 });
    expect(booking.subscriptionStatus).toBe('expired');

    // An expired membership is no longer looked at.
    expect(await renewals.run()).toEqual({ charged: 0, reminded: 0, pastDue: 0, expired: 0 });
  });
});

describe('members with a saved card', () => {
  it('get no reminder, and are charged once at the period end', async () => {
    const { renewals, clock, booking, payments, paystack, staged } = setUp({ card: true });

    clock.set('2026-12-25');
    expect(await renewals.run()).toEqual({ charged: 0, reminded: 0, pastDue: 0, expired: 0 });
    expect(staged).toEqual([]);

    clock.set(PERIOD_END);
    expect(await renewals.run()).toMatchObject({ charged: 1 });
    expect(paystack.charged).toEqual(['SCH-RNW-6C1D2F9E2B7A-P2-T1']);
    expect(payments.map((payment) => [payment.periodNumber, payment.amountCents, payment.status])).toEqual([
      [2, 1_050_000, 'success'],
    ]);
    expect(booking).toMatchObject({ periodNumber: 2, currentPeriodEnd: '2027-02-01', subscriptionStatus: 'active' });

    // The next run the same day finds nothing due.
    expect(await renewals.run()).toEqual({ charged: 0, reminded: 0, pastDue: 0, expired: 0 });
    expect(paystack.charged).toHaveLength(1);
  });

  it('fall past due on a decline (told once, with why) and are charged again 1 and 3 days on', async () => {
    const { renewals, clock, booking, paystack, staged, mailSince } = setUp({ card: true });
    paystack.answer = 'failed';

    clock.set(PERIOD_END);
    expect(await renewals.run()).toMatchObject({ charged: 1, pastDue: 1 });
    expect(booking).toMatchObject({ subscriptionStatus: 'past_due', renewalAttempts: 1 });
    expect(staged.find((request) => request.template === 'membership-payment-failed')?.variables).toMatchObject({
      reason: 'your card was declined: Insufficient Funds',
    });
    expect(mailSince().sort()).toEqual(['membership-payment-failed', 'membership-staff-notice']);

    clock.set(PERIOD_END, 60);
    expect(await renewals.run()).toEqual({ charged: 0, reminded: 0, pastDue: 0, expired: 0 });
    expect(mailSince()).toEqual([]);

    clock.set(addVenueDays(PERIOD_END, 1));
    expect(await renewals.run()).toMatchObject({ charged: 1 });
    clock.set(addVenueDays(PERIOD_END, 2));
    expect(await renewals.run()).toMatchObject({ charged: 0 });
    clock.set(addVenueDays(PERIOD_END, 3));
    expect(await renewals.run()).toMatchObject({ charged: 1 });
    expect(paystack.charged).toEqual([
      'SCH-RNW-6C1D2F9E2B7A-P2-T1',
      'SCH-RNW-6C1D2F9E2B7A-P2-T2',
      'SCH-RNW-6C1D2F9E2B7A-P2-T3',
    ]);
    // The member was told once, not after every try.
    expect(mailSince()).toEqual([]);

    // The tries are used up: nothing more is charged before the membership expires.
    clock.set(addVenueDays(PERIOD_END, 5));
    expect(await renewals.run()).toMatchObject({ charged: 0 });
    expect(paystack.charged).toHaveLength(3);
  });

  it('leave a charge whose answer was lost to its worker for a while, then send it again under the same reference', async () => {
    const { renewals, clock, booking, payments, paystack } = setUp({ card: true });
    paystack.answer = new Error('socket hang up');

    clock.set(PERIOD_END);
    expect(await renewals.run()).toMatchObject({ charged: 1 });
    expect(payments.map((payment) => payment.status)).toEqual(['pending']);

    // Minutes later the charge may still be in flight: no second charge, and the membership is not past due.
    paystack.answer = 'success';
    clock.set(PERIOD_END, 5);
    expect(await renewals.run()).toEqual({ charged: 0, reminded: 0, pastDue: 0, expired: 0 });
    expect(booking.subscriptionStatus).toBe('active');

    clock.set(PERIOD_END, 15);
    expect(await renewals.run()).toMatchObject({ charged: 1 });
    expect(paystack.charged).toEqual(['SCH-RNW-6C1D2F9E2B7A-P2-T1', 'SCH-RNW-6C1D2F9E2B7A-P2-T1']);
    expect(payments.map((payment) => payment.status)).toEqual(['success']);
    expect(booking.periodNumber).toBe(2);
  });
});

describe('memberships set not to renew', () => {
  it('get no reminder and expire at the end of their period', async () => {
    const { renewals, clock, booking, payments, mailSince } = setUp({ status: 'non_renewing' });

    clock.set('2026-12-25');
    expect(await renewals.run()).toEqual({ charged: 0, reminded: 0, pastDue: 0, expired: 0 });
    expect(mailSince()).toEqual([]);

    clock.set(PERIOD_END);
    expect(await renewals.run()).toMatchObject({ expired: 1 });
    expect(booking.subscriptionStatus).toBe('expired');
    expect(payments).toEqual([]);
  });
});
