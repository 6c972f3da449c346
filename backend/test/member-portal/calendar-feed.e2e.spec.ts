import { addVenueDays, venueInstant, venueToday } from '@coworking/domain';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ContactFields } from '../../src/common/entities/contact-fields.embeddable.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { type Space } from '../../src/modules/booking/entities/space.entity.js';
import { MemberSession } from '../../src/modules/identity/entities/member-session.entity.js';
import { User } from '../../src/modules/identity/entities/user.entity.js';
import { GuestPass } from '../../src/modules/member-portal/entities/guest-pass.entity.js';
import { MembershipPlan } from '../../src/modules/membership/entities/membership-plan.entity.js';
import { PlanBooking } from '../../src/modules/membership/entities/plan-booking.entity.js';
import { futureWeekday, makeSpace } from '../booking/support.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const FEED_URL = /^http:\/\/coworking\.example\/api\/calendar-feeds\/([A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]{43})\.ics$/;
const NOT_FOUND = 'This calendar address is not valid: it may have been replaced by a newer one in the member portal.';

/** An instant as an .ics file writes it in UTC: 20261204T070000Z. */
const icsInstant = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The member's private calendar feed over HTTP: its address from the portal, the feed itself without a session (the
 * signed token is the key) with the member's confirmed bookings, guests and renewal dates and nobody else's, and a
 * new address making the old one 404.
 */
describe('member calendar feed', () => {
  let testApp: TestApp;
  let space: Space;

  const call = async <T>(method: string, path: string, cookie?: string) => {
    const response = await fetch(`${testApp.api}${path}`, { method, headers: cookie ? { cookie } : {} });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json');
    return {
      status: response.status,
      body: (isJson && text ? JSON.parse(text) : text) as T,
      headers: response.headers,
    };
  };
  /** Fetches a feed address as a calendar app would: no cookie. */
  const fetchFeed = (url: string) => call<string>('GET', url.replace('http://coworking.example/api', ''));
  const eventsOf = (ics: string) =>
    ics
      .replace(/\r\n[ \t]/g, '')
      .split('BEGIN:VEVENT')
      .slice(1);
  const uidOf = (event: string) => /UID:(.*)\r\n/.exec(event)![1];

  const row = (fields: { date: string; time: string; email: string; user?: User; status?: SpaceBooking['status'] }) => {
    const booking = testApp.em().create(SpaceBooking, {
      type: space.type,
      space,
      date: fields.date,
      time: fields.time,
      duration: 2,
    });
    Object.assign(booking, {
      status: fields.status ?? 'confirmed',
      user: fields.user ?? null,
      contact: new ContactFields({ firstName: 'Amina', lastName: 'Member', email: fields.email }),
    });
    return booking;
  };

  /** A member with a live session, and what their feed should and should not show. */
  const makeMember = async (name: string) => {
    const em = testApp.em();
    const email = `${name.toLowerCase()}.${randomUUID().slice(0, 6)}@example.com`;
    const user = new User(email, email, 'not-a-password-hash');
    const token = randomBytes(32).toString('base64url');
    const session = new MemberSession(
      createHash('sha256').update(token).digest('hex'),
      user,
      new Date(Date.now() + 86_400_000),
    );
    const plan = em.create(MembershipPlan, { name: `${name}'s Flexible`, price: '10500.00' });
    const today = venueToday();
    const membership = (status: PlanBooking['subscriptionStatus'], periodEnd: string) => {
      const planBooking = new PlanBooking(
        plan,
        { firstName: name, lastName: 'M', email, phone: '+254700000001' },
        today,
      );
      Object.assign(planBooking, {
        user,
        subscriptionStatus: status,
        periodNumber: 3,
        currentPeriodStart: addVenueDays(periodEnd, -30),
        currentPeriodEnd: periodEnd,
      });
      return planBooking;
    };
    const renewing = membership('active', addVenueDays(today, 12));
    const overdue = membership('past_due', addVenueDays(today, -2));
    const date = futureWeekday(7);
    // By account (another contact e-mail), and by contact e-mail (in another case) without the account.
    const byAccount = em.create(SpaceBooking, { type: space.type, space, date, time: '10:00', duration: 2 });
    Object.assign(byAccount, {
      status: 'confirmed',
      user,
      scheduleSequence: 2,
      contact: new ContactFields({ firstName: name, lastName: 'M', email: `work.${email}` }),
    });
    const byEmail = row({ date, time: '14:00', email: email.toUpperCase() });
    const cancelled = row({ date, time: '16:00', email, status: 'cancelled' });
    const unpaid = row({ date, time: '18:00', email, status: 'pending' });
    const longAgo = row({ date: addVenueDays(today, -200), time: '10:00', email });
    const guest = new GuestPass(
      renewing,
      user,
      { firstName: 'Otieno', lastName: 'Achieng', email: 'otieno@example.com', phone: null },
      addVenueDays(today, 3),
      renewing.currentPeriodStart!,
    );
    const cancelledGuest = new GuestPass(
      renewing,
      user,
      { firstName: 'Never', lastName: 'Came', email: 'never@example.com', phone: null },
      addVenueDays(today, 4),
      renewing.currentPeriodStart!,
    );
    cancelledGuest.cancelledAt = new Date();
    em.persist([
      user,
      session,
      renewing,
      overdue,
      byAccount,
      byEmail,
      cancelled,
      unpaid,
      longAgo,
      guest,
      cancelledGuest,
    ]);
    await em.flush();
    return {
      user,
      email,
      cookie: `member_session=${token}`,
      renewing,
      byAccount,
      byEmail,
      cancelled,
      unpaid,
      longAgo,
      guest,
      cancelledGuest,
      date,
    };
  };

  beforeAll(async () => {
    testApp = await createTestApp({
      PUBLIC_URL: 'http://coworking.example',
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'feed-test-secret-0123456789abcdef',
    });
    ({ space } = await makeSpace(testApp.em(), { name: 'Boardroom', rate: '1500.00', instances: 2 }));
  });
  afterAll(() => testApp.close());

  it("answers the member's private address, whose feed holds their bookings, guests and renewal date only", async () => {
    const amina = await makeMember('Amina');
    const baraka = await makeMember('Baraka');

    const address = await call<{ url: string }>('GET', '/member/calendar-feed', amina.cookie);
    expect(address.status).toBe(200);
    expect(address.body.url).toMatch(FEED_URL);
    // The same address until it is replaced.
    expect((await call<{ url: string }>('GET', '/member/calendar-feed', amina.cookie)).body.url).toBe(address.body.url);

    const feed = await fetchFeed(address.body.url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar; charset=utf-8/);
    expect(feed.headers.get('cache-control')).toContain('no-store');
    expect(feed.headers.get('cache-control')).toContain('private');
    expect(feed.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(feed.body).toContain('X-WR-CALNAME:Syokimau Coworking Hub');

    const events = eventsOf(feed.body);
    expect(events.map(uidOf).sort()).toEqual(
      [
        `${amina.byAccount.id}@syokimau-coworking`,
        `${amina.byEmail.id}@syokimau-coworking`,
        `guest-pass-${amina.guest.id}@syokimau-coworking`,
        `membership-renewal-${amina.renewing.id}@syokimau-coworking`,
      ].sort(),
    );
    const booking = events.find((event) => uidOf(event) === `${amina.byAccount.id}@syokimau-coworking`)!;
    expect(booking).toContain('SUMMARY:Boardroom at Syokimau Coworking Hub');
    expect(booking).toContain(`DTSTART:${icsInstant(venueInstant(amina.date, '10:00'))}`);
    expect(booking).toContain(`DTEND:${icsInstant(venueInstant(amina.date, '12:00'))}`);
    expect(booking).toContain('SEQUENCE:2');
    const guest = events.find((event) => uidOf(event).startsWith('guest-pass-'))!;
    expect(guest).toContain('SUMMARY:Guest: Otieno Achieng');
    expect(guest).toContain(`DTSTART;VALUE=DATE:${amina.guest.date.replace(/-/g, '')}`);
    const renewal = events.find((event) => uidOf(event).startsWith('membership-renewal-'))!;
    expect(renewal).toContain(`DTSTART;VALUE=DATE:${amina.renewing.currentPeriodEnd!.replace(/-/g, '')}`);
    expect(renewal).toContain("SUMMARY:Amina's Flexible membership renews");
    // Nothing of Baraka's.
    for (const id of [baraka.byAccount.id, baraka.byEmail.id, baraka.guest.id, baraka.renewing.id])
      expect(feed.body).not.toContain(id);

    // Fetched again, the same events under the same UIDs (a subscribed calendar updates, never duplicates).
    expect(eventsOf((await fetchFeed(address.body.url)).body).map(uidOf)).toEqual(events.map(uidOf));
  });

  it('makes a new address on request; the old one answers 404 from then on', async () => {
    const amina = await makeMember('Wanjiku');
    const old = (await call<{ url: string }>('GET', '/member/calendar-feed', amina.cookie)).body.url;
    expect((await fetchFeed(old)).status).toBe(200);

    const replaced = await call<{ url: string }>('POST', '/member/calendar-feed', amina.cookie);

    expect(replaced.status).toBe(200);
    expect(replaced.body.url).toMatch(FEED_URL);
    expect(replaced.body.url).not.toBe(old);
    expect(await fetchFeed(old)).toMatchObject({ status: 404, body: { message: NOT_FOUND } });
    expect((await fetchFeed(replaced.body.url)).status).toBe(200);
    expect((await call<{ url: string }>('GET', '/member/calendar-feed', amina.cookie)).body.url).toBe(
      replaced.body.url,
    );
    expect((await testApp.em().findOneOrFail(User, { id: amina.user.id })).calendarFeedVersion).toBe(1);
  });

  it('answers 404 to a token that is not one of ours, and the address needs a member session', async () => {
    const amina = await makeMember('Zawadi');
    const url = (await call<{ url: string }>('GET', '/member/calendar-feed', amina.cookie)).body.url;
    const [, token] = FEED_URL.exec(url)!;
    const [user, version, signature] = token.split('.');
    const forged = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const path of [
      `/calendar-feeds/${user}.${version}.${forged}.ics`,
      `/calendar-feeds/${user}.${Number(version) + 1}.${signature}.ics`,
      `/calendar-feeds/${Buffer.from(randomUUID()).toString('base64url')}.${version}.${signature}.ics`,
      `/calendar-feeds/${token}`,
      `/calendar-feeds/${token}.json`,
      '/calendar-feeds/nonsense.ics',
    ])
      expect({ path, ...(await call('GET', path)) }).toMatchObject({
        path,
        status: 404,
        body: { message: NOT_FOUND },
      });
    expect((await call('GET', '/member/calendar-feed')).status).toBe(401);
    expect((await call('POST', '/member/calendar-feed')).status).toBe(401);
  });
});
