import { type Transaction } from '../../../common/database/transaction.js';
import { type MailRequest, type StaffMailRequest } from '../../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { LIFECYCLE_MESSAGES } from '../membership.messages.js';
import { activeInMarch, FAKE_NOW, FAKE_TODAY, fakeMembership, lifecycleWithFakes } from './membership-fakes.js';

const TX = { fake: 'transaction' } as unknown as Transaction;

const card = {
  channel: 'card',
  authorization: { authorization_code: 'AUTH_1', reusable: true, last4: '4081', brand: 'visa' },
};

describe('MembershipLifecycle', () => {
  describe('lock', () => {
    it('hands out the membership locked in the caller’s transaction', async () => {
      const { bookings, lifecycle } = lifecycleWithFakes();
      const booking = fakeMembership();
      bookings.rows.set(booking.id, booking);
      await expect(lifecycle.lock(TX, 'pb-1')).resolves.toBe(booking);
      expect(bookings.lockedIn).toEqual([TX]);
    });

    it('answers 404 when there is no such membership', async () => {
      const { lifecycle } = lifecycleWithFakes();
      await expect(lifecycle.lock(TX, 'missing')).rejects.toMatchObject({
        code: 'membership-not-found',
        kind: 'not-found',
        message: LIFECYCLE_MESSAGES.notFound,
      });
    });
  });

  describe('a paid period', () => {
    it('starts the membership today when its start date has passed, and saves a reusable card', () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = fakeMembership({ startDate: '2026-03-01' });
      expect(lifecycle.applyPaidPeriod(booking, 1, card)).toBe('started');
      expect(booking).toMatchObject({
        subscriptionStatus: 'active',
        startDate: FAKE_TODAY,
        periodNumber: 1,
        previousPeriodStart: null,
        currentPeriodStart: FAKE_TODAY,
        currentPeriodEnd: '2026-04-10',
        paymentChannel: 'card',
        authorizationCode: 'AUTH_1',
        cardLast4: '4081',
        cardBrand: 'visa',
      });
    });

    it('starts a membership on its start date when that is still ahead', () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = fakeMembership({ startDate: '2026-03-20' });
      lifecycle.applyPaidPeriod(booking, 1, { channel: 'mobile_money' });
      expect(booking).toMatchObject({
        startDate: '2026-03-20',
        currentPeriodEnd: '2026-04-20',
        authorizationCode: null,
      });
    });

    it('makes a day pass end with its day, without renewal', () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = fakeMembership({ startDate: '2026-03-12' }, { period: 'daily' });
      expect(lifecycle.applyPaidPeriod(booking, 1, card)).toBe('started');
      expect(booking).toMatchObject({ subscriptionStatus: 'non_renewing', currentPeriodEnd: '2026-03-13' });
      expect(lifecycle.renews(booking)).toBe(false);
    });

    it('renews a late payment from the period end, not the payment date, and clears the overdue state', () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = fakeMembership({
        subscriptionStatus: 'past_due',
        startDate: '2026-02-05',
        periodNumber: 1,
        currentPeriodStart: '2026-02-05',
        currentPeriodEnd: '2026-03-05',
        renewalAttempts: 3,
        authorizationCode: 'AUTH_old',
      });
      expect(lifecycle.applyPaidPeriod(booking, 2, { channel: 'mobile_money' })).toBe('renewed');
      expect(booking).toMatchObject({
        subscriptionStatus: 'active',
        periodNumber: 2,
        previousPeriodStart: '2026-02-05',
        currentPeriodStart: '2026-03-05',
        currentPeriodEnd: '2026-04-05',
        renewalAttempts: 0,
        // Paid by M-Pesa: the old card is no longer charged, renewals go by pay link.
        authorizationCode: null,
      });
    });

    it('counts period ends from the start date, so the 31st comes back after a short month', () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = fakeMembership({
        subscriptionStatus: 'active',
        startDate: '2026-01-31',
        periodNumber: 1,
        currentPeriodStart: '2026-01-31',
        currentPeriodEnd: '2026-02-28',
      });
      lifecycle.applyPaidPeriod(booking, 2, card);
      expect(booking).toMatchObject({ currentPeriodStart: '2026-02-28', currentPeriodEnd: '2026-03-31' });
    });

    it('delivers a period already paid no second time', () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = activeInMarch();
      expect(lifecycle.applyPaidPeriod(booking, 1, card)).toBe('already-paid');
      expect(booking).toMatchObject({
        periodNumber: 1,
        currentPeriodEnd: '2026-04-01',
        authorizationCode: 'AUTH_saved',
      });
    });

    it.each(['cancelled', 'expired'] as const)('delivers nothing to a %s membership (the caller refunds)', (status) => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = activeInMarch({ subscriptionStatus: status });
      expect(lifecycle.applyPaidPeriod(booking, 2, card)).toBe('ended');
      expect(booking).toMatchObject({ subscriptionStatus: status, periodNumber: 1 });
    });

    it('starts nothing on a plan deleted before the checkout was paid', () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = fakeMembership({}, { deletedAt: new Date('2026-03-09T10:00:00Z') });
      expect(lifecycle.applyPaidPeriod(booking, 1, card)).toBe('ended');
      expect(booking).toMatchObject({ subscriptionStatus: 'pending', periodNumber: 0, currentPeriodEnd: null });
    });

    it('welcomes a new member and tells staff; a renewal gets the renewal note', () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = fakeMembership({ startDate: '2026-03-20' });
      lifecycle.applyPaidPeriod(booking, 1, card);
      const started = lifecycle.paidPeriodMail(booking, 'started', '10,000');
      expect(started.map((mail) => mail.template)).toEqual([
        MAIL_TEMPLATES.subscriptionActivated,
        MAIL_TEMPLATES.membershipStaffNotice,
      ]);
      expect((started[1] as StaffMailRequest).variables?.details).toContain('by card and renews automatically');
      const renewed = lifecycle.paidPeriodMail(booking, 'renewed', '10,000');
      expect(renewed).toEqual([
        expect.objectContaining({
          template: MAIL_TEMPLATES.membershipRenewed,
          to: 'amina@example.com',
          variables: expect.objectContaining({ portalUrl: 'https://syokimau.example/member-portal' }),
        }),
      ]);
    });
  });

  describe('renewal state', () => {
    it('marks an unpaid renewal overdue, and refuses it for a membership that does not renew', () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = activeInMarch();
      lifecycle.fallPastDue(booking);
      expect(booking.subscriptionStatus).toBe('past_due');
      const ending = activeInMarch({ subscriptionStatus: 'non_renewing' });
      expect(() => lifecycle.fallPastDue(ending)).toThrow(
        expect.objectContaining({
          code: 'transition-refused',
          kind: 'conflict',
          message: LIFECYCLE_MESSAGES.refused('non_renewing', 'fall-past-due'),
        }),
      );
      expect(ending.subscriptionStatus).toBe('non_renewing');
    });

    it('expires an overdue membership, forgets its card, and tells the member and staff', () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = activeInMarch({ subscriptionStatus: 'past_due' });
      const mail = lifecycle.lapse(booking);
      expect(booking).toMatchObject({ subscriptionStatus: 'expired', endedAt: FAKE_NOW, authorizationCode: null });
      expect(mail).toEqual([
        expect.objectContaining({
          template: MAIL_TEMPLATES.membershipEnded,
          variables: expect.objectContaining({ reason: 'the renewal was not paid within the grace period' }),
        }),
        expect.objectContaining({ template: MAIL_TEMPLATES.membershipStaffNotice, staff: 'failedRenewals' }),
      ]);
    });

    it('expires a non-renewing membership at its end with the member’s e-mail only', () => {
      const { lifecycle } = lifecycleWithFakes();
      const mail = lifecycle.lapse(activeInMarch({ subscriptionStatus: 'non_renewing' }));
      expect(mail).toEqual([
        expect.objectContaining({ variables: expect.objectContaining({ reason: 'its last period has run out' }) }),
      ]);
    });

    it('refuses to expire a membership in good standing', () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = activeInMarch();
      expect(() => lifecycle.lapse(booking)).toThrow(
        expect.objectContaining({ code: 'transition-refused', kind: 'conflict' }),
      );
      expect(booking).toMatchObject({ subscriptionStatus: 'active', endedAt: null, authorizationCode: 'AUTH_saved' });
    });

    it('stops renewal until the period ends, with the reason, and e-mails the member', () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = activeInMarch();
      const mail: MailRequest[] = lifecycle.cancelRenewal(booking, 'Moving away');
      expect(booking).toMatchObject({
        subscriptionStatus: 'non_renewing',
        cancelledAt: FAKE_NOW,
        cancelReason: 'Moving away',
      });
      expect(mail).toEqual([
        expect.objectContaining({
          template: MAIL_TEMPLATES.membershipRenewalCancelled,
          variables: expect.objectContaining({ periodEnd: '1 April 2026' }),
        }),
      ]);
      expect(() => lifecycle.cancelRenewal(booking, 'again')).toThrow(
        expect.objectContaining({ code: 'transition-refused', kind: 'conflict' }),
      );
    });

    it('turns renewal back on while the period runs', () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = activeInMarch({
        subscriptionStatus: 'non_renewing',
        cancelledAt: FAKE_NOW,
        cancelReason: 'Moving',
      });
      lifecycle.resumeRenewal(booking);
      expect(booking).toMatchObject({ subscriptionStatus: 'active', cancelledAt: null, cancelReason: null });
    });

    it('refuses to turn renewal on once the period has ended, or for a day pass', () => {
      const { lifecycle } = lifecycleWithFakes();
      const over = activeInMarch({ subscriptionStatus: 'non_renewing', currentPeriodEnd: FAKE_TODAY });
      expect(() => lifecycle.resumeRenewal(over)).toThrow(
        expect.objectContaining({ code: 'period-over', kind: 'conflict', message: LIFECYCLE_MESSAGES.periodOver }),
      );
      expect(over.subscriptionStatus).toBe('non_renewing');
      const dayPass = fakeMembership(
        { subscriptionStatus: 'non_renewing', currentPeriodEnd: '2026-03-11' },
        { period: 'daily' },
      );
      expect(() => lifecycle.resumeRenewal(dayPass)).toThrow(
        expect.objectContaining({
          code: 'day-passes-do-not-renew',
          kind: 'conflict',
          message: LIFECYCLE_MESSAGES.dayPassesDoNotRenew,
        }),
      );
    });

    it('records each renewal step once per period', async () => {
      const { lifecycle } = lifecycleWithFakes();
      const booking = activeInMarch();
      await expect(lifecycle.once(TX, booking, 2, 'reminder-7')).resolves.toBe(true);
      await expect(lifecycle.once(TX, booking, 2, 'reminder-7')).resolves.toBe(false);
      await expect(lifecycle.once(TX, booking, 3, 'reminder-7')).resolves.toBe(true);
    });
  });
});
