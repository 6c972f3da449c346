import { jest } from '@jest/globals';
import { addVenueDateMonths, addVenueDays, KRA_PIN_MESSAGE, venueToday } from '@coworking/domain';
import { createHash, randomUUID } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../src/common/clock/clock.js';
import { ContactFields } from '../../src/common/entities/contact-fields.embeddable.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { type Space } from '../../src/modules/booking/entities/space.entity.js';
import { MemberSession } from '../../src/modules/identity/entities/member-session.entity.js';
import { MemberSignInToken } from '../../src/modules/identity/entities/member-sign-in-token.entity.js';
import { User } from '../../src/modules/identity/entities/user.entity.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { MAIL_TEMPLATES } from '../../src/modules/mail/templates/default-templates.js';
import { MemberSessionsService } from '../../src/modules/member-portal/session/member-sessions.service.js';
import { MembershipPlan } from '../../src/modules/membership/entities/membership-plan.entity.js';
import { PlanBooking } from '../../src/modules/membership/entities/plan-booking.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { Refund } from '../../src/modules/payment/entities/refund.entity.js';
import { type ReceiptDocument } from '../../src/modules/payment/receipts/receipt-document.js';
import { type PaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { futureWeekday, makeSpace } from '../booking/support.js';
import { createTestAppWithPaystack, ROOT, signIn, type TestApp } from '../support/test-app.js';
import { GENEROUS_RATE_LIMITS } from '../support/test-config.js';

const LINK_SENT = 'If that e-mail belongs to a member, a sign-in link is on its way. It works once, for 15 minutes.';
const LINK_INVALID = 'This sign-in link has expired or was already used. Ask for a new one below.';
const SIGN_IN_FIRST = 'Please sign in to the member portal.';
const TOO_MANY = 'Too many sign-in links asked for. Please wait a few minutes and try again.';

interface Membership {
  id: string;
  status: string;
  statusLabel: string;
  nextChargeDate: string | null;
  nextChargeAmountKes: string | null;
  renewsAutomatically: boolean;
  canCancelRenewal: boolean;
  canResumeRenewal: boolean;
  canPay: boolean;
  endsOn: string | null;
  paymentMethod: { channel: string | null; last4: string | null; brand: string | null };
}
interface Booking {
  bookingGroupId: string;
  title: string;
  dates: string[];
  timeText: string;
  status: string;
  amountKes: string | null;
}
interface MemberDocument {
  kind: string;
  number: string;
  amountKes: string;
  description: string;
  url: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let documentNumber = 0;
function receiptOf(kind: ReceiptDocument['kind'], totalCents: number, description: string): ReceiptDocument {
  documentNumber += 1;
  return {
    kind,
    number: `${kind === 'receipt' ? 'SCH' : 'SCH-CN'}-2026-${String(documentNumber).padStart(6, '0')}`,
    issuedAt: new Date(Date.UTC(2026, 0, documentNumber)).toISOString(),
    seller: {
      name: 'Syokimau Coworking Hub',
      address: 'Syokimau',
      kraPin: null,
      vatRegistered: false,
      vatRatePercent: 16,
    },
    customer: { name: 'Member', email: 'member@example.com', companyName: null, kraPin: null },
    lines: [{ description, quantity: 1, amountCents: totalCents }],
    totalCents,
    channel: 'card',
    paymentReference: `SCH-${randomUUID().slice(0, 10).toUpperCase()}`,
    relatesTo: null,
    reason: null,
  };
}

/** A member with a membership, bookings (upcoming, past, an abandoned checkout), a paid receipt and a credit note. */
async function makeMember(em: EntityManager, space: Space, plan: MembershipPlan, name: string) {
  const email = `${name.toLowerCase()}@example.com`;
  const user = new User(email, email, 'not-a-password-hash');
  user.firstName = name;
  user.lastName = 'Member';
  em.persist(user);
  const today = venueToday();
  const contact = { firstName: name, lastName: 'Member', phone: '+254700000001' };

  // By contact e-mail (as typed at checkout, in another case), without the account linked: saved card.
  const card = new PlanBooking(plan, { ...contact, email: email.toUpperCase() }, addVenueDays(today, -10));
  Object.assign(card, {
    subscriptionStatus: 'active',
    periodNumber: 1,
    currentPeriodStart: card.startDate,
    currentPeriodEnd: addVenueDateMonths(card.startDate, 1),
    paymentChannel: 'card',
    authorizationCode: `AUTH_${name}`,
    cardLast4: '4081',
    cardBrand: 'visa',
  });
  // By account, with another contact e-mail: paid by M-Pesa and now overdue.
  const overdue = new PlanBooking(plan, { ...contact, email: `${name.toLowerCase()}.work@example.com` }, '2026-01-01');
  Object.assign(overdue, {
    user,
    subscriptionStatus: 'past_due',
    periodNumber: 1,
    currentPeriodStart: addVenueDays(today, -32),
    currentPeriodEnd: addVenueDays(today, -2),
    paymentChannel: 'mobile_money',
  });
  overdue.createdAt = new Date(Date.now() - 60_000);
  // Never paid: not a membership.
  const unpaid = new PlanBooking(plan, { ...contact, email }, today);
  em.persist([card, overdue, unpaid]);

  const upcomingGroup = randomUUID();
  const upcomingDate = futureWeekday(14);
  for (const time of ['10:00', '12:00']) {
    const row = em.create(SpaceBooking, { type: space.type, date: upcomingDate, time, space, duration: 2 });
    Object.assign(row, { status: 'confirmed', bookingGroupId: upcomingGroup, priceCents: 300_000 });
    row.contact = new ContactFields({ firstName: name, lastName: 'Member', email });
  }
  const past = em.create(SpaceBooking, { type: space.type, date: '2025-03-03', time: '10:00', space, duration: 2 });
  Object.assign(past, {
    status: 'confirmed',
    contact: new ContactFields({ firstName: name, lastName: 'Member', email }),
  });
  const abandoned = em.create(SpaceBooking, {
    type: space.type,
    date: upcomingDate,
    time: '14:00',
    space,
    duration: 2,
  });
  Object.assign(abandoned, {
    status: 'cancelled',
    cancelledBy: 'hold',
    contact: new ContactFields({ firstName: name, lastName: 'Member', email }),
  });

  const bookingPayment = new Payment(`SCH-${randomUUID().slice(0, 10)}`, 'booking', upcomingGroup, 600_000, email);
  Object.assign(bookingPayment, {
    status: 'success',
    channel: 'card',
    paidAt: new Date(),
    receipt: receiptOf('receipt', 600_000, `${space.name}, ${upcomingDate}`),
  });
  bookingPayment.receiptNumber = bookingPayment.receipt!.number;
  const membershipPayment = new Payment(
    `SCH-${randomUUID().slice(0, 10)}`,
    'plan',
    overdue.id,
    1_050_000,
    overdue.contact.email,
  );
  Object.assign(membershipPayment, {
    status: 'success',
    periodNumber: 1,
    channel: 'mobile_money',
    paidAt: new Date(),
    receipt: receiptOf('receipt', 1_050_000, `${plan.name} membership`),
  });
  membershipPayment.receiptNumber = membershipPayment.receipt!.number;
  const refund = new Refund(bookingPayment, 300_000, 'One slot cancelled', { kind: 'customer' });
  Object.assign(refund, {
    status: 'processed',
    processedAt: new Date(),
    creditNote: receiptOf('credit-note', 300_000, 'Refund: One slot cancelled'),
  });
  refund.creditNoteNumber = refund.creditNote!.number;
  em.persist([bookingPayment, membershipPayment, refund]);
  await em.flush();
  return {
    user,
    email,
    card,
    overdue,
    unpaid,
    upcomingGroup,
    past,
    abandoned,
    bookingPayment,
    membershipPayment,
    refund,
  };
}

/**
 * The member portal over HTTP: sign-in by e-mailed one-time link, the member session cookie (never valid on the
 * admin API), and a member's own memberships, bookings, receipts and credit notes (nobody else's).
 */
describe('member portal', () => {
  let sandbox: PaystackSandbox;
  let testApp: TestApp;
  let closeApp: () => Promise<void>;
  let clock: Clock;
  let amina: Awaited<ReturnType<typeof makeMember>>;
  let baraka: Awaited<ReturnType<typeof makeMember>>;
  let ipCounter = 0;
  /** Each call from its own client address unless one is given, so the per-address limit stays out of the way. */
  const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  const call = async <T>(
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string; ip?: string } = {},
  ) => {
    const response = await fetch(`${testApp.api}${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        'x-forwarded-for': options.ip ?? nextIp(),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json');
    return {
      status: response.status,
      body: (isJson && text ? JSON.parse(text) : text) as T,
      headers: response.headers,
    };
  };
  const askLink = (email: string, ip?: string) =>
    call<{ message: string }>('POST', '/member/sign-in-link', { body: { email }, ip });
  const linksTo = (email: string) =>
    testApp
      .em()
      .find(
        MailOutbox,
        { recipient: email, templateName: MAIL_TEMPLATES.memberSignInLink },
        { orderBy: { createdAt: 'desc' } },
      );
  /** The worker's part of the sign-in-link requests (the request only queues them), run here as its relay runs it. */
  const handleRequests = () => testApp.app.get(MemberSessionsService).handleWaitingSignInLinkRequests();
  /** Asks for a link and reads the token out of the e-mail the outbox holds once the worker has handled it. */
  const linkToken = async (email: string) => {
    const before = (await linksTo(email)).length;
    expect(await askLink(email)).toMatchObject({ status: 202, body: { message: LINK_SENT } });
    expect(await linksTo(email)).toHaveLength(before);
    await handleRequests();
    const mails = await linksTo(email);
    expect(mails).toHaveLength(before + 1);
    const url = String(mails[0].variables.signInUrl);
    expect(url).toMatch(/^http:\/\/coworking\.example\/member-portal#token=[A-Za-z0-9_-]{43}$/);
    return url.slice(url.indexOf('#token=') + '#token='.length);
  };
  const spend = (token: string) => call<Record<string, unknown>>('POST', '/member/session', { body: { token } });
  const memberCookie = (response: { headers: Headers }) => {
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('member_session='));
    if (!setCookie) throw new Error('no member session cookie was set');
    return setCookie.split(';')[0];
  };
  const signInAs = async (email: string) => memberCookie(await spend(await linkToken(email)));
  /** One session per member for the tests that only read and act (links per e-mail are limited to 5 in 15 minutes). */
  const sessions = new Map<string, string>();
  const sessionOf = async (email: string) => {
    if (!sessions.has(email)) sessions.set(email, await signInAs(email));
    return sessions.get(email)!;
  };

  beforeAll(async () => {
    // The sign-in links' own limits, as the product ships them (the test below is about them).
    ({
      testApp,
      sandbox,
      close: closeApp,
    } = await createTestAppWithPaystack('member_portal', {
      RATE_LIMITS: `${GENEROUS_RATE_LIMITS} member-sign-in-links.address=20/15m member-sign-in-links.email=5/15m`,
    }));
    clock = testApp.app.get(Clock);
    const em = testApp.em();
    const { space } = await makeSpace(em, { name: 'Boardroom', rate: '1500.00' });
    const plan = em.create(MembershipPlan, { name: 'Dedicated Desk', price: '10500.00' });
    await em.flush();
    amina = await makeMember(em, space, plan, 'Amina');
    baraka = await makeMember(em, space, plan, 'Baraka');
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await closeApp();
  });

  it('signs in with the link from the e-mail and sets an httpOnly cookie for the member API only', async () => {
    const signedIn = await spend(await linkToken(amina.email));
    expect(signedIn.status).toBe(200);
    sessions.set(amina.email, memberCookie(signedIn));
    expect(signedIn.body).toEqual({
      id: amina.user.id,
      email: amina.email,
      firstName: 'Amina',
      lastName: 'Member',
      phone: null,
      companyName: null,
      kraPin: null,
    });
    const setCookie = signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith('member_session='))!;
    expect(setCookie).toMatch(/; Path=\/api\/member/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).not.toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Max-Age=2592000/);
    const me = await call('GET', '/member/me', { cookie: memberCookie(signedIn) });
    expect(me).toMatchObject({ status: 200, body: { id: amina.user.id, email: amina.email } });
    // The portal's question on every visit: who is signed in, if anyone (always 200).
    expect(await call('GET', '/member/session', { cookie: memberCookie(signedIn) })).toMatchObject({
      status: 200,
      body: { member: { id: amina.user.id, email: amina.email } },
    });
    // Only hashes are kept.
    const token = memberCookie(signedIn).split('=')[1];
    expect(await testApp.em().count(MemberSession, { tokenHash: token })).toBe(0);
    expect(await testApp.em().count(MemberSession, { tokenHash: sha256(token), user: amina.user.id })).toBe(1);
  });

  it('a link works once, even when used twice at the same moment', async () => {
    const token = await linkToken(amina.email);
    expect(await testApp.em().count(MemberSignInToken, { tokenHash: token })).toBe(0);
    expect(await testApp.em().count(MemberSignInToken, { tokenHash: sha256(token), usedAt: null })).toBe(1);
    const [first, second] = await Promise.all([spend(token), spend(token)]);
    expect([first.status, second.status].sort()).toEqual([200, 401]);
    expect(await spend(token)).toMatchObject({ status: 401, body: { message: LINK_INVALID } });
  });

  it('a link expires after 15 minutes, and a made-up one never works', async () => {
    const token = await linkToken(amina.email);
    const later = new Date(Date.now() + 16 * 60_000);
    jest.spyOn(clock, 'now').mockReturnValue(later);
    expect(await spend(token)).toMatchObject({ status: 401, body: { message: LINK_INVALID } });
    // Within the 15 minutes the same link still works: only time refused it.
    jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 14 * 60_000));
    expect((await spend(token)).status).toBe(200);
    expect(await spend('x'.repeat(43))).toMatchObject({ status: 401, body: { message: LINK_INVALID } });
    expect(await spend('')).toMatchObject({ status: 400 });
  });

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    const before = await testApp.em().count(MailOutbox, {});
    const unknown = await askLink('nobody-here@example.com');
    expect(unknown).toMatchObject({ status: 202, body: { message: LINK_SENT } });
    expect(await handleRequests()).toBe(1);
    expect(await testApp.em().count(MailOutbox, {})).toBe(before);
    expect(await askLink('not an e-mail')).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid email address' },
    });
  });

  it('limits links per e-mail and per client address (429)', async () => {
    const email = 'flood@example.com';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await askLink(email)).status).toBe(202);
    expect(await askLink(email)).toMatchObject({ status: 429, body: { message: TOO_MANY } });
    // The same for a member's e-mail: the limit tells nothing about who is a member.
    const ip = '192.0.2.77';
    for (let attempt = 0; attempt < 20; attempt += 1)
      expect((await askLink(`someone-${attempt}@example.com`, ip)).status).toBe(202);
    expect(await askLink(baraka.email, ip)).toMatchObject({ status: 429, body: { message: TOO_MANY } });
    expect((await askLink(baraka.email)).status).toBe(202);
    // 26 requests were taken (the refused ones wrote nothing); the worker handles them, one link for Baraka.
    expect(await handleRequests()).toBe(26);
  });

  it('refuses the member API without a session, and after the session ran out', async () => {
    for (const path of ['/member/me', '/member/memberships', '/member/bookings', '/member/documents'])
      expect(await call('GET', path)).toMatchObject({ status: 401, body: { message: SIGN_IN_FIRST } });
    expect(await call('GET', '/member/me', { cookie: 'member_session=made-up' })).toMatchObject({ status: 401 });
    // Asking who is signed in is not refused: the answer is nobody.
    for (const cookie of [undefined, 'member_session=made-up'])
      expect(await call('GET', '/member/session', { cookie })).toEqual(
        expect.objectContaining({ status: 200, body: { member: null } }),
      );
    const cookie = await signInAs(baraka.email);
    jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 31 * 24 * 60 * 60_000));
    expect(await call('GET', '/member/me', { cookie })).toMatchObject({
      status: 401,
      body: { message: SIGN_IN_FIRST },
    });
    expect((await call('GET', '/member/session', { cookie })).body).toEqual({ member: null });
  });

  it("shows a member their memberships with what they can do, and nobody else's", async () => {
    const cookie = await sessionOf(amina.email);
    const { status, body } = await call<Membership[]>('GET', '/member/memberships', { cookie });
    expect(status).toBe(200);
    expect(body.map((membership) => membership.id)).toEqual([amina.card.id, amina.overdue.id]);
    expect(body[0]).toMatchObject({
      status: 'active',
      statusLabel: 'Active',
      nextChargeDate: amina.card.currentPeriodEnd,
      nextChargeAmountKes: '10500.00',
      paymentMethod: { channel: 'card', last4: '4081', brand: 'visa' },
      renewsAutomatically: true,
      canCancelRenewal: true,
      canResumeRenewal: false,
      canPay: false,
      endsOn: null,
    });
    expect(body[1]).toMatchObject({
      status: 'past_due',
      statusLabel: 'Payment overdue',
      paymentMethod: { channel: 'mobile_money', last4: null, brand: null },
      renewsAutomatically: false,
      canPay: true,
    });
    expect(JSON.stringify(body)).not.toContain('AUTH_');
  });

  it('cancels renewal (e-mail staged) and resumes it', async () => {
    const cookie = await sessionOf(amina.email);
    const cancelled = await call<Membership>('POST', `/member/memberships/${amina.card.id}/cancel-renewal`, { cookie });
    expect(cancelled).toMatchObject({
      status: 200,
      body: {
        status: 'non_renewing',
        endsOn: amina.card.currentPeriodEnd,
        nextChargeDate: null,
        canCancelRenewal: false,
        canResumeRenewal: true,
      },
    });
    const stored = await testApp.em().findOneOrFail(PlanBooking, { id: amina.card.id });
    expect(stored).toMatchObject({
      subscriptionStatus: 'non_renewing',
      cancelReason: expect.stringContaining('member'),
    });
    const mail = await testApp.em().find(MailOutbox, {
      recipient: amina.card.contact.email,
      templateName: MAIL_TEMPLATES.membershipRenewalCancelled,
    });
    expect(mail).toHaveLength(1);
    expect(mail[0].variables).toMatchObject({ firstName: 'Amina', membershipPlan: 'Dedicated Desk' });

    expect(await call('POST', `/member/memberships/${amina.card.id}/cancel-renewal`, { cookie })).toMatchObject({
      status: 409,
    });
    const resumed = await call<Membership>('POST', `/member/memberships/${amina.card.id}/resume-renewal`, { cookie });
    expect(resumed).toMatchObject({ status: 200, body: { status: 'active', endsOn: null, canCancelRenewal: true } });
  });

  it('opens a Paystack checkout for an overdue membership', async () => {
    const cookie = await sessionOf(amina.email);
    const paying = await call<{ authorizationUrl: string; reference: string }>(
      'POST',
      `/member/memberships/${amina.overdue.id}/pay`,
      { cookie },
    );
    expect(paying.status).toBe(200);
    expect(paying.body.authorizationUrl).toContain(sandbox.url);
    const payment = await testApp.em().findOneOrFail(Payment, { reference: paying.body.reference });
    expect(payment).toMatchObject({
      purpose: 'plan',
      targetId: amina.overdue.id,
      periodNumber: 2,
      amountCents: 1_050_000,
    });
  });

  it('lists upcoming and past bookings and gives a fresh manage link that works', async () => {
    const cookie = await sessionOf(amina.email);
    const { status, body } = await call<{ upcoming: Booking[]; past: Booking[] }>('GET', '/member/bookings', {
      cookie,
    });
    expect(status).toBe(200);
    expect(body.upcoming).toEqual([
      {
        bookingGroupId: amina.upcomingGroup,
        title: 'Boardroom',
        dates: [futureWeekday(14)],
        timeText: '10:00, 12:00 · 2 hours',
        status: 'confirmed',
        amountKes: '6000.00',
        spaceId: expect.any(String),
        times: ['10:00', '12:00'],
      },
    ]);
    expect(body.past).toEqual([
      expect.objectContaining({ bookingGroupId: amina.past.id, dates: ['2025-03-03'], amountKes: null }),
    ]);
    const link = await call<{ url: string }>('POST', `/member/bookings/${amina.upcomingGroup}/manage-link`, { cookie });
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^http:\/\/coworking\.example\/bookings\/manage\/[A-Za-z0-9_-]{43}$/);
    const token = link.body.url.slice(link.body.url.lastIndexOf('/') + 1);
    expect(await call('GET', `/bookings/manage/${token}`)).toMatchObject({
      status: 200,
      body: { status: 'confirmed' },
    });
    expect(await call('POST', `/member/bookings/${amina.past.id}/manage-link`, { cookie })).toMatchObject({
      status: 409,
    });
  });

  it('lists receipts and credit notes and serves them as PDFs', async () => {
    const cookie = await sessionOf(amina.email);
    const { status, body } = await call<MemberDocument[]>('GET', '/member/documents', { cookie });
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        kind: 'credit-note',
        number: amina.refund.creditNoteNumber,
        issuedAt: amina.refund.creditNote!.issuedAt,
        amountKes: '3000.00',
        description: 'Refund: One slot cancelled',
        url: `/api/member/refunds/${amina.refund.id}/credit-note`,
      },
      expect.objectContaining({
        kind: 'receipt',
        number: amina.membershipPayment.receiptNumber,
        amountKes: '10500.00',
        url: `/api/member/payments/${amina.membershipPayment.id}/receipt`,
      }),
      expect.objectContaining({
        kind: 'receipt',
        number: amina.bookingPayment.receiptNumber,
        amountKes: '6000.00',
        url: `/api/member/payments/${amina.bookingPayment.id}/receipt`,
      }),
    ]);
    for (const document of body) {
      const pdf = await fetch(`${testApp.api.replace(/\/api$/, '')}${document.url}`, { headers: { cookie } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });

  it("answers 404 for another member's ids on every id route", async () => {
    const cookie = await sessionOf(amina.email);
    const theirs = [
      ['POST', `/member/memberships/${baraka.card.id}/cancel-renewal`],
      ['POST', `/member/memberships/${baraka.card.id}/resume-renewal`],
      ['POST', `/member/memberships/${baraka.overdue.id}/pay`],
      ['POST', `/member/bookings/${baraka.upcomingGroup}/manage-link`],
      ['GET', `/member/payments/${baraka.bookingPayment.id}/receipt`],
      ['GET', `/member/payments/${baraka.membershipPayment.id}/receipt`],
      ['GET', `/member/refunds/${baraka.refund.id}/credit-note`],
      ['GET', `/member/payments/not-a-uuid/receipt`],
    ];
    for (const [method, path] of theirs) {
      const answer = await call<{ message: string }>(method, path, { cookie });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.body.message).toMatch(/not found\.$/);
    }
    expect((await testApp.em().findOneOrFail(PlanBooking, { id: baraka.card.id })).subscriptionStatus).toBe('active');
    const lists = JSON.stringify([
      (await call('GET', '/member/memberships', { cookie })).body,
      (await call('GET', '/member/bookings', { cookie })).body,
      (await call('GET', '/member/documents', { cookie })).body,
    ]);
    for (const id of [
      baraka.card.id,
      baraka.overdue.id,
      baraka.upcomingGroup,
      baraka.bookingPayment.id,
      baraka.refund.id,
    ])
      expect(lists).not.toContain(id);
    expect(lists).not.toContain(amina.unpaid.id);
    expect(lists).not.toContain(amina.abandoned.id);
  });

  it('updates the profile: KRA PIN checked and upper-cased, blanks cleared', async () => {
    const cookie = await sessionOf(baraka.email);
    const profile = { firstName: 'Baraka', lastName: 'Otieno', phone: '0712 345 678', companyName: 'Otieno Ltd' };
    expect(await call('PUT', '/member/me', { cookie, body: { ...profile, kraPin: 'P05123' } })).toMatchObject({
      status: 400,
      body: { message: KRA_PIN_MESSAGE, errors: { kraPin: KRA_PIN_MESSAGE } },
    });
    expect(
      await call('PUT', '/member/me', { cookie, body: { ...profile, firstName: ' ', kraPin: null } }),
    ).toMatchObject({
      status: 400,
      body: { message: 'First name is required' },
    });
    const saved = await call('PUT', '/member/me', { cookie, body: { ...profile, kraPin: 'p051234567x' } });
    expect(saved).toMatchObject({
      status: 200,
      body: {
        firstName: 'Baraka',
        lastName: 'Otieno',
        phone: '0712345678',
        companyName: 'Otieno Ltd',
        kraPin: 'P051234567X',
      },
    });
    const cleared = await call('PUT', '/member/me', {
      cookie,
      body: { ...profile, phone: '', companyName: ' ', kraPin: '' },
    });
    expect(cleared.body).toMatchObject({ phone: null, companyName: null, kraPin: null });
    expect(await testApp.em().findOneOrFail(User, { id: baraka.user.id })).toMatchObject({
      lastName: 'Otieno',
      kraPin: null,
    });
  });

  it('refuses writes from another site, as the back-office does', async () => {
    const cookie = await sessionOf(amina.email);
    const fromElsewhere = (path: string, body?: unknown) =>
      fetch(`${testApp.api}${path}`, {
        method: 'POST',
        headers: { cookie, origin: 'https://elsewhere.example', 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
    expect((await fromElsewhere(`/member/memberships/${amina.card.id}/cancel-renewal`)).status).toBe(403);
    expect((await fromElsewhere('/member/sign-in-link', { email: amina.email })).status).toBe(403);
    expect((await testApp.em().findOneOrFail(PlanBooking, { id: amina.card.id })).subscriptionStatus).toBe('active');
    const sameSite = await fetch(`${testApp.api}/member/me`, {
      method: 'PUT',
      headers: { cookie, origin: 'http://coworking.example', 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Amina', lastName: 'Member' }),
    });
    expect(sameSite.status).toBe(200);
  });

  it('signing out ends the session on the server', async () => {
    const cookie = await signInAs(baraka.email);
    expect((await call('GET', '/member/me', { cookie })).status).toBe(200);
    const out = await call('DELETE', '/member/session', { cookie });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(/member_session=;.*Path=\/api\/member/);
    expect(await call('GET', '/member/me', { cookie })).toMatchObject({
      status: 401,
      body: { message: SIGN_IN_FIRST },
    });
  });

  it('refuses the member cookie on every admin route, and the admin cookie on the member API', async () => {
    const cookie = await sessionOf(baraka.email);
    const document = (await (await fetch(`${testApp.api}/docs-json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const adminPaths = Object.keys(document.paths).filter((path) => path.startsWith('/api/admin'));
    expect(adminPaths.length).toBeGreaterThan(20);
    const PUBLIC = ['post /api/admin/login', 'post /api/admin/logout', 'post /api/admin/setup'];
    const admitted: string[] = [];
    let called = 0;
    for (const path of adminPaths) {
      for (const method of Object.keys(document.paths[path])) {
        if (PUBLIC.includes(`${method} ${path}`)) continue;
        const url = path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, () => randomUUID());
        const answer = await call(method.toUpperCase(), url, {
          cookie,
          body: method === 'get' || method === 'delete' ? undefined : {},
        });
        called += 1;
        if (answer.status !== 401) admitted.push(`${method.toUpperCase()} ${path} answered ${answer.status}`);
      }
    }
    expect(admitted).toEqual([]);
    expect(called).toBeGreaterThan(adminPaths.length);
    expect(adminPaths.filter((path) => document.paths[path].get).length).toBeGreaterThan(10);

    const admin = await signIn(testApp.api, ROOT.username, ROOT.password);
    expect(await call('GET', '/member/me', { cookie: admin.cookie })).toMatchObject({ status: 401 });
    expect((await admin.request('POST', '/admin/refresh')).status).toBe(200);
  });
});
