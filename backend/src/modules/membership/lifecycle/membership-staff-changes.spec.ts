import { type Transaction } from '../../../common/database/transaction.js';
import { type PeriodRefundRequest } from '../../payment/renewals/period-payments.service.js';
import { LIFECYCLE_MESSAGES } from '../membership.messages.js';
import { activeInMarch, FAKE_NOW, FAKE_TODAY, fakeMembership, lifecycleWithFakes } from './membership-fakes.js';

const TX = { fake: 'transaction' } as unknown as Transaction;
const STAFF = { adminId: 'admin-1', username: 'wanjiru' };
const card = {
  channel: 'card',
  authorization: { authorization_code: 'AUTH_1', reusable: true, last4: '4081', brand: 'visa' },
};

/** What staff do to a membership through the lifecycle: end it now (and what that refunds), extend it, give a period. */
describe('MembershipLifecycle for staff', () => {
  describe('staff cancelling now', () => {
    function withRefunder(refundedCents: number) {
      const { lifecycle, refunds } = lifecycleWithFakes();
      const calls: { tx: Transaction; request: PeriodRefundRequest }[] = [];
      let sent = 0;
      refunds.answerWith(async (tx, request) => {
        calls.push({ tx, request });
        return { refundedCents, afterCommit: async () => void sent++ };
      });
      return { lifecycle, calls, sent: () => sent };
    }

    it('refunds the unused whole days of the period through the refunder, in the same transaction', async () => {
      const { lifecycle, calls, sent } = withRefunder(700_000);
      const booking = activeInMarch();
      const change = await lifecycle.cancelNow(TX, booking, {
        reason: 'Closed account',
        refund: 'prorated',
        staff: STAFF,
      });
      // 22 of the period's 31 days are left (10 March to 1 April): KES 10,000 × 22 / 31; the refunder caps it.
      expect(calls).toEqual([
        {
          tx: TX,
          request: {
            planBookingId: 'pb-1',
            periodNumber: 1,
            amountCents: Math.floor((1_000_000 * 22) / 31),
            reason: 'Membership cancelled by staff: Closed account',
            staff: STAFF,
          },
        },
      ]);
      expect(booking).toMatchObject({
        subscriptionStatus: 'cancelled',
        cancelledAt: FAKE_NOW,
        endedAt: FAKE_NOW,
        cancelReason: 'Closed account',
        authorizationCode: null,
      });
      expect(change.before).toEqual({ status: 'active', periodNumber: 1, currentPeriodEnd: '2026-04-01' });
      expect(change.after.status).toBe('cancelled');
      expect(change.refundedCents).toBe(700_000);
      expect(change.mail[0].variables).toMatchObject({ reason: 'Closed account', refundAmount: '7,000' });
      expect(sent()).toBe(0);
      await change.afterCommit();
      expect(sent()).toBe(1);
    });

    it('refunds nothing when staff choose no refund', async () => {
      const { lifecycle, calls } = withRefunder(700_000);
      const change = await lifecycle.cancelNow(TX, activeInMarch(), { reason: 'Rules', refund: 'none', staff: STAFF });
      expect(calls).toEqual([]);
      expect(change.refundedCents).toBe(0);
      expect(change.mail[0].variables).toMatchObject({ refundAmount: null });
    });

    it('asks for no refund when nothing of the period is left', async () => {
      const { lifecycle, calls } = withRefunder(700_000);
      const over = activeInMarch({ currentPeriodStart: '2026-02-10', currentPeriodEnd: FAKE_TODAY });
      await lifecycle.cancelNow(TX, over, { reason: 'Rules', refund: 'prorated', staff: STAFF });
      expect(calls).toEqual([]);
    });

    it('refuses to cancel a membership that has already ended, refunding nothing', async () => {
      const { lifecycle, calls } = withRefunder(700_000);
      const ended = activeInMarch({ subscriptionStatus: 'expired' });
      await expect(
        lifecycle.cancelNow(TX, ended, { reason: 'Rules', refund: 'prorated', staff: STAFF }),
      ).rejects.toMatchObject({
        code: 'transition-refused',
        kind: 'conflict',
        message: LIFECYCLE_MESSAGES.refused('expired', 'cancel-now'),
      });
      expect(calls).toEqual([]);
      expect(ended).toMatchObject({ subscriptionStatus: 'expired', cancelledAt: null });
    });

    it('prorates a period paid ahead from its start, and nothing before the first is paid', () => {
      const { lifecycle } = lifecycleWithFakes();
      const ahead = activeInMarch({ currentPeriodStart: '2026-03-15', currentPeriodEnd: '2026-04-15' });
      expect(lifecycle.proratedCents(ahead)).toBe(1_000_000);
      expect(lifecycle.proratedCents(fakeMembership())).toBe(0);
    });
  });

  describe('staff extending and giving periods', () => {
    it('moves the period end on, and an overdue membership becomes active', () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = activeInMarch({ subscriptionStatus: 'past_due', renewalAttempts: 2 });
      const change = lifecycle.extend(booking, 5);
      expect(booking).toMatchObject({
        subscriptionStatus: 'active',
        extensionDays: 5,
        currentPeriodEnd: '2026-04-06',
        renewalAttempts: 0,
      });
      expect(change.before.status).toBe('past_due');
      // The added days move every later period end too.
      lifecycle.applyPaidPeriod(booking, 2, card);
      expect(booking.currentPeriodEnd).toBe('2026-05-06');
    });

    it('refuses to extend a membership that has ended', () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = activeInMarch({ subscriptionStatus: 'cancelled' });
      expect(() => lifecycle.extend(booking, 5)).toThrow(
        expect.objectContaining({ code: 'transition-refused', kind: 'conflict' }),
      );
      expect(booking).toMatchObject({ extensionDays: 0, currentPeriodEnd: '2026-04-01' });
    });

    it('gives a live membership one more period on its end', () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = activeInMarch({ subscriptionStatus: 'non_renewing' });
      lifecycle.comp(booking);
      expect(booking).toMatchObject({
        subscriptionStatus: 'non_renewing',
        periodNumber: 2,
        currentPeriodEnd: '2026-05-01',
      });
    });

    it('starts an ended membership again today with a free period', () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = activeInMarch({
        subscriptionStatus: 'expired',
        periodNumber: 4,
        extensionDays: 3,
        endedAt: FAKE_NOW,
        cancelledAt: FAKE_NOW,
        cancelReason: 'Unpaid',
      });
      lifecycle.comp(booking);
      expect(booking).toMatchObject({
        subscriptionStatus: 'active',
        startDate: FAKE_TODAY,
        extensionDays: 0,
        periodNumber: 1,
        currentPeriodStart: FAKE_TODAY,
        currentPeriodEnd: '2026-04-10',
        endedAt: null,
        cancelledAt: null,
        cancelReason: null,
      });
    });

    it('starts nothing again on a deleted plan', () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = fakeMembership({ subscriptionStatus: 'expired' }, { deletedAt: FAKE_NOW });
      expect(() => lifecycle.comp(booking)).toThrow(
        expect.objectContaining({ code: 'plan-deleted', kind: 'conflict', message: LIFECYCLE_MESSAGES.planDeleted }),
      );
      expect(booking.subscriptionStatus).toBe('expired');
    });
  });
});
