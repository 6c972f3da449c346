import { type Transaction } from '../../../common/database/transaction.js';
import { type AppConfig } from '../../../config/app-config.js';
import { type User } from '../../identity/entities/user.entity.js';
import { type MemberAccounts } from '../../identity/members/member-accounts.js';
import { Payment } from '../../payment/entities/payment.entity.js';
import { PaymentSucceeded } from '../../payment/payment.events.js';
import { type PaystackTransaction } from '../../payment/paystack/paystack.types.js';
import { type PeriodPayments } from '../../payment/renewals/period-payments.service.js';
import { type PlanBooking } from '../entities/plan-booking.entity.js';
import { fakeMembership, lifecycleWithFakes } from '../lifecycle/membership-fakes.js';
import { PlanPaymentDelivery } from './plan-payment-delivery.js';

/**
 * The membership's answer to a successful payment: a paid period is applied once (a second payment for it is
 * answered as undelivered, so the payment module refunds it), and a payment for a membership that has ended or is
 * gone buys nothing. The lifecycle is the real one on fake rows; members and the payments table are fakes.
 */

const TX = { fake: 'transaction' } as unknown as Transaction;
const CARD = {
  channel: 'card',
  authorization: { authorization_code: 'AUTH_1', reusable: true, last4: '4081', brand: 'visa' },
} as unknown as PaystackTransaction;

function setUp() {
  const { bookings, lifecycle } = lifecycleWithFakes();
  const paid: Payment[] = [];
  const payments: Pick<PeriodPayments, 'otherSuccessful'> = {
    otherSuccessful: async (_tx, payment) =>
      paid.find(
        (other) =>
          other !== payment && other.targetId === payment.targetId && other.periodNumber === payment.periodNumber,
      ) ?? null,
  };
  const ensured: string[] = [];
  const members: Pick<MemberAccounts, 'ensure'> = {
    ensure: async (_tx, contact) => {
      ensured.push(contact.email);
      return { id: 'member-1', email: contact.email } as unknown as User;
    },
  };
  const config = { http: { publicUrl: 'https://syokimau.example' } } as AppConfig;
  const delivery = new PlanPaymentDelivery(lifecycle, members as MemberAccounts, payments as PeriodPayments, config);
  /** A successful payment of KES 10,000 for a period of membership pb-1 (or seats added in it), as fulfilment marks it. */
  const pay = (reference: string, periodNumber: number | null = 1, seatsAdded: number | null = null) => {
    const payment = new Payment(reference, 'plan', 'pb-1', 1_000_000, 'amina@example.com');
    payment.periodNumber = periodNumber;
    payment.seatsAdded = seatsAdded;
    payment.status = 'success';
    paid.push(payment);
    return delivery.onPaymentSucceeded(new PaymentSucceeded(TX, payment, CARD));
  };
  return { bookings, delivery, pay, ensured };
}

describe('PlanPaymentDelivery', () => {
  it('starts a pending membership with its first paid period, makes the payer a member and mails them', async () => {
    const { bookings, pay, ensured } = setUp();
    const booking = fakeMembership();
    bookings.rows.set('pb-1', booking);
    const delivery = await pay('SCH-FIRST');
    expect(booking).toMatchObject({
      subscriptionStatus: 'active',
      periodNumber: 1,
      authorizationCode: 'AUTH_1',
      user: { id: 'member-1' },
    });
    expect(bookings.lockedIn).toEqual([TX]);
    expect(ensured).toEqual(['amina@example.com']);
    expect(delivery).toMatchObject({
      lines: [{ quantity: 1, amountCents: 1_000_000 }],
      description: expect.stringMatching(/^Flexible membership, /),
      undelivered: null,
    });
    expect(delivery!.mail.length).toBeGreaterThan(0);
  });

  it('applies a paid period once: a second payment for it is answered undelivered, naming the first, to be refunded', async () => {
    const { bookings, pay } = setUp();
    const booking = fakeMembership();
    bookings.rows.set('pb-1', booking);
    await pay('SCH-FIRST');
    const periodEnd = booking.currentPeriodEnd;
    const second = await pay('SCH-SECOND');
    expect(booking).toMatchObject({ periodNumber: 1, currentPeriodEnd: periodEnd });
    expect(second).toMatchObject({
      mail: [],
      undelivered: {
        amountCents: 1_000_000,
        what: 'Flexible membership (period 1)',
        reason: 'it had already been paid (payment SCH-FIRST), so this second payment is not needed.',
        refundReason: 'Second payment for a membership period already paid',
      },
    });
  });

  it('answers a payment for a membership that has ended as undelivered, so it is refunded, and changes nothing', async () => {
    const { bookings, pay, ensured } = setUp();
    const booking = fakeMembership({ subscriptionStatus: 'cancelled', periodNumber: 1 });
    bookings.rows.set('pb-1', booking);
    const delivery = await pay('SCH-LATE', 2);
    expect(booking).toMatchObject({ subscriptionStatus: 'cancelled', periodNumber: 1 });
    expect(ensured).toEqual([]);
    expect(delivery).toMatchObject({
      mail: [],
      undelivered: {
        amountCents: 1_000_000,
        reason: 'the membership had already ended.',
        refundReason: 'Membership had ended',
        bookAgainUrl: 'https://syokimau.example/membership',
      },
    });
  });

  it('refunds a payment for a deleted membership, and one paid after its plan was deleted', async () => {
    const gone = setUp();
    expect(await gone.pay('SCH-GONE')).toMatchObject({
      undelivered: { reason: 'the membership no longer exists.', refundReason: 'Membership no longer exists' },
    });

    const planGone = setUp();
    planGone.bookings.rows.set('pb-1', fakeMembership({}, { deletedAt: new Date('2026-03-09') }));
    expect(await planGone.pay('SCH-PLAN-GONE')).toMatchObject({
      undelivered: { refundReason: 'Plan no longer offered' },
    });
    expect(planGone.bookings.rows.get('pb-1')!.subscriptionStatus).toBe('pending');
  });

  it('takes a payment without a period for the first one, and stays silent for payments of other purposes', async () => {
    const { bookings, delivery, pay } = setUp();
    bookings.rows.set('pb-1', fakeMembership());
    expect(await pay('SCH-OLD', null)).toMatchObject({ undelivered: null });

    const booking = new Payment('SCH-BOOKING', 'booking', 'group-1', 500_000, 'amina@example.com');
    expect(delivery.onPaymentSucceeded(new PaymentSucceeded(TX, booking, CARD))).toBeUndefined();
    expect(bookings.lockedIn).toHaveLength(1);
  });

  describe('seats added to a team', () => {
    const team = () =>
      fakeMembership({
        subscriptionStatus: 'active',
        periodNumber: 2,
        currentPeriodStart: '2026-04-01',
        currentPeriodEnd: '2026-05-01',
        seats: 3,
        company: { name: 'Savannah Labs' } as PlanBooking['company'],
      });

    it('adds the seats paid for during their period, also to the seats the next period keeps', async () => {
      const { bookings, pay } = setUp();
      const booking = Object.assign(team(), { seatsNextPeriod: 2 });
      bookings.rows.set('pb-1', booking);
      const delivery = await pay('SCH-SEATS', 2, 2);
      expect(booking).toMatchObject({ seats: 5, seatsNextPeriod: 4, periodNumber: 2 });
      expect(delivery).toMatchObject({
        lines: [{ quantity: 2, amountCents: 1_000_000 }],
        description: "2 more seats on Savannah Labs's Flexible membership, to 30 April 2026",
        undelivered: null,
      });
    });

    it.each([
      ['the period they were priced for has turned over', { periodNumber: 3 }],
      ['the team has ended', { subscriptionStatus: 'expired' }],
    ])('adds none and gives all of it back when %s', async (_case, fields) => {
      const { bookings, pay } = setUp();
      const booking = Object.assign(team(), fields);
      bookings.rows.set('pb-1', booking);
      const delivery = await pay('SCH-LATE', 2, 2);
      expect(booking.seats).toBe(3);
      expect(delivery!.undelivered).toMatchObject({
        amountCents: 1_000_000,
        refundReason: 'Seats paid after their period ended',
      });
    });
  });
});
