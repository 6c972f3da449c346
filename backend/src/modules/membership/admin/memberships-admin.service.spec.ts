import { jest } from '@jest/globals';
import { addVenueDays } from '@coworking/domain';
import { Logger } from '@nestjs/common';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type Transaction } from '../../../common/database/transaction.js';
import { MESSAGES as ACCESS_MESSAGES } from '../../identity/access/admin-access.guard.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { type AuditLogService, type AuditRecord } from '../../identity/audit/audit-log.service.js';
import { type MailRequest, type MailService } from '../../mail/delivery/mail.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { type PlanBooking } from '../entities/plan-booking.entity.js';
import {
  activeInMarch,
  FAKE_NOW,
  FAKE_TODAY,
  FakePlanBookings,
  lifecycleWithFakes,
} from '../lifecycle/membership-fakes.js';
import { LIFECYCLE_MESSAGES } from '../membership.messages.js';
import { type MembershipListRow, type MembershipsAdminRepository } from './memberships-admin.repository.js';
import { MembershipsAdminService, RENEWALS_DUE_WITHIN_DAYS } from './memberships-admin.service.js';

const IP = '203.0.113.9';

const staff = (refund: boolean): AdminPrincipal =>
  ({
    id: 'admin-1',
    username: 'wanjiru',
    role: 'manager',
    permissions: { memberships: { view: true, edit: true }, payments: { refund } },
  }) as unknown as AdminPrincipal;

/** The staff list reads the membership as it now stands (the fake's rows are the lifecycle's objects). */
function rowOf(booking: PlanBooking): MembershipListRow {
  return {
    id: booking.id,
    first_name: booking.contact.firstName,
    last_name: booking.contact.lastName,
    email: booking.contact.email,
    phone: '+254700000001',
    plan_id: 'plan-1',
    plan_name: booking.plan.name,
    plan_deleted: booking.plan.deletedAt !== null,
    period: booking.plan.period,
    price: booking.plan.price,
    status: booking.subscriptionStatus,
    start_date: booking.startDate,
    current_period_start: booking.currentPeriodStart,
    current_period_end: booking.currentPeriodEnd,
    payment_channel: 'card',
    card_last4: '4081',
    card_brand: 'visa',
    has_saved_card: booking.authorizationCode !== null,
    cancelled_at: booking.cancelledAt,
    cancel_reason: booking.cancelReason,
    created_at: FAKE_NOW,
  };
}

class FakeAdminRepository implements Pick<MembershipsAdminRepository, 'list' | 'figures'> {
  readonly figuresAskedFor: string[] = [];
  constructor(private readonly bookings: FakePlanBookings) {}

  async list(query: { id?: string }) {
    const rows = [...this.bookings.rows.values()].filter((row) => !query.id || row.id === query.id).map(rowOf);
    return { rows, total: rows.length };
  }
  async figures(dueBy: string) {
    this.figuresAskedFor.push(dueBy);
    return { activeMembers: 3, renewalsDue: 1, pastDue: 1, monthlyRecurringRevenue: '30000.00' };
  }
}

/** Staged e-mails and audit entries, each with the transaction it was written in; what went out after the commit. */
class FakeMail implements Pick<MailService, 'stage' | 'dispatch'> {
  readonly staged: { tx: Transaction; request: MailRequest }[] = [];
  readonly dispatched: MailOutbox[] = [];
  stage(tx: Transaction, request: MailRequest) {
    this.staged.push({ tx, request });
    return { template: request.template } as unknown as MailOutbox;
  }
  async dispatch(outboxes: MailOutbox[]) {
    this.dispatched.push(...outboxes);
  }
}

class FakeAudit implements Pick<AuditLogService, 'record'> {
  readonly entries: { tx: Transaction; record: AuditRecord }[] = [];
  record(tx: Transaction, record: AuditRecord) {
    this.entries.push({ tx, record });
    return {} as ReturnType<AuditLogService['record']>;
  }
}

function setUp(booking: PlanBooking = activeInMarch()) {
  const { bookings, clock, lifecycle, refunds } = lifecycleWithFakes();
  bookings.rows.set(booking.id, booking);
  const repository = new FakeAdminRepository(bookings);
  const unitOfWork = new FakeUnitOfWork();
  const mail = new FakeMail();
  const audit = new FakeAudit();
  const service = new MembershipsAdminService(
    repository as unknown as MembershipsAdminRepository,
    lifecycle,
    unitOfWork.asUnitOfWork(),
    mail as unknown as MailService,
    audit as unknown as AuditLogService,
    clock,
  );
  return { booking, lifecycle, refunds, repository, unitOfWork, mail, audit, service };
}

describe('MembershipsAdminService', () => {
  describe('cancelling now', () => {
    it('refuses (403) a prorated refund to staff who may not refund, before opening a transaction', async () => {
      const { booking, unitOfWork, audit, service } = setUp();
      await expect(
        service.cancel('pb-1', { reason: 'Closed', refund: 'prorated' }, staff(false), IP),
      ).rejects.toMatchObject({
        code: 'refund-not-permitted',
        kind: 'forbidden',
        message: ACCESS_MESSAGES.denied('payments', 'refund'),
      });
      expect(unitOfWork.commits + unitOfWork.rollbacks).toBe(0);
      expect(booking.subscriptionStatus).toBe('active');
      expect(audit.entries).toEqual([]);
    });

    it('cancels, refunds in the same transaction, audits the refund, and sends the refund after the commit', async () => {
      const { refunds, unitOfWork, mail, audit, service } = setUp();
      const events: string[] = [];
      refunds.answerWith(async (tx) => {
        events.push(tx === unitOfWork.tx ? 'refund written in the transaction' : 'refund written elsewhere');
        return {
          refundedCents: 500_000,
          afterCommit: async () => void events.push(`sent after ${unitOfWork.commits} commit`),
        };
      });
      const answer = await service.cancel('pb-1', { reason: 'Closed', refund: 'prorated' }, staff(true), IP);
      expect(events).toEqual(['refund written in the transaction', 'sent after 1 commit']);
      expect(answer).toMatchObject({ status: 'cancelled', refundedKes: '5000.00', staffActions: ['comp'] });
      expect(audit.entries).toEqual([
        {
          tx: unitOfWork.tx,
          record: expect.objectContaining({
            actor: staff(true),
            action: 'update',
            resource: 'memberships',
            resourceId: 'pb-1',
            ipAddress: IP,
            changes: {
              status: { from: 'active', to: 'cancelled' },
              reason: { from: null, to: 'Closed' },
              refundedKes: { from: null, to: '5000.00' },
            },
          }),
        },
      ]);
      expect(mail.staged.map(({ tx }) => tx)).toEqual([unitOfWork.tx]);
      expect(mail.dispatched).toHaveLength(1);
    });

    it('audits a prorated refund that found nothing paid as 0.00, and no refund at all when none was asked', async () => {
      const first = setUp();
      first.refunds.answerWith(async () => ({ refundedCents: 0, afterCommit: async () => undefined }));
      await first.service.cancel('pb-1', { reason: 'Closed', refund: 'prorated' }, staff(true), IP);
      expect(first.audit.entries[0].record.changes?.refundedKes).toEqual({ from: null, to: '0.00' });

      const second = setUp();
      let asked = false;
      second.refunds.answerWith(async () => {
        asked = true;
        return { refundedCents: 1, afterCommit: async () => undefined };
      });
      const answer = await second.service.cancel('pb-1', { reason: 'Rules' }, staff(true), IP);
      expect(asked).toBe(false);
      expect(answer.refundedKes).toBe('0.00');
      expect(second.audit.entries[0].record.changes).not.toHaveProperty('refundedKes');
    });

    it('keeps the cancellation when sending the refund fails after the commit (the scheduled check retries)', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const { refunds, unitOfWork, service } = setUp();
      refunds.answerWith(async () => ({
        refundedCents: 500_000,
        afterCommit: async () => {
          throw new Error('Paystack is down');
        },
      }));
      await expect(
        service.cancel('pb-1', { reason: 'Closed', refund: 'prorated' }, staff(true), IP),
      ).resolves.toMatchObject({ status: 'cancelled' });
      expect(unitOfWork.commits).toBe(1);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Paystack is down'));
      warn.mockRestore();
    });
  });

  describe('actions the state machine refuses', () => {
    it.each([
      [
        'extend',
        (service: MembershipsAdminService) => service.extend('pb-1', { days: 5, reason: 'x' }, staff(true), IP),
      ],
      ['cancel', (service: MembershipsAdminService) => service.cancel('pb-1', { reason: 'x' }, staff(true), IP)],
    ])('%s on an expired membership: 409, nothing audited or e-mailed', async (action, act) => {
      const { booking, unitOfWork, mail, audit, service } = setUp(activeInMarch({ subscriptionStatus: 'expired' }));
      await expect(act(service)).rejects.toMatchObject({
        code: 'transition-refused',
        kind: 'conflict',
        message: LIFECYCLE_MESSAGES.refused('expired', action === 'extend' ? 'extend' : 'cancel-now'),
      });
      expect(booking.subscriptionStatus).toBe('expired');
      expect(unitOfWork.rollbacks).toBe(1);
      expect(audit.entries).toEqual([]);
      expect(mail.staged).toEqual([]);
      expect(mail.dispatched).toEqual([]);
    });

    it('answers 404 for an unknown membership', async () => {
      const { service } = setUp();
      await expect(service.comp('missing', { reason: 'x' }, staff(true), IP)).rejects.toMatchObject({
        code: 'membership-not-found',
        kind: 'not-found',
        message: LIFECYCLE_MESSAGES.notFound,
      });
      await expect(service.detail('missing')).rejects.toMatchObject({
        code: 'membership-not-found',
        kind: 'not-found',
      });
    });
  });

  it('extends an overdue membership, audited with the days and the reason', async () => {
    const { audit, service } = setUp(activeInMarch({ subscriptionStatus: 'past_due' }));
    const answer = await service.extend('pb-1', { days: 5, reason: 'Closed for repairs' }, staff(false), IP);
    expect(answer).toMatchObject({ status: 'active', currentPeriodEnd: '2026-04-06' });
    expect(audit.entries[0].record.changes).toEqual({
      status: { from: 'past_due', to: 'active' },
      currentPeriodEnd: { from: '2026-04-01', to: '2026-04-06' },
      reason: { from: null, to: 'Closed for repairs' },
      extendedByDays: { from: null, to: 5 },
    });
  });

  it.each([
    ['active', null, ['cancel', 'extend', 'comp']],
    ['pending', null, ['cancel', 'comp']],
    ['expired', null, ['comp']],
    ['expired', new Date(), []],
  ] as const)(
    'offers staff what the state machine allows: %s (plan deleted: %s)',
    async (status, deletedAt, actions) => {
      const booking = activeInMarch({ subscriptionStatus: status });
      booking.plan.deletedAt = deletedAt;
      const { service } = setUp(booking);
      await expect(service.detail('pb-1')).resolves.toMatchObject({ staffActions: actions });
    },
  );

  it('counts renewals due within the week, and lists them with the filter that shows them all', async () => {
    const { repository, service } = setUp();
    await expect(service.summary()).resolves.toEqual({
      activeMembers: 3,
      renewalsDueIn7Days: 1,
      pastDue: 1,
      monthlyRecurringRevenueKes: '30000.00',
    });
    expect(repository.figuresAskedFor).toEqual([addVenueDays(FAKE_TODAY, RENEWALS_DUE_WITHIN_DAYS)]);
    await expect(service.renewalsDue(5)).resolves.toMatchObject({
      filter: { status: 'active', renewsBefore: '2026-03-18' },
    });
  });
});
