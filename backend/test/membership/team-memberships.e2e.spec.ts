import { jest } from '@jest/globals';
import { addVenueDays, venueInstant, venueToday } from '@coworking/domain';
import { Clock } from '../../src/common/clock/clock.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { MembershipPlan } from '../../src/modules/membership/entities/membership-plan.entity.js';
import { PlanBooking } from '../../src/modules/membership/entities/plan-booking.entity.js';
import { MembershipRenewals } from '../../src/modules/membership/renewals/membership-renewals.service.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { Refund } from '../../src/modules/payment/entities/refund.entity.js';
import { type PaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { signInMemberByLink } from '../support/member-sign-in.js';
import { createTestAppWithPaystack, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

interface TeamAnswer {
  id: string;
  companyId: string;
  companyName: string;
  kraPin: string | null;
  seats: number;
  seatsNextPeriod: number | null;
  status: string;
  currentPeriodEnd: string | null;
  nextChargeAmountKes: string | null;
  holders: { id: string; email: string; firstName: string; lastName: string }[];
  message?: string;
  errors?: Record<string, string>;
}

/**
 * Team memberships over HTTP with the Paystack sandbox: a company buys a plan for several seats in one checkout (one
 * payment and one receipt to the company), its billing contact gives, moves and frees seats from the member portal
 * (each holder gets their own allowance; a moved seat's old holder loses it at once), buys more seats for the rest
 * of the period and removes seats from the next; renewals charge the team for the seats it keeps. Staff see it all.
 */
describe('team memberships', () => {
  let sandbox: PaystackSandbox;
  let testApp: TestApp;
  let closeApp: () => Promise<void>;
  let root: Session;
  let planId: string;

  const request = async <T>(method: string, path: string, options: { body?: unknown; cookie?: string } = {}) => {
    const response = await fetch(`${testApp.api}${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const admin = async <T>(method: string, path: string, body?: unknown) => {
    const response = await root.request(method, path, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const eventually = async (check: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 15_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`${what} not reached in time`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const mailTo = async (email: string, template: string) =>
    (await testApp.em().find(MailOutbox, { recipient: email }, { orderBy: { createdAt: 'asc' } })).filter(
      (row) => row.templateName === template,
    );
  const paymentsOf = (planBookingId: string) =>
    testApp.em().find(Payment, { targetId: planBookingId }, { orderBy: { createdAt: 'asc' } });
  const teamRow = (id: string) => testApp.em().findOneOrFail(PlanBooking, { id }, { refresh: true });
  const clockAt = (date: string) =>
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(venueInstant(date, '09:00'));

  const signInMember = (email: string) => signInMemberByLink(testApp, email);

  /** A company's contact buys `seats` seats of the plan by card and pays; answers the team and the contact's cookie. */
  const buyTeam = async (contactEmail: string, seats: number, company: { name: string; kraPin?: string }) => {
    const created = await request<{ id: string }>('POST', '/plan-bookings', {
      body: {
        planId,
        firstName: 'Njeri',
        lastName: 'Kamau',
        email: contactEmail,
        phone: '+254712345678',
        startDate: venueToday(),
        seats,
        companyName: company.name,
        kraPin: company.kraPin,
      },
    });
    expect(created.status).toBe(201);
    const started = await request<{ amountCents: number; data: { reference: string } }>(
      'POST',
      '/payments/subscription/initialize',
      { body: { planBookingId: created.body.id, companyName: 'Someone Else Ltd', kraPin: 'A000000000Z' } },
    );
    expect(started.status).toBe(200);
    await sandbox.pay(started.body.data.reference, 'success', 'card');
    await eventually(async () => (await teamRow(created.body.id)).subscriptionStatus === 'active', 'team active');
    return {
      teamId: created.body.id,
      reference: started.body.data.reference,
      cookie: await signInMember(contactEmail),
    };
  };
  const holder = (first: string) => ({
    firstName: first,
    lastName: 'Mwangi',
    email: `${first.toLowerCase()}@team.example`,
  });

  beforeAll(async () => {
    ({ testApp, sandbox, close: closeApp } = await createTestAppWithPaystack('team_memberships'));
    const em = testApp.em();
    const plan = em.create(MembershipPlan, {
      name: 'Hot Desk',
      price: '7000.00',
      period: 'monthly',
      deskDaysPerPeriod: 12,
      guestPassesPerPeriod: 2,
    });
    await em.flush();
    planId = plan.id;
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await closeApp();
  });

  it('refuses a checkout for several seats that names no company, and a seat count out of range', async () => {
    const base = {
      planId,
      firstName: 'Njeri',
      lastName: 'Kamau',
      email: 'no-company@example.com',
      phone: '+254712345678',
      startDate: venueToday(),
    };
    const noCompany = await request<{ message: string; errors: Record<string, string> }>('POST', '/plan-bookings', {
      body: { ...base, seats: 3 },
    });
    expect(noCompany.status).toBe(400);
    expect(noCompany.body.errors.companyName).toBe(
      'A membership for more than one person is for a company: enter the company name.',
    );
    for (const seats of [0, 51, 2.5, 'three']) {
      const refused = await request<{ message: string }>('POST', '/plan-bookings', {
        body: { ...base, seats, companyName: 'Acme' },
      });
      expect(refused).toEqual({
        status: 400,
        body: expect.objectContaining({ message: 'Seats must be a whole number from 1 to 50' }),
      });
    }
    expect(await testApp.em().count(PlanBooking, { contact: { email: 'no-company@example.com' } })).toBe(0);
  });

  it('sells three seats in one payment with one receipt to the company, and gives the billing contact no seat of their own', async () => {
    const { teamId, reference, cookie } = await buyTeam('billing@savannah.example', 3, {
      name: 'Savannah Labs Ltd',
      kraPin: 'p051234567x',
    });
    const [payment] = await paymentsOf(teamId);
    // The company's name and PIN, whatever the checkout body said; the price times the seats.
    expect(payment).toMatchObject({
      reference,
      status: 'success',
      amountCents: 3 * 700_000,
      periodNumber: 1,
      seatsAdded: null,
      companyName: 'Savannah Labs Ltd',
      kraPin: 'P051234567X',
      email: 'billing@savannah.example',
    });
    const receipts = await mailTo('billing@savannah.example', 'payment-receipt');
    expect(receipts).toHaveLength(1);
    expect(JSON.stringify(receipts[0].variables)).toContain('Savannah Labs Ltd');

    const [team] = (await request<TeamAnswer[]>('GET', '/member/teams', { cookie })).body;
    expect(team).toMatchObject({
      id: teamId,
      companyName: 'Savannah Labs Ltd',
      kraPin: 'P051234567X',
      seats: 3,
      seatsNextPeriod: null,
      status: 'active',
      holders: [],
      nextChargeAmountKes: '21000.00',
    });
    // Paying for the team is not holding a seat in it.
    const allowance = await request<{ message?: string }>('GET', '/member/allowance', { cookie });
    expect(allowance.status).not.toBe(200);
  });

  it('takes a promo code off the whole team price (the price of every seat)', async () => {
    const promo = await admin<{ id: string }>('POST', '/admin/promo-codes', {
      code: 'TEAM10',
      percentOff: 10,
      appliesTo: 'plans',
      planIds: [planId],
      firstPeriodOnly: false,
    });
    expect(promo.status).toBe(201);
    const created = await request<{ id: string }>('POST', '/plan-bookings', {
      body: {
        planId,
        firstName: 'Otieno',
        lastName: 'Ouma',
        email: 'promo@tana.example',
        phone: '+254712345678',
        startDate: venueToday(),
        seats: 4,
        companyName: 'Tana Robotics',
      },
    });
    const started = await request<{ amountCents: number; originalAmount: number; discount: number }>(
      'POST',
      '/payments/subscription/initialize',
      { body: { planBookingId: created.body.id, promoCode: 'team10' } },
    );
    expect(started.status).toBe(200);
    // 4 × KSh 7,000 = 28,000, less 10%.
    expect(started.body).toMatchObject({ amountCents: 2_520_000, originalAmount: 28_000, discount: 2_800 });
  });

  it('gives a seat to a person, who gets a sign-in link and their own allowance; moving it ends the old holder’s access at once', async () => {
    const { teamId, cookie } = await buyTeam('ops@baobab.example', 2, { name: 'Baobab Analytics' });
    const given = await request<TeamAnswer>('POST', `/member/teams/${teamId}/seats`, {
      cookie,
      body: holder('Achieng'),
    });
    expect(given.status).toBe(201);
    expect(given.body.holders.map((seat) => seat.email)).toEqual(['achieng@team.example']);
    expect(await mailTo('achieng@team.example', 'team-seat-assigned')).toEqual([
      expect.objectContaining({
        variables: expect.objectContaining({ companyName: 'Baobab Analytics', planName: 'Hot Desk' }),
      }),
    ]);

    const achieng = await signInMember('achieng@team.example');
    const allowance = await request<{ deskDays: { included: number; left: number } }>('GET', '/member/allowance', {
      cookie: achieng,
    });
    expect(allowance.status).toBe(200);
    expect(allowance.body.deskDays).toMatchObject({ included: 12, left: 12 });
    const [seat] = (
      await request<{ id: string; seatOf: string | null; canPay: boolean; canCancelRenewal: boolean }[]>(
        'GET',
        '/member/memberships',
        { cookie: achieng },
      )
    ).body;
    expect(seat).toMatchObject({ seatOf: 'Baobab Analytics', canPay: false, canCancelRenewal: false });
    // The holder cannot end or pay for the seat: the team decides.
    const cancel = await request<{ message: string }>('POST', `/member/memberships/${seat.id}/cancel-renewal`, {
      cookie: achieng,
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toContain("Baobab Analytics's team membership");

    // The same person twice, then the seat moved to someone else.
    const twice = await request<TeamAnswer>('POST', `/member/teams/${teamId}/seats`, {
      cookie,
      body: holder('Achieng'),
    });
    expect(twice.status).toBe(409);
    const moved = await request<TeamAnswer>('PUT', `/member/teams/${teamId}/seats/${given.body.holders[0].id}`, {
      cookie,
      body: holder('Barasa'),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.holders.map((held) => held.email)).toEqual(['barasa@team.example']);
    expect((await request('GET', '/member/allowance', { cookie: achieng })).status).not.toBe(200);
    const barasa = await signInMember('barasa@team.example');
    expect((await request('GET', '/member/allowance', { cookie: barasa })).status).toBe(200);

    // Someone else's team is not theirs to manage.
    expect(
      (await request('POST', `/member/teams/${teamId}/seats`, { cookie: barasa, body: holder('Chege') })).status,
    ).toBe(404);
  });

  it('gives the last free seat to exactly one of ten people asking at once', async () => {
    const { teamId, cookie } = await buyTeam('race@acacia.example', 2, { name: 'Acacia Works' });
    expect((await request('POST', `/member/teams/${teamId}/seats`, { cookie, body: holder('First') })).status).toBe(
      201,
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        request<TeamAnswer>('POST', `/member/teams/${teamId}/seats`, { cookie, body: holder(`Racer${index}`) }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0].body.message).toBe('All 2 seats are assigned: add a seat, or move one from its holder.');
    expect(await testApp.em().count(PlanBooking, { team: teamId, seatReleasedAt: null })).toBe(2);
  });

  it('adds seats prorated to the period end, removes seats at the period end, and renews for the seats kept', async () => {
    const { teamId, cookie } = await buyTeam('finance@mvule.example', 2, { name: 'Mvule Studio' });
    const team = await teamRow(teamId);
    const periodEnd = team.currentPeriodEnd!;
    const periodStart = team.currentPeriodStart!;

    // Ten days into the period, one more seat costs the share of the days left.
    const tenDaysIn = addVenueDays(periodStart, 10);
    clockAt(tenDaysIn);
    const bought = await request<{ amountCents: number; data: { reference: string } }>(
      'POST',
      `/member/teams/${teamId}/seat-purchases`,
      { cookie, body: { seats: 1 } },
    );
    expect(bought.status).toBe(200);
    const totalDays = Math.round((Date.parse(periodEnd) - Date.parse(periodStart)) / 86_400_000);
    const daysLeft = totalDays - 10;
    expect(bought.body.amountCents).toBe(Math.floor((700_000 * daysLeft) / totalDays));
    await sandbox.pay(bought.body.data.reference, 'success', 'card');
    await eventually(async () => (await teamRow(teamId)).seats === 3, 'seat added');
    const seatPayment = (await paymentsOf(teamId)).find((payment) => payment.reference === bought.body.data.reference)!;
    expect(seatPayment).toMatchObject({
      status: 'success',
      seatsAdded: 1,
      periodNumber: 1,
      companyName: 'Mvule Studio',
    });

    for (const name of ['Wanjiru', 'Kibet', 'Halima'])
      expect((await request('POST', `/member/teams/${teamId}/seats`, { cookie, body: holder(name) })).status).toBe(201);

    // Keeping one seat while three are held is refused; freeing two first lets it through.
    const tooFew = await request<TeamAnswer>('PUT', `/member/teams/${teamId}/seats-next-period`, {
      cookie,
      body: { seats: 1 },
    });
    expect(tooFew.status).toBe(409);
    expect(tooFew.body.message).toBe('3 seats are assigned: free a seat before removing it.');
    const answer = (await request<TeamAnswer[]>('GET', '/member/teams', { cookie })).body;
    const current = answer.find((row) => row.id === teamId)!;
    for (const seat of current.holders.slice(1))
      expect((await request('DELETE', `/member/teams/${teamId}/seats/${seat.id}`, { cookie })).status).toBe(200);
    const kept = await request<TeamAnswer>('PUT', `/member/teams/${teamId}/seats-next-period`, {
      cookie,
      body: { seats: 1 },
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ seats: 3, seatsNextPeriod: 1, nextChargeAmountKes: '7000.00' });
    // The freed seats cannot be given again: the next period keeps one.
    expect((await request('POST', `/member/teams/${teamId}/seats`, { cookie, body: holder('Late') })).status).toBe(409);

    // At the period end the saved card is charged for the one seat kept, and the seat follows the new period.
    clockAt(periodEnd);
    await testApp.app.get(MembershipRenewals).run();
    await eventually(async () => (await teamRow(teamId)).periodNumber === 2, 'team renewed');
    const renewal = (await paymentsOf(teamId)).find((payment) => payment.periodNumber === 2 && !payment.seatsAdded)!;
    expect(renewal).toMatchObject({ status: 'success', amountCents: 700_000, companyName: 'Mvule Studio' });
    const renewed = await teamRow(teamId);
    expect(renewed).toMatchObject({ seats: 1, seatsNextPeriod: null });
    const [seat] = await testApp.em().find(PlanBooking, { team: teamId, seatReleasedAt: null }, { refresh: true });
    expect(seat).toMatchObject({
      subscriptionStatus: 'active',
      periodNumber: 2,
      currentPeriodStart: renewed.currentPeriodStart,
      currentPeriodEnd: renewed.currentPeriodEnd,
    });
    // Seats are never renewed or charged on their own.
    expect(await testApp.em().count(Payment, { targetId: seat.id })).toBe(0);
  });

  it('refunds seats paid after the period they were priced for has ended, and adds none', async () => {
    const { teamId } = await buyTeam('late@mkuyu.example', 1, { name: 'Mkuyu Co' });
    const team = await teamRow(teamId);
    clockAt(addVenueDays(team.currentPeriodEnd!, -2));
    const cookie = await signInMember('late@mkuyu.example');
    const bought = await request<{ data: { reference: string } }>('POST', `/member/teams/${teamId}/seat-purchases`, {
      cookie,
      body: { seats: 2 },
    });
    expect(bought.status).toBe(200);
    // The period turns over (the renewal charges the one seat) before the seats are paid.
    clockAt(team.currentPeriodEnd!);
    await testApp.app.get(MembershipRenewals).run();
    await eventually(async () => (await teamRow(teamId)).periodNumber === 2, 'team renewed');
    await sandbox.pay(bought.body.data.reference, 'success', 'card');
    const reference = bought.body.data.reference;
    await eventually(
      async () => (await testApp.em().count(Refund, { payment: { reference } })) > 0,
      'late seats refunded',
    );
    const late = await testApp.em().findOneOrFail(Payment, { reference });
    // All of it goes back at Paystack; the team keeps the one seat it renewed with.
    await eventually(
      async () => sandbox.refunds().some((refund) => refund.transaction_reference === reference),
      'refund asked of Paystack',
    );
    const [atPaystack] = sandbox.refunds().filter((refund) => refund.transaction_reference === reference);
    expect(atPaystack.amount).toBe(late.amountCents);
    expect((await teamRow(teamId)).seats).toBe(1);
    expect(await mailTo('late@mkuyu.example', 'payment-not-delivered')).toHaveLength(1);
  });

  it('lets staff keep companies, see their teams, seats and payments, and refuses staff changes to a single seat', async () => {
    const invalid = await admin<{ message: string; errors: Record<string, string> }>('POST', '/admin/companies', {
      name: ' ',
      billingEmail: 'not-an-email',
      kraPin: 'nope',
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['billingEmail', 'kraPin', 'name']);
    const created = await admin<{ id: string; kraPin: string; liveTeams: number }>('POST', '/admin/companies', {
      name: 'Jacaranda Ltd',
      billingEmail: 'Accounts@Jacaranda.example',
      kraPin: 'p012345678q',
      address: 'Mombasa Road, Syokimau',
      phone: '+254711000111',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kraPin: 'P012345678Q', liveTeams: 0 });
    const renamed = await admin<{ name: string; billingEmail: string }>('PUT', `/admin/companies/${created.body.id}`, {
      name: 'Jacaranda Holdings Ltd',
    });
    expect(renamed.body).toMatchObject({ name: 'Jacaranda Holdings Ltd', billingEmail: 'accounts@jacaranda.example' });
    const found = await root.request('GET', '/admin/companies?q=jacaranda&_start=0&_end=10');
    expect(found.headers.get('x-total-count')).toBe('1');
    expect((await admin('DELETE', `/admin/companies/${created.body.id}`)).status).toBe(204);

    const { teamId, cookie } = await buyTeam('admin-view@miti.example', 2, {
      name: 'Miti Ventures',
      kraPin: 'P099999999A',
    });
    const given = await request<TeamAnswer>('POST', `/member/teams/${teamId}/seats`, {
      cookie,
      body: holder('Zawadi'),
    });
    const team = await teamRow(teamId);
    const companyId = (await testApp.em().findOneOrFail(PlanBooking, { id: teamId }, { populate: ['company'] }))
      .company!.id;
    const detail = await admin<{
      name: string;
      liveTeams: number;
      seats: number;
      teams: TeamAnswer[];
      payments: { reference: string; amountKes: string; status: string; receiptNumber: string | null }[];
    }>('GET', `/admin/companies/${companyId}`);
    expect(detail.body).toMatchObject({ name: 'Miti Ventures', liveTeams: 1, seats: 2 });
    expect(detail.body.teams).toEqual([
      expect.objectContaining({
        id: teamId,
        seats: 2,
        holders: [expect.objectContaining({ email: 'zawadi@team.example' })],
      }),
    ]);
    expect(detail.body.payments).toEqual([
      expect.objectContaining({ amountKes: '14000.00', status: 'success', receiptNumber: expect.any(String) }),
    ]);
    // A company with a team is kept for its receipts.
    const kept = await admin<{ message: string }>('DELETE', `/admin/companies/${companyId}`);
    expect(kept.status).toBe(409);
    // Staff extend the team, and the seat follows; a seat on its own is refused.
    const extended = await admin('POST', `/admin/memberships/${teamId}/extend`, {
      days: 3,
      reason: 'Closed for repairs',
    });
    expect(extended.status).toBe(200);
    const seat = await testApp.em().findOneOrFail(PlanBooking, { id: given.body.holders[0].id }, { refresh: true });
    expect(seat.currentPeriodEnd).toBe(addVenueDays(team.currentPeriodEnd!, 3));
    const onSeat = await admin<{ message: string }>('POST', `/admin/memberships/${seat.id}/extend`, {
      days: 3,
      reason: 'Just this one',
    });
    expect(onSeat.status).toBe(409);
    // The team ends: so does every seat's access.
    const cancelled = await admin('POST', `/admin/memberships/${teamId}/cancel`, {
      reason: 'Company closed',
      refund: 'none',
    });
    expect(cancelled.status).toBe(200);
    expect((await testApp.em().findOneOrFail(PlanBooking, { id: seat.id }, { refresh: true })).subscriptionStatus).toBe(
      'cancelled',
    );
  });
});
