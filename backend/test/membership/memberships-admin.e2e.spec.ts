import { addVenueDateMonths, addVenueDays, buildPermissionMap, type MembershipStatus } from '@coworking/domain';
import { Clock } from '../../src/common/clock/clock.js';
import { AuditLogEntry } from '../../src/modules/identity/entities/audit-log-entry.entity.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { MembershipPlan, type PlanPeriod } from '../../src/modules/membership/entities/membership-plan.entity.js';
import { PlanBooking } from '../../src/modules/membership/entities/plan-booking.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { Refund } from '../../src/modules/payment/entities/refund.entity.js';
import { type PaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { createTestAppWithPaystack, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

/** The venue day the tests live on (the clock the services read is set to it). */
const TODAY = '2027-03-15';

interface MembershipRow {
  id: string;
  memberName: string;
  email: string;
  phone: string;
  planId: string;
  planName: string;
  period: PlanPeriod;
  priceKes: string;
  status: MembershipStatus;
  startDate: string;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  nextChargeDate: string | null;
  paymentMethod: { channel: 'card' | 'mobile_money' | null; last4: string | null; brand: string | null };
  renewsAutomatically: boolean;
  cancelledAt: string | null;
  cancelReason: string | null;
  createdAt: string;
  staffActions: ('cancel' | 'extend' | 'comp')[];
}

interface Member {
  firstName: string;
  lastName?: string;
  email?: string;
  phone?: string;
  plan: MembershipPlan;
  status: MembershipStatus;
  /** Current period [start, end); omitted: not begun (pending). */
  period?: [string, string];
  channel?: 'card' | 'mobile_money';
  card?: { last4: string; brand: string };
}

/**
 * The staff side of memberships over HTTP: the paged list with its filters, the overview's figures, and the staff
 * actions (cancel now with or without a refund, extend, give a free period) with their permissions, state-machine
 * refusals, audit entries and e-mails. The clock the services read stands on TODAY.
 */
describe('memberships in the back-office', () => {
  let sandbox: PaystackSandbox;
  let testApp: TestApp;
  let closeApp: () => Promise<void>;
  let root: Session;
  let clock: Clock;
  let plans: Record<'monthly' | 'yearly' | 'daily', MembershipPlan>;
  const known: Record<string, PlanBooking> = {};
  let created = 0;

  const setToday = (date: string) => {
    const now = new Date(`${date}T09:00:00+03:00`);
    clock.now = () => now;
  };
  const asJson = async <T>(response: Response) => {
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  };
  const admin = async <T>(method: string, path: string, body?: unknown, session = root) =>
    asJson<T>(await session.request(method, path, body));
  const list = (query = '') => admin<MembershipRow[]>('GET', `/admin/memberships${query ? `?${query}` : ''}`);
  const namesOf = (rows: MembershipRow[]) => rows.map((row) => row.memberName);

  const makePlan = async (name: string, price: string, period: PlanPeriod) => {
    const em = testApp.em();
    const plan = em.create(MembershipPlan, { name, price, period });
    await em.flush();
    return plan;
  };
  /** A membership written straight to the database, in the state a test needs; created one minute after the last. */
  const makeMember = async (member: Member): Promise<PlanBooking> => {
    const em = testApp.em();
    const lastName = member.lastName ?? 'Test';
    const email = member.email ?? `${member.firstName.toLowerCase()}@example.com`;
    const [start, end] = member.period ?? [TODAY, null];
    const booking = new PlanBooking(
      em.getReference(MembershipPlan, member.plan.id),
      { firstName: member.firstName, lastName, email, phone: member.phone ?? '+254700000000' },
      start,
    );
    booking.subscriptionStatus = member.status;
    if (member.period) {
      booking.periodNumber = 1;
      booking.currentPeriodStart = start;
      booking.currentPeriodEnd = end;
    }
    booking.paymentChannel = member.channel ?? null;
    if (member.card) {
      booking.authorizationCode = `AUTH_${member.firstName.toLowerCase()}`;
      booking.cardLast4 = member.card.last4;
      booking.cardBrand = member.card.brand;
    }
    if (member.status === 'cancelled' || member.status === 'expired') {
      booking.endedAt = new Date(`${TODAY}T08:00:00+03:00`);
      if (member.status === 'cancelled') {
        booking.cancelledAt = booking.endedAt;
        booking.cancelReason = 'Moved abroad';
      }
    }
    booking.createdAt = new Date(Date.UTC(2027, 0, 1, 0, created++));
    em.persist(booking);
    await em.flush();
    return booking;
  };
  const membershipOf = (id: string) => testApp.em().findOneOrFail(PlanBooking, { id });
  const auditOf = (id: string) =>
    testApp.em().find(AuditLogEntry, { resource: 'memberships', resourceId: id }, { orderBy: { createdAt: 'asc' } });
  const mailTo = (email: string, template: string) =>
    testApp.em().find(MailOutbox, { recipient: email, templateName: template }, { orderBy: { createdAt: 'asc' } });

  beforeAll(async () => {
    ({ testApp, sandbox, close: closeApp } = await createTestAppWithPaystack('memberships_admin'));
    clock = testApp.app.get(Clock);
    setToday(TODAY);
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
    plans = {
      monthly: await makePlan('Dedicated Desk', '20000.00', 'monthly'),
      // 100,000 a year is 8,333.33… a month: three of them make exactly 25,000 when summed before rounding.
      yearly: await makePlan('Annual Office', '100000.00', 'yearly'),
      daily: await makePlan('Day Pass', '1000.00', 'daily'),
    };
    const { monthly, yearly, daily } = plans;
    // The known data set the list and the figures are read against (created in this order, oldest first).
    known.amina = await makeMember({
      firstName: 'Amina',
      lastName: 'Hassan',
      phone: '+254722000001',
      plan: monthly,
      status: 'active',
      period: ['2027-03-01', '2027-04-01'],
      channel: 'card',
      card: { last4: '4081', brand: 'visa' },
    });
    known.brian = await makeMember({
      firstName: 'Brian',
      lastName: 'Otieno',
      plan: monthly,
      status: 'active',
      period: ['2027-02-20', '2027-03-20'],
      channel: 'mobile_money',
    });
    known.chao = await makeMember({
      firstName: 'Chao',
      lastName: 'Wei',
      plan: yearly,
      status: 'active',
      period: ['2026-03-22', '2027-03-22'],
      channel: 'card',
      card: { last4: '1111', brand: 'mastercard' },
    });
    known.dalia = await makeMember({
      firstName: 'Dalia',
      lastName: 'Mwangi',
      plan: monthly,
      status: 'past_due',
      period: ['2027-02-10', '2027-03-10'],
      channel: 'card',
      card: { last4: '2222', brand: 'visa' },
    });
    known.esther = await makeMember({
      firstName: 'Esther',
      lastName: 'Njeri',
      plan: monthly,
      status: 'non_renewing',
      period: ['2027-03-05', '2027-04-05'],
      channel: 'mobile_money',
    });
    known.farah = await makeMember({
      firstName: 'Farah',
      lastName: 'Ali',
      plan: daily,
      status: 'non_renewing',
      period: [TODAY, addVenueDays(TODAY, 1)],
      channel: 'mobile_money',
    });
    known.gita = await makeMember({
      firstName: 'Gita',
      lastName: 'Patel',
      plan: monthly,
      status: 'expired',
      period: ['2027-01-10', '2027-02-10'],
      channel: 'mobile_money',
    });
    known.hamisi = await makeMember({
      firstName: 'Hamisi',
      lastName: 'Juma',
      plan: yearly,
      status: 'cancelled',
      period: ['2027-01-01', '2028-01-01'],
      channel: 'card',
    });
    known.ivy = await makeMember({ firstName: 'Ivy', lastName: 'Wambui', plan: monthly, status: 'pending' });
    // Amina again, with a second membership and her e-mail in capitals: still one member.
    known.aminaYearly = await makeMember({
      firstName: 'Amina',
      lastName: 'Hassan',
      email: 'AMINA@example.com',
      plan: yearly,
      status: 'active',
      period: ['2027-01-10', '2028-01-10'],
      channel: 'card',
      card: { last4: '4081', brand: 'visa' },
    });
    known.john = await makeMember({
      firstName: 'John',
      lastName: 'Kariuki',
      plan: yearly,
      status: 'active',
      period: ['2026-03-23', '2027-03-23'],
      channel: 'mobile_money',
    });
  });
  afterAll(async () => {
    await closeApp();
  });

  it("sums up the overview's figures: members with access once each, renewals due in 7 days, overdue, monthly revenue", async () => {
    const summary = await admin<Record<string, unknown>>('GET', '/admin/memberships/summary');
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({
      // Amina (twice), Brian, Chao, Dalia (in grace), Esther (until her period ends), Farah (today's day pass), John.
      activeMembers: 7,
      // Brian on 20 March and Chao on 22 March (the 7th day); John on 23 March is the day after.
      renewalsDueIn7Days: 2,
      pastDue: 1,
      // Amina, Brian and Dalia monthly (3 × 20,000) plus three yearly at 100,000 / 12; Esther and the day pass
      // do not renew.
      monthlyRecurringRevenueKes: '85000.00',
    });
  });

  it('lists memberships a page at a time with X-Total-Count, newest first and ties broken by id', async () => {
    const first = await list('_start=0&_end=4');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe('11');
    expect(namesOf(first.body)).toEqual(['John Kariuki', 'Amina Hassan', 'Ivy Wambui', 'Hamisi Juma']);
    const second = await list('_start=4&_end=8');
    expect(namesOf(second.body)).toEqual(['Gita Patel', 'Farah Ali', 'Esther Njeri', 'Dalia Mwangi']);
    const past = await list('_start=40&_end=50');
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe('11');
    const oldestFirst = await list('_order=ASC&_end=2');
    expect(namesOf(oldestFirst.body)).toEqual(['Amina Hassan', 'Brian Otieno']);

    // Equal sort keys: the id decides, so two pages never repeat or skip a row.
    const byPlan = await list('_sort=planName&_order=ASC');
    const paged = [
      ...(await list('_sort=planName&_order=ASC&_start=0&_end=5')).body,
      ...(await list('_sort=planName&_order=ASC&_start=5&_end=11')).body,
    ];
    expect(paged.map((row) => row.id)).toEqual(byPlan.body.map((row) => row.id));
    expect(new Set(paged.map((row) => row.id)).size).toBe(11);
  });

  it('shows each row with its plan, period, next charge and payment method', async () => {
    const { body } = await list();
    const byId = new Map(body.map((row) => [row.id, row]));
    expect(byId.get(known.amina.id)).toEqual({
      id: known.amina.id,
      memberName: 'Amina Hassan',
      email: 'amina@example.com',
      phone: '+254722000001',
      planId: plans.monthly.id,
      planName: 'Dedicated Desk',
      period: 'monthly',
      priceKes: '20000.00',
      status: 'active',
      startDate: '2027-03-01',
      currentPeriodStart: '2027-03-01',
      currentPeriodEnd: '2027-04-01',
      nextChargeDate: '2027-04-01',
      paymentMethod: { channel: 'card', last4: '4081', brand: 'visa' },
      renewsAutomatically: true,
      cancelledAt: null,
      cancelReason: null,
      createdAt: expect.any(String),
      staffActions: ['cancel', 'extend', 'comp'],
    });
    // M-Pesa members pay by link: a next charge date, but nothing charged automatically.
    expect(byId.get(known.brian.id)).toMatchObject({
      nextChargeDate: '2027-03-20',
      paymentMethod: { channel: 'mobile_money', last4: null, brand: null },
      renewsAutomatically: false,
    });
    // Overdue: the renewal is still owed from the period end.
    expect(byId.get(known.dalia.id)).toMatchObject({ status: 'past_due', nextChargeDate: '2027-03-10' });
    // Nothing more to charge for a membership that will not renew, a day pass, an ended or an unpaid one.
    for (const name of ['esther', 'farah', 'gita', 'hamisi', 'ivy'])
      expect(byId.get(known[name].id)).toMatchObject({ nextChargeDate: null, renewsAutomatically: false });
    // What the lifecycle allows staff to do in each status comes with the row, so the screen offers only that.
    expect(byId.get(known.hamisi.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Moved abroad',
      staffActions: ['comp'],
    });
    expect(byId.get(known.gita.id)).toMatchObject({ staffActions: ['comp'] });
    expect(byId.get(known.ivy.id)).toMatchObject({
      currentPeriodEnd: null,
      paymentMethod: { channel: null, last4: null, brand: null },
      staffActions: ['cancel', 'comp'],
    });

    const one = await admin<MembershipRow>('GET', `/admin/memberships/${known.amina.id}`);
    expect(one.body).toEqual(byId.get(known.amina.id));
    const missing = await admin<{ message: string }>('GET', `/admin/memberships/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Membership not found.');
  });

  it('searches by name, e-mail, phone and plan, and filters by status, plan and renewal date', async () => {
    expect(namesOf((await list('q=hassan')).body)).toEqual(['Amina Hassan', 'Amina Hassan']);
    expect(namesOf((await list('q=amina%20has')).body)).toEqual(['Amina Hassan', 'Amina Hassan']);
    expect(namesOf((await list('q=BRIAN%40example')).body)).toEqual(['Brian Otieno']);
    expect(namesOf((await list('q=722000001')).body)).toEqual(['Amina Hassan']);
    expect(namesOf((await list('q=day%20pass')).body)).toEqual(['Farah Ali']);
    // '%' typed by a person is a percent sign, not a wildcard.
    expect((await list('q=%25')).body).toEqual([]);

    expect(namesOf((await list('status=past_due')).body)).toEqual(['Dalia Mwangi']);
    const yearly = await list(`planId=${plans.yearly.id}&_sort=memberName&_order=ASC`);
    expect(namesOf(yearly.body)).toEqual(['Amina Hassan', 'Chao Wei', 'Hamisi Juma', 'John Kariuki']);
    expect(yearly.headers.get('x-total-count')).toBe('4');
    // Renewing (active or overdue) before 23 March: the overdue one, and those due on the 20th and 22nd.
    const due = await list('renewsBefore=2027-03-23&_sort=currentPeriodEnd&_order=ASC');
    expect(namesOf(due.body)).toEqual(['Dalia Mwangi', 'Brian Otieno', 'Chao Wei']);
    expect(namesOf((await list('renewsBefore=2027-03-23&status=active&_sort=memberName&_order=ASC')).body)).toEqual([
      'Brian Otieno',
      'Chao Wei',
    ]);
  });

  it('sorts by period end, status, member and plan, and refuses what it does not know in its own words', async () => {
    const byEnd = await list('_sort=currentPeriodEnd&_order=DESC');
    // Pending (no period yet) comes last whichever the direction.
    expect(byEnd.body.at(-1)?.memberName).toBe('Ivy Wambui');
    expect(byEnd.body[0].currentPeriodEnd).toBe('2028-01-10');
    const byStatus = await list('_sort=status&_order=ASC');
    // The lifecycle's order: pending, active, past due, non-renewing, cancelled, expired.
    expect([...new Set(byStatus.body.map((row) => row.status))]).toEqual([
      'pending',
      'active',
      'past_due',
      'non_renewing',
      'cancelled',
      'expired',
    ]);
    expect(namesOf((await list('_sort=memberName&_order=ASC&_end=3')).body)).toEqual([
      'Amina Hassan',
      'Amina Hassan',
      'Brian Otieno',
    ]);
    expect((await list('_sort=planName&_order=DESC&_end=1')).body[0].planName).toBe('Dedicated Desk');

    const refusals: [string, string][] = [
      ['_sort=price', '_sort must be one of createdAt, currentPeriodEnd, status, memberName, planName'],
      ['status=paused', 'status must be one of pending, active, past_due, non_renewing, cancelled, expired'],
      ['planId=basic', 'planId must be a plan id'],
      ['renewsBefore=2027-02-30', 'renewsBefore must be a date (YYYY-MM-DD)'],
      ['_start=-1', '_start must be 0 or more'],
      ['_order=UP', '_order must be ASC or DESC'],
    ];
    for (const [query, message] of refusals) {
      const refused = await admin<{ message: string }>('GET', `/admin/memberships?${query}`);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
  });

  it('extends a period: the end moves on, an overdue membership is active again, and the audit log says why', async () => {
    const member = await makeMember({
      firstName: 'Kevin',
      plan: plans.monthly,
      status: 'past_due',
      period: ['2027-02-12', '2027-03-12'],
      channel: 'card',
      card: { last4: '4242', brand: 'visa' },
    });
    const extended = await admin<MembershipRow>('POST', `/admin/memberships/${member.id}/extend`, {
      days: 10,
      reason: '  Air conditioning broken for a week ',
    });
    expect(extended.status).toBe(200);
    expect(extended.body).toMatchObject({
      status: 'active',
      currentPeriodEnd: '2027-03-22',
      nextChargeDate: '2027-03-22',
    });
    expect(await membershipOf(member.id)).toMatchObject({ extensionDays: 10, renewalAttempts: 0 });
    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({
      action: 'update',
      adminUsername: ROOT.username,
      changes: {
        status: { from: 'past_due', to: 'active' },
        currentPeriodEnd: { from: '2027-03-12', to: '2027-03-22' },
        reason: { from: null, to: 'Air conditioning broken for a week' },
        extendedByDays: { from: null, to: 10 },
      },
    });
  });

  it('gives an expired membership a free period that starts today', async () => {
    const member = await makeMember({
      firstName: 'Lulu',
      plan: plans.monthly,
      status: 'expired',
      period: ['2027-01-20', '2027-02-20'],
      channel: 'mobile_money',
    });
    const comped = await admin<MembershipRow>('POST', `/admin/memberships/${member.id}/comp`, {
      reason: 'Won the community raffle',
    });
    expect(comped.status).toBe(200);
    expect(comped.body).toMatchObject({
      status: 'active',
      startDate: TODAY,
      currentPeriodStart: TODAY,
      currentPeriodEnd: addVenueDateMonths(TODAY, 1),
    });
    expect(await membershipOf(member.id)).toMatchObject({ endedAt: null, periodNumber: 1 });
    const [entry] = await auditOf(member.id);
    expect(entry.changes).toEqual({
      status: { from: 'expired', to: 'active' },
      currentPeriodEnd: { from: '2027-02-20', to: '2027-04-15' },
      reason: { from: null, to: 'Won the community raffle' },
    });
  });

  it('cancels now without a refund: cancelled, the member e-mailed with the reason, audited', async () => {
    const member = await makeMember({
      firstName: 'Moses',
      plan: plans.monthly,
      status: 'active',
      period: ['2027-03-01', '2027-04-01'],
      channel: 'card',
      card: { last4: '5555', brand: 'visa' },
    });
    const cancelled = await admin<MembershipRow & { refundedKes: string }>(
      'POST',
      `/admin/memberships/${member.id}/cancel`,
      { reason: 'Asked at the front desk to stop today', refund: 'none' },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Asked at the front desk to stop today',
      cancelledAt: expect.any(String),
      nextChargeDate: null,
      renewsAutomatically: false,
      refundedKes: '0.00',
    });
    expect(await membershipOf(member.id)).toMatchObject({ authorizationCode: null, endedAt: expect.any(Date) });
    const [ended] = await mailTo('moses@example.com', 'membership-ended');
    expect(ended.variables).toMatchObject({
      firstName: 'Moses',
      membershipPlan: 'Dedicated Desk',
      reason: 'Asked at the front desk to stop today',
      refundAmount: null,
    });
    const [entry] = await auditOf(member.id);
    expect(entry.changes).toEqual({
      status: { from: 'active', to: 'cancelled' },
      reason: { from: null, to: 'Asked at the front desk to stop today' },
    });
  });

  it('refuses what the lifecycle does not allow with its message, and actions without a reason, changing nothing', async () => {
    const conflicts: [PlanBooking, string, object, string][] = [
      [known.hamisi, 'extend', { days: 5, reason: 'Goodwill' }, 'A membership that is "Cancelled" cannot be extended.'],
      [known.gita, 'cancel', { reason: 'Tidying up' }, 'A membership that is "Expired" cannot be cancelled.'],
      [
        known.ivy,
        'extend',
        { days: 5, reason: 'Goodwill' },
        'A membership that is "Awaiting payment" cannot be extended.',
      ],
    ];
    for (const [member, action, body, message] of conflicts) {
      const refused = await admin<{ message: string }>('POST', `/admin/memberships/${member.id}/${action}`, body);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(message);
    }

    const invalid: [string, object, string][] = [
      ['cancel', {}, 'Please give a reason (3 to 500 characters)'],
      ['cancel', { reason: '  no ' }, 'Please give a reason (3 to 500 characters)'],
      ['cancel', { reason: 'Moving out', refund: 'all' }, 'refund must be none or prorated'],
      ['extend', { days: 7 }, 'Please give a reason (3 to 500 characters)'],
      ['extend', { days: 0, reason: 'Goodwill' }, 'days must be 1 to 366'],
      ['extend', { days: 367, reason: 'Goodwill' }, 'days must be 1 to 366'],
      ['extend', { days: 1.5, reason: 'Goodwill' }, 'days must be a whole number of days'],
      ['comp', { reason: 'x'.repeat(501) }, 'Please give a reason (3 to 500 characters)'],
    ];
    for (const [action, body, message] of invalid) {
      const refused = await admin<{ message: string }>('POST', `/admin/memberships/${known.amina.id}/${action}`, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect(await membershipOf(known.amina.id)).toMatchObject({
      subscriptionStatus: 'active',
      currentPeriodEnd: '2027-04-01',
    });
    expect(await auditOf(known.amina.id)).toEqual([]);
    expect(await auditOf(known.hamisi.id)).toEqual([]);
  });

  it('lets the front desk see memberships and the figures but not change them', async () => {
    await makeAdmin(testApp.em(), { username: 'front-desk', role: 'moderator' });
    const frontDesk = await signIn(testApp.api, 'front-desk');
    expect((await admin('GET', '/admin/memberships', undefined, frontDesk)).status).toBe(200);
    expect((await admin('GET', '/admin/memberships/summary', undefined, frontDesk)).status).toBe(200);
    expect((await admin('GET', `/admin/memberships/${known.brian.id}`, undefined, frontDesk)).status).toBe(200);
    for (const [action, body] of [
      ['cancel', { reason: 'Trying' }],
      ['extend', { days: 3, reason: 'Trying' }],
      ['comp', { reason: 'Trying' }],
    ] as const) {
      const refused = await admin<{ message: string }>(
        'POST',
        `/admin/memberships/${known.brian.id}/${action}`,
        body,
        frontDesk,
      );
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You do not have permission to edit memberships.');
    }
    expect(await membershipOf(known.brian.id)).toMatchObject({
      subscriptionStatus: 'active',
      currentPeriodEnd: '2027-03-20',
    });
    expect(await auditOf(known.brian.id)).toEqual([]);
  });

  it('cancels with a prorated refund of the unused days, only for admins who may refund payments', async () => {
    const plan = await makePlan('Private Office', '31000.00', 'monthly');
    const email = 'nadia@example.com';
    const startDate = TODAY;
    const made = await asJson<{ id: string }>(
      await fetch(`${testApp.api}/plan-bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Nadia',
          lastName: 'Omar',
          email,
          phone: '+254733000001',
          planId: plan.id,
          startDate,
        }),
      }),
    );
    expect(made.status).toBe(201);
    const started = await asJson<{ data: { reference: string } }>(
      await fetch(`${testApp.api}/payments/subscription/initialize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ planBookingId: made.body.id }),
      }),
    );
    expect(started.status).toBe(200);
    const { reference } = started.body.data;
    await sandbox.pay(reference, 'success', 'card');
    const verified = await fetch(`${testApp.api}/payments/subscription/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference, planBookingId: made.body.id }),
    });
    expect(verified.status).toBe(200);
    // The first period, paid: 15 March to 15 April (31 days). Ten days on, 21 are unused.
    const em = testApp.em();
    const booking = await em.findOneOrFail(PlanBooking, { id: made.body.id });
    expect(booking.subscriptionStatus).toBe('active');
    expect(booking).toMatchObject({ periodNumber: 1, currentPeriodStart: TODAY, currentPeriodEnd: '2027-04-15' });
    const payment = await em.findOneOrFail(Payment, { reference });
    expect(payment).toMatchObject({ status: 'success', amountCents: 3_100_000 });
    setToday('2027-03-25');
    try {
      // Memberships may be edited, payments not refunded: a prorated cancel is refused, a plain one would not be.
      await makeAdmin(testApp.em(), {
        username: 'membership-clerk',
        permissions: buildPermissionMap((resource) => resource === 'memberships'),
      });
      const clerk = await signIn(testApp.api, 'membership-clerk');
      const refused = await admin<{ message: string }>(
        'POST',
        `/admin/memberships/${booking.id}/cancel`,
        { reason: 'Relocating to Mombasa', refund: 'prorated' },
        clerk,
      );
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You do not have permission to refund payments.');
      expect((await membershipOf(booking.id)).subscriptionStatus).toBe('active');

      const cancelled = await admin<MembershipRow & { refundedKes: string }>(
        'POST',
        `/admin/memberships/${booking.id}/cancel`,
        { reason: 'Relocating to Mombasa', refund: 'prorated' },
      );
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', refundedKes: '21000.00' });
      const refunds = await testApp.em().find(Refund, { payment: payment.id });
      expect(refunds).toEqual([
        expect.objectContaining({
          amountCents: 2_100_000,
          reason: 'Membership cancelled by staff: Relocating to Mombasa',
        }),
      ]);
      const [ended] = await mailTo(email, 'membership-ended');
      expect(ended.variables).toMatchObject({ reason: 'Relocating to Mombasa', refundAmount: '21,000' });
      const [entry] = await auditOf(booking.id);
      expect(entry.changes).toMatchObject({
        status: { from: 'active', to: 'cancelled' },
        refundedKes: { from: null, to: '21000.00' },
      });
    } finally {
      setToday(TODAY);
    }
  });
});
