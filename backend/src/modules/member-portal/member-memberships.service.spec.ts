import { type Clock } from '../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../common/database/fake-unit-of-work.js';
import { type User } from '../identity/entities/user.entity.js';
import { type MailRequest, type MailService } from '../mail/delivery/mail.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { type PlanBooking, type SubscriptionStatus } from '../membership/entities/plan-booking.entity.js';
import { type MembershipLifecycle } from '../membership/lifecycle/membership-lifecycle.js';
import { type RenewalCheckouts } from '../membership/renewals/renewal-checkouts.service.js';
import { MemberMembershipsService } from './member-memberships.service.js';
import { type MemberPortalRepository } from './member-portal.repository.js';
import { MEMBER_PORTAL_MESSAGES } from './member-portal.messages.js';

/**
 * What a member may do about each of their memberships, and the portal's steps on them, with the database, the
 * lifecycle and Paystack replaced by fakes. The lifecycle's own transitions are the membership module's; the SQL of
 * which memberships are the member's is proven by test/member-portal/member-portal.e2e.spec.ts.
 */

const TODAY = '2026-12-09';
const member = { id: 'member-1', email: 'amina@example.co.ke' } as User;

function membership(
  id: string,
  fields: { status?: SubscriptionStatus; periodEnd?: string; savedCard?: boolean; period?: string } = {},
): PlanBooking {
  return {
    id,
    subscriptionStatus: fields.status ?? 'active',
    plan: { name: 'Flexible', period: fields.period ?? 'monthly', price: '12000.00' },
    startDate: '2026-10-01',
    currentPeriodStart: '2026-12-01',
    currentPeriodEnd: fields.periodEnd ?? '2027-01-01',
    paymentChannel: fields.savedCard ? 'card' : 'mobile_money',
    authorizationCode: fields.savedCard ? 'AUTH_x' : null,
    cardLast4: fields.savedCard ? '4081' : null,
    cardBrand: fields.savedCard ? 'visa' : null,
    company: null,
    team: null,
    seats: 1,
    seatsNextPeriod: null,
  } as unknown as PlanBooking;
}

class World {
  memberships: PlanBooking[] = [];
  readonly staged: MailRequest[] = [];
  readonly dispatched: MailOutbox[][] = [];
  readonly checkouts: string[] = [];
  checkoutUrl: string | null = 'https://checkout.paystack.test/renewal';
  readonly unitOfWork = new FakeUnitOfWork();

  service(): MemberMembershipsService {
    const repository: Pick<MemberPortalRepository, 'memberships' | 'ownsPlanBooking'> = {
      memberships: async () => this.memberships,
      ownsPlanBooking: async (_member, id) => this.memberships.some((candidate) => candidate.id === id),
    };
    const lifecycle: Pick<MembershipLifecycle, 'lockForChange' | 'cancelRenewal' | 'resumeRenewal' | 'renews'> = {
      lockForChange: async (_tx, id) => this.memberships.find((candidate) => candidate.id === id)!,
      cancelRenewal: (booking) => {
        booking.subscriptionStatus = 'non_renewing';
        return [{ template: 'membership-renewal-cancelled', to: member.email }];
      },
      resumeRenewal: (booking) => void (booking.subscriptionStatus = 'active'),
      renews: (booking) =>
        ['active', 'past_due'].includes(booking.subscriptionStatus) && booking.plan.period !== 'daily',
    };
    const mail: Pick<MailService, 'stage' | 'dispatch'> = {
      stage: (_tx, request) => {
        this.staged.push(request);
        return request as unknown as MailOutbox;
      },
      dispatch: async (rows) => void this.dispatched.push(rows),
    };
    const payments: Pick<RenewalCheckouts, 'initializeRenewal'> = {
      initializeRenewal: async (id) => {
        this.checkouts.push(id);
        return {
          data: { authorization_url: this.checkoutUrl, reference: this.checkoutUrl ? 'SCH-1' : null },
        } as Awaited<ReturnType<RenewalCheckouts['initializeRenewal']>>;
      },
    };
    return new MemberMembershipsService(
      this.unitOfWork.asUnitOfWork(),
      repository as MemberPortalRepository,
      lifecycle as MembershipLifecycle,
      mail as MailService,
      payments as RenewalCheckouts,
      { today: () => TODAY } as Clock,
    );
  }
}

describe("the member's memberships", () => {
  it('offers paying by link from 7 days before the period ends, and always when past due; never with a saved card', async () => {
    const world = new World();
    world.memberships = [
      membership('later', { periodEnd: '2026-12-17' }),
      membership('due', { periodEnd: '2026-12-16' }),
      membership('card', { periodEnd: '2026-12-10', savedCard: true }),
      membership('overdue', { status: 'past_due', periodEnd: '2026-12-05', savedCard: true }),
    ];

    const listed = await world.service().list(member);

    expect(listed.map((row) => [row.id, row.canPay])).toEqual([
      ['later', false],
      ['due', true],
      ['card', false],
      ['overdue', true],
    ]);
    expect(listed[2]).toMatchObject({
      renewsAutomatically: true,
      nextChargeDate: '2026-12-10',
      nextChargeAmountKes: '12000.00',
      paymentMethod: { channel: 'card', last4: '4081', brand: 'visa' },
    });
  });

  it('offers stopping renewal while it renews, and resuming it only while the paid period runs', async () => {
    const world = new World();
    world.memberships = [
      membership('renewing'),
      membership('stopped', { status: 'non_renewing' }),
      membership('stopped-over', { status: 'non_renewing', periodEnd: TODAY }),
      membership('day-pass', { status: 'non_renewing', period: 'daily' }),
    ];

    const listed = await world.service().list(member);

    expect(listed.map((row) => [row.id, row.canCancelRenewal, row.canResumeRenewal, row.endsOn])).toEqual([
      ['renewing', true, false, null],
      ['stopped', false, true, '2027-01-01'],
      ['stopped-over', false, false, TODAY],
      ['day-pass', false, false, '2027-01-01'],
    ]);
  });

  it('stops renewal in one transaction and sends its e-mail after the commit', async () => {
    const world = new World();
    world.memberships = [membership('renewing')];

    const changed = await world.service().cancelRenewal(member, 'renewing');

    expect(changed).toMatchObject({ status: 'non_renewing', canResumeRenewal: true, nextChargeDate: null });
    expect(world.unitOfWork.commits).toBe(1);
    expect(world.dispatched).toEqual([[{ template: 'membership-renewal-cancelled', to: member.email }]]);
    expect((await world.service().resumeRenewal(member, 'renewing')).status).toBe('active');
  });

  it("answers 404 to another member's membership on every step, and when nothing is to pay", async () => {
    const world = new World();
    const notFound = {
      code: 'membership-not-found',
      kind: 'not-found',
      message: MEMBER_PORTAL_MESSAGES.membershipNotFound,
    };
    await expect(world.service().cancelRenewal(member, 'theirs')).rejects.toMatchObject(notFound);
    await expect(world.service().resumeRenewal(member, 'theirs')).rejects.toMatchObject(notFound);
    await expect(world.service().pay(member, 'theirs')).rejects.toMatchObject(notFound);
    expect(world.checkouts).toEqual([]);

    world.memberships = [membership('mine', { status: 'past_due' })];
    expect(await world.service().pay(member, 'mine')).toEqual({
      authorizationUrl: 'https://checkout.paystack.test/renewal',
      reference: 'SCH-1',
    });
    world.checkoutUrl = null;
    await expect(world.service().pay(member, 'mine')).rejects.toMatchObject({
      code: 'nothing-to-pay',
      kind: 'not-found',
      message: MEMBER_PORTAL_MESSAGES.nothingToPay,
    });
  });
});
