import { BadGatewayException, Logger } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { loadConfig } from '../../../config/app-config.js';
import { type PaymentStartedDto } from '../../payment/dto/payment.dto.js';
import { type Payment } from '../../payment/entities/payment.entity.js';
import { type PaymentCheckouts } from '../../payment/payment-checkouts.service.js';
import { PAYMENT_ERRORS } from '../../payment/payment.errors.js';
import { PAYMENT_MESSAGES } from '../../payment/payment.messages.js';
import { type PaymentsRepository } from '../../payment/payments.repository.js';
import { type PaystackClient } from '../../payment/paystack/paystack.client.js';
import { type RefundsService } from '../../payment/refunds/refunds.service.js';
import { PeriodPayments } from '../../payment/renewals/period-payments.service.js';
import { type PlanBooking } from '../entities/plan-booking.entity.js';
import { MembershipLifecycle } from '../lifecycle/membership-lifecycle.js';
import { MEMBERSHIP_ERRORS } from '../membership.errors.js';
import { type PlanBookingsRepository } from '../plan-bookings.repository.js';
import { PayLinks } from './pay-links.js';
import { RenewalCheckouts } from './renewal-checkouts.service.js';
import { PeriodPricing } from '../payments/period-pricing.service.js';
import { type PromotionsService } from '../../promotions/promotions.service.js';

/**
 * Paying a membership's next period by checkout ("Pay now" and the e-mailed pay link): when it is refused, and
 * where the pay link sends the browser. The lifecycle is the real one on a fake row; Paystack's checkout is a fake.
 */

const MEMBERSHIP = '6c1d2f9e-2b7a-4d0e-8c1b-2e2e2e2e2e2e';
const PORTAL = 'https://coworking.example/member-portal';

class TestClock extends Clock {
  day = '2026-12-20';

  override today(): string {
    return this.day;
  }
}

function setUp(fields: Partial<Record<keyof PlanBooking, unknown>> = {}) {
  const config = loadConfig({ PUBLIC_URL: 'https://coworking.example', LOG_LEVEL: 'silent' });
  const clock = new TestClock();
  const booking = {
    id: MEMBERSHIP,
    contact: { firstName: 'Amina', lastName: 'Otieno', email: 'amina@example.com' },
    subscriptionStatus: 'active',
    periodNumber: 1,
    currentPeriodStart: '2026-12-01',
    currentPeriodEnd: '2027-01-01',
    user: { companyName: 'Otieno Ltd', kraPin: 'A123456789B' },
    plan: { name: 'Flexible', price: '11000.00', period: 'monthly' },
    company: null,
    team: null,
    seats: 1,
    seatsNextPeriod: null,
    ...fields,
  } as unknown as PlanBooking;
  const lifecycle = new MembershipLifecycle(clock, config, {} as PlanBookingsRepository, {} as PeriodPayments);
  let exists = true;
  lifecycle.lock = async () => {
    if (!exists) throw MEMBERSHIP_ERRORS.membershipNotFound();
    return booking;
  };

  const added: Payment[] = [];
  const repository: Pick<PaymentsRepository, 'add'> = { add: (_tx, payment) => void added.push(payment) };
  const checkout = { failWith: null as Error | null };
  const checkouts: Pick<PaymentCheckouts, 'startPlanCheckout'> = {
    startPlanCheckout: async (payment) => {
      if (checkout.failWith) throw checkout.failWith;
      return {
        success: true,
        data: {
          reference: payment.reference,
          authorization_url: `https://checkout.paystack.test/${payment.reference}`,
        },
      } as PaymentStartedDto;
    },
  };
  const unitOfWork = new FakeUnitOfWork();
  const payLinks = new PayLinks(config);
  const renewals = new RenewalCheckouts(
    unitOfWork.asUnitOfWork(),
    new PeriodPricing(
      new PeriodPayments(repository as PaymentsRepository, {} as PaystackClient, {} as RefundsService),
      { renewalDiscount: async () => null } as unknown as PromotionsService,
    ),
    lifecycle,
    checkouts as PaymentCheckouts,
    payLinks,
    clock,
    config,
  );
  const signatureOf = (period: number) => new URL(payLinks.url(MEMBERSHIP, period)).searchParams.get('signature')!;
  return {
    renewals,
    clock,
    booking,
    added,
    checkout,
    unitOfWork,
    signatureOf,
    gone: () => (exists = false),
  };
}

beforeAll(() => Logger.overrideLogger(false));

describe('paying the next period of a membership', () => {
  it('is refused while nothing is due: before the reminder window opens, 7 days before the period ends', async () => {
    const { renewals, clock, added } = setUp();
    clock.day = '2026-12-24';

    const refusal = renewals.initializeRenewal(MEMBERSHIP);

    await expect(refusal).rejects.toMatchObject({
      code: 'renewal-not-yet',
      kind: 'conflict',
      message: PAYMENT_MESSAGES.renewalNotYet('25 December 2026'),
    });
    expect(added).toEqual([]);
  });

  it('opens a checkout for the next period at the plan price of today, once the window is open', async () => {
    const { renewals, clock, added, unitOfWork } = setUp();
    clock.day = '2026-12-25';

    const started = await renewals.initializeRenewal(MEMBERSHIP);

    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      purpose: 'plan',
      targetId: MEMBERSHIP,
      periodNumber: 2,
      amountCents: 1_100_000,
      email: 'amina@example.com',
      customerName: 'Amina Otieno',
      companyName: 'Otieno Ltd',
      kraPin: 'A123456789B',
    });
    expect(started.data.reference).toBe(added[0].reference);
    expect(unitOfWork.commits).toBe(1);
  });

  it('is open at any time to a member whose renewal is overdue', async () => {
    const { renewals, clock, added } = setUp({ subscriptionStatus: 'past_due' });
    clock.day = '2026-12-02';

    await renewals.initializeRenewal(MEMBERSHIP);

    expect(added.map((payment) => payment.periodNumber)).toEqual([2]);
  });

  it.each([['non_renewing'], ['cancelled'], ['expired']])(
    'is refused for a membership that is %s: it does not renew',
    async (status) => {
      const { renewals, clock, added } = setUp({ subscriptionStatus: status });
      clock.day = '2026-12-30';

      await expect(renewals.initializeRenewal(MEMBERSHIP)).rejects.toMatchObject({
        code: 'renewal-not-due',
        kind: 'conflict',
        message: PAYMENT_MESSAGES.renewalNotDue,
      });
      expect(added).toEqual([]);
    },
  );
});

describe('the e-mailed pay link', () => {
  it('goes straight on to the checkout of the period it names', async () => {
    const { renewals, clock, signatureOf, added } = setUp();
    clock.day = '2026-12-25';

    const destination = await renewals.payLinkDestination(MEMBERSHIP, '2', signatureOf(2));

    expect(destination).toBe(`https://checkout.paystack.test/${added[0].reference}`);
  });

  it.each([
    ['a forged signature', '2', 'forged'],
    ['a period that is not a number', 'two', undefined],
    ['no signature', '2', null],
  ])('sends %s to the member portal, opening nothing', async (_case, period, signature) => {
    const { renewals, clock, signatureOf, added } = setUp();
    clock.day = '2026-12-25';

    const given = signature === undefined ? signatureOf(2) : (signature as string);
    expect(await renewals.payLinkDestination(MEMBERSHIP, period, given)).toBe(PORTAL);
    expect(added).toEqual([]);
  });

  it('sends a stale link (its period is paid) or one for a deleted membership to the member portal', async () => {
    const { renewals, clock, signatureOf, booking, added, gone } = setUp();
    clock.day = '2026-12-25';
    booking.periodNumber = 2;

    expect(await renewals.payLinkDestination(MEMBERSHIP, '2', signatureOf(2))).toBe(PORTAL);
    gone();
    expect(await renewals.payLinkDestination(MEMBERSHIP, '3', signatureOf(3))).toBe(PORTAL);
    expect(added).toEqual([]);
  });

  it('sends the browser to the member portal when nothing is due yet or Paystack refuses', async () => {
    const { renewals, clock, signatureOf, checkout } = setUp();

    clock.day = '2026-12-20';
    expect(await renewals.payLinkDestination(MEMBERSHIP, '2', signatureOf(2))).toBe(PORTAL);

    clock.day = '2026-12-25';
    checkout.failWith = PAYMENT_ERRORS.checkoutNotStarted('the payment provider did not answer.');
    expect(await renewals.payLinkDestination(MEMBERSHIP, '2', signatureOf(2))).toBe(PORTAL);

    // A refusal still raised as one of Nest's HTTP exceptions is a refusal too.
    checkout.failWith = new BadGatewayException('Payment could not be started');
    expect(await renewals.payLinkDestination(MEMBERSHIP, '2', signatureOf(2))).toBe(PORTAL);
  });

  it('lets an unexpected failure through rather than hide it behind a redirect', async () => {
    const { renewals, clock, signatureOf, checkout } = setUp();
    clock.day = '2026-12-25';
    checkout.failWith = new Error('database went away');

    await expect(renewals.payLinkDestination(MEMBERSHIP, '2', signatureOf(2))).rejects.toThrow('database went away');
  });
});
