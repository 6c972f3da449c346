import { jest } from '@jest/globals';
import { addVenueDays, formatMembershipDate, venueToday } from '@coworking/domain';
import { createHash, randomBytes } from 'node:crypto';
import { CheckInCode } from '../../src/modules/booking/entities/check-in-code.entity.js';
import { MemberSession } from '../../src/modules/identity/entities/member-session.entity.js';
import { User } from '../../src/modules/identity/entities/user.entity.js';
import { VENUE_ADDRESS } from '../../src/modules/mail/calendar/calendar-invite.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { GuestPass } from '../../src/modules/member-portal/entities/guest-pass.entity.js';
import { visitDateText } from '../../src/modules/member-portal/guests/guest-passes.service.js';
import { MembershipPlan } from '../../src/modules/membership/entities/membership-plan.entity.js';
import { PlanBooking } from '../../src/modules/membership/entities/plan-booking.entity.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface GuestPassAnswer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  date: string;
  status: 'invited' | 'cancelled' | 'checked-in';
  checkInCode: string;
  createdAt: string;
}

/**
 * Guest passes over HTTP on real PostgreSQL: a member invites guests on dates of the current period (the guest is
 * e-mailed the visit, the address, the host and a check-in code with its QR code), never beyond the period's passes
 * (not even in parallel), and cancelling before the day gives the pass back.
 */
describe('guest passes', () => {
  let testApp: TestApp;
  const today = venueToday();
  const periodEnd = addVenueDays(today, 20);

  const call = async <T>(method: string, path: string, options: { body?: unknown; cookie?: string } = {}) => {
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
  /** A member with a session (made in the database) and a membership on a plan with these guest passes. */
  const makeMember = async (
    name: string,
    guestPassesPerPeriod: number,
    status: PlanBooking['subscriptionStatus'] = 'active',
  ) => {
    const em = testApp.em();
    const email = `${name.toLowerCase()}@example.com`;
    const user = new User(email, email, 'not-a-password-hash');
    Object.assign(user, { firstName: name, lastName: 'Host' });
    const plan = em.create(MembershipPlan, { name: `${name}'s plan`, price: '9000.00', guestPassesPerPeriod });
    const membership = new PlanBooking(
      plan,
      { firstName: name, lastName: 'Host', email, phone: '+254700000002' },
      today,
    );
    Object.assign(membership, {
      user,
      subscriptionStatus: status,
      periodNumber: 1,
      currentPeriodStart: addVenueDays(today, -10),
      currentPeriodEnd: periodEnd,
    });
    const token = randomBytes(32).toString('base64url');
    em.persist([
      user,
      membership,
      new MemberSession(createHash('sha256').update(token).digest('hex'), user, new Date(Date.now() + 86_400_000)),
    ]);
    await em.flush();
    return { user, email, membership, cookie: `member_session=${token}` };
  };
  const guest = (first: string, date: string) => ({
    firstName: first,
    lastName: 'Guest',
    email: `${first.toLowerCase()}@guests.example`,
    date,
  });
  const invite = (cookie: string, body: Record<string, unknown>) =>
    call<GuestPassAnswer & { message?: string }>('POST', '/member/guests', { cookie, body });
  const cancel = (cookie: string, id: string) =>
    call<GuestPassAnswer & { message?: string }>('POST', `/member/guests/${id}/cancel`, { cookie });
  const allowanceLeft = async (cookie: string) =>
    (await call<{ guestPasses: { used: number; left: number } }>('GET', '/member/allowance', { cookie })).body
      .guestPasses;

  beforeAll(async () => {
    testApp = await createTestApp({ PUBLIC_URL: 'http://coworking.example' });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await testApp.close();
  });

  it('invites a guest and e-mails them the visit, the address, the host and the check-in code with its QR code', async () => {
    const host = await makeMember('Wambui', 2);
    const date = addVenueDays(today, 3);
    const invited = await invite(host.cookie, { ...guest('Otieno', date), phone: '+254722333444' });
    expect(invited.status).toBe(201);
    expect(invited.body).toEqual({
      id: expect.any(String),
      firstName: 'Otieno',
      lastName: 'Guest',
      email: 'otieno@guests.example',
      phone: '+254722333444',
      date,
      status: 'invited',
      checkInCode: expect.stringMatching(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/),
      createdAt: expect.any(String),
    });
    const code = await testApp.em().findOneOrFail(CheckInCode, { visitKind: 'guest', visitId: invited.body.id });
    expect(invited.body.checkInCode).toBe(`${code.code.slice(0, 4)}-${code.code.slice(4)}`);

    const [mail] = await testApp.em().find(MailOutbox, { recipient: 'otieno@guests.example' });
    expect(mail).toMatchObject({
      templateName: 'guest-pass',
      variables: {
        firstName: 'Otieno',
        hostName: 'Wambui Host',
        date: visitDateText(date),
        address: VENUE_ADDRESS,
        checkInCode: invited.body.checkInCode,
        checkInQr: 'cid:check-in-code',
      },
    });
    expect(mail.attachments).toEqual([
      expect.objectContaining({ contentType: 'image/png', contentId: 'check-in-code' }),
    ]);
    expect(await allowanceLeft(host.cookie)).toMatchObject({ used: 1, left: 1 });

    // Once the front desk has checked the guest in, the host's list says so.
    await testApp.em().execute('insert into check_ins (code, date) values (?, ?)', [code.code, date]);
    const listed = await call<GuestPassAnswer[]>('GET', '/member/guests', { cookie: host.cookie });
    expect(listed.body.map((pass) => [pass.id, pass.status])).toEqual([[invited.body.id, 'checked-in']]);
  });

  it("refuses guests beyond the period's passes, and gives a pass back when a visit is cancelled before its day", async () => {
    const host = await makeMember('Njeri', 3);
    const first = await invite(host.cookie, guest('Ann', addVenueDays(today, 1)));
    const onTheDay = await invite(host.cookie, guest('Ben', today));
    const third = await invite(host.cookie, guest('Cate', addVenueDays(today, 2)));
    expect([first.status, onTheDay.status, third.status]).toEqual([201, 201, 201]);

    const lastDay = formatMembershipDate(addVenueDays(periodEnd, -1));
    const beyond = await invite(host.cookie, guest('Dan', addVenueDays(today, 4)));
    expect(beyond).toEqual({
      status: 409,
      body: {
        message: `You have used all 3 guest passes of this period (until ${lastDay}). Cancelling a guest's visit before its day gives the pass back.`,
      },
    });
    expect(await testApp.em().count(GuestPass, { host: host.user.id })).toBe(3);

    // Today's visit can no longer be cancelled; tomorrow's can, and its pass is free again.
    expect(await cancel(host.cookie, onTheDay.body.id)).toEqual({
      status: 409,
      body: {
        message: `The visit on ${formatMembershipDate(today)} is today or over: a guest pass can be cancelled until the day before its visit.`,
      },
    });
    const cancelled = await cancel(host.cookie, first.body.id);
    expect(cancelled).toMatchObject({ status: 200, body: { id: first.body.id, status: 'cancelled' } });
    expect(await cancel(host.cookie, first.body.id)).toEqual({
      status: 409,
      body: { message: "This guest's visit is already cancelled." },
    });
    expect(await allowanceLeft(host.cookie)).toMatchObject({ used: 2, left: 1 });
    expect((await invite(host.cookie, guest('Dan', addVenueDays(today, 4)))).status).toBe(201);
    expect((await invite(host.cookie, guest('Eve', addVenueDays(today, 5)))).status).toBe(409);

    // The list: latest visit first, cancelled ones included and marked.
    const listed = await call<GuestPassAnswer[]>('GET', '/member/guests', { cookie: host.cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.map((pass) => [pass.firstName, pass.status])).toEqual([
      ['Dan', 'invited'],
      ['Cate', 'invited'],
      ['Ann', 'cancelled'],
      ['Ben', 'invited'],
    ]);

    // Another member's pass is not found, whatever its id.
    const other = await makeMember('Odhiambo', 1);
    expect(await cancel(other.cookie, third.body.id)).toEqual({
      status: 404,
      body: { message: 'Guest pass not found.' },
    });
    expect((await cancel(other.cookie, 'not-a-uuid')).status).toBe(404);
    expect((await call<GuestPassAnswer[]>('GET', '/member/guests', { cookie: other.cookie })).body).toEqual([]);
  });

  it('never hands out more passes than the period has, however many invitations arrive at once', async () => {
    const host = await makeMember('Kamau', 2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => invite(host.cookie, guest(`Rush${index}`, addVenueDays(today, 1)))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(8);
    expect(await testApp.em().count(GuestPass, { host: host.user.id, cancelledAt: null })).toBe(2);
  });

  it('takes only dates from today to the end of the current period, and needs a usable membership', async () => {
    const host = await makeMember('Mutua', 5);
    const message = `Choose a visit date from ${formatMembershipDate(today)} to ${formatMembershipDate(addVenueDays(periodEnd, -1))}: guest passes are for your current membership period.`;
    for (const date of [addVenueDays(today, -1), periodEnd, addVenueDays(periodEnd, 30)])
      expect(await invite(host.cookie, guest('Late', date))).toEqual({ status: 400, body: { message } });
    expect((await invite(host.cookie, guest('Last', addVenueDays(periodEnd, -1)))).status).toBe(201);
    expect((await invite(host.cookie, { ...guest('Bad', today), date: '2026-02-30' })).status).toBe(400);
    expect((await invite(host.cookie, { ...guest('Bad', today), email: 'not-an-email' })).status).toBe(400);

    const overdue = await makeMember('Overdue', 5, 'past_due');
    expect(await invite(overdue.cookie, guest('Nope', addVenueDays(today, 1)))).toEqual({
      status: 409,
      body: { message: 'Your membership is past due: pay for the new period to invite guests.' },
    });
    const none = await makeMember('Nopasses', 0);
    expect(await invite(none.cookie, guest('Nope', addVenueDays(today, 1)))).toEqual({
      status: 409,
      body: { message: "Your plan (Nopasses's plan) includes no guest passes. Ask us about a plan with guest passes." },
    });
    expect((await call('POST', '/member/guests', { body: guest('Anon', today) })).status).toBe(401);
  });
});
