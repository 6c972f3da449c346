import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildPermissionMap, type MembershipStatus } from '@coworking/domain';
import { Clock } from '../../src/common/clock/clock.js';
import { ContactFields } from '../../src/common/entities/contact-fields.embeddable.js';
import { SpaceBooking, type BookingStatus } from '../../src/modules/booking/entities/space-booking.entity.js';
import { type Space } from '../../src/modules/booking/entities/space.entity.js';
import { Contact } from '../../src/modules/content/entities/contact.entity.js';
import { MembershipPlan } from '../../src/modules/membership/entities/membership-plan.entity.js';
import { PlanBooking } from '../../src/modules/membership/entities/plan-booking.entity.js';
import { makeSpace } from '../booking/support.js';
import { createTestApp, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

/** The venue day the tests live on; the clock stands at 09:00 Nairobi (06:00 UTC) unless a test moves it. */
const TODAY = '2027-03-15';
const NOW = new Date(`${TODAY}T09:00:00+03:00`);
const minutesFromNow = (minutes: number, seconds = 0) => new Date(NOW.getTime() + (minutes * 60 + seconds) * 1000);

interface BookingRow {
  id: string;
  type: string;
  spaceName: string | null;
  customerName: string;
  date: string;
  time: string;
  holdExpiresAt: string | null;
}
interface Section<Row> {
  count: number;
  rows: Row[];
}
interface Today {
  today: string;
  arrivals?: Section<BookingRow>;
  expiringHolds?: Section<BookingRow>;
  pendingTours?: Section<BookingRow>;
  unansweredContacts?: Section<{ id: string; name: string; subject: string; createdAt: string }>;
  renewalsDue?: Section<{
    id: string;
    memberName: string;
    planName: string;
    renewsOn: string;
    renewsAutomatically: boolean;
  }> & { renewsBefore: string };
}

/**
 * The Overview's "today" over HTTP: arrivals on the Nairobi day (at its edges in UTC), unpaid holds lapsing within
 * the hour (at the window's edges), pending tours, unanswered contacts and renewals due, each counted as its linked
 * list counts it; and the sections an admin may not view left out.
 */
describe("the Overview's today", () => {
  let testApp: TestApp;
  let root: Session;
  let clock: Clock;
  let boardroom: Space;
  let desk: Space;
  let created = 0;
  const groupOf: Record<string, string> = {};

  const json = async <T>(response: Response) => {
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  };
  const today = async (session = root) => json<Today>(await session.request('GET', '/admin/overview/today'));
  const namesOf = (section: Section<BookingRow> | undefined) => section?.rows.map((row) => row.customerName);
  const setNow = (now: Date) => {
    clock.now = () => now;
  };

  /** One booking group (a checkout or a tour request) written straight to the database, one minute after the last. */
  async function book(
    name: string,
    space: Space | null,
    dates: [string, string][],
    status: BookingStatus,
    holdExpiresAt: Date | null = null,
  ): Promise<void> {
    const em = testApp.em();
    const [firstName, lastName] = name.split(' ');
    const createdAt = new Date(Date.UTC(2027, 0, 1, 0, created++));
    const rows = dates.map(([date, time]) => {
      const row = new SpaceBooking(space ? space.type : 'tour', date, time);
      Object.assign(row, {
        space,
        status,
        holdExpiresAt,
        contact: new ContactFields({ firstName, lastName, email: `${firstName.toLowerCase()}@example.com` }),
        createdAt,
        updatedAt: createdAt,
      });
      return row;
    });
    for (const row of rows) row.bookingGroupId = rows[0].id;
    em.persist(rows);
    await em.flush();
    groupOf[name] = rows[0].id;
  }

  async function inquiry(firstName: string, status: 'new' | 'responded' | 'closed'): Promise<void> {
    const em = testApp.em();
    const contact = new Contact({
      firstName,
      lastName: 'Test',
      email: 'c@example.com',
      subject: 'Desks',
      message: 'Hi',
    });
    contact.status = status;
    contact.createdAt = new Date(Date.UTC(2027, 0, 1, 0, created++));
    em.persist(contact);
    await em.flush();
  }

  async function member(firstName: string, plan: MembershipPlan, status: MembershipStatus, periodEnd: string) {
    const em = testApp.em();
    const booking = new PlanBooking(
      em.getReference(MembershipPlan, plan.id),
      { firstName, lastName: 'Member', email: `${firstName.toLowerCase()}@example.com`, phone: '+254700000000' },
      '2027-02-01',
    );
    Object.assign(booking, {
      subscriptionStatus: status,
      periodNumber: 1,
      currentPeriodStart: '2027-02-01',
      currentPeriodEnd: periodEnd,
    });
    booking.createdAt = new Date(Date.UTC(2027, 0, 1, 0, created++));
    em.persist(booking);
    await em.flush();
  }

  beforeAll(async () => {
    testApp = await createTestApp({ LOG_LEVEL: 'error' });
    clock = testApp.app.get(Clock);
    setNow(NOW);
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
    const em = testApp.em();
    boardroom = (await makeSpace(em, { name: 'Boardroom' })).space;
    desk = (await makeSpace(em, { name: 'Hot Desk', type: 'hot-desk', billingCycle: 'daily' })).space;

    // Today's arrivals: confirmed bookings dated today, whatever their kind.
    await book('Amina Hassan', boardroom, [[TODAY, '14:00']], 'confirmed');
    await book(
      'Brian Otieno',
      boardroom,
      [
        [TODAY, '12:00'],
        [TODAY, '10:00'],
      ],
      'confirmed',
    );
    await book('Chao Wei', desk, [[TODAY, 'All Day Access']], 'confirmed');
    await book('Dalia Mwangi', null, [[TODAY, '11:00']], 'confirmed');
    // Not arriving today: cancelled, or booked on the days either side.
    await book('Esther Njeri', boardroom, [[TODAY, '16:00']], 'cancelled');
    await book('Farah Ali', boardroom, [['2027-03-14', '22:00']], 'confirmed');
    await book('Gita Patel', desk, [['2027-03-16', 'All Day Access']], 'confirmed');

    // Unpaid holds around the hour ahead: lapsing one second from now, in half an hour (a two-date checkout, one
    // group), exactly at the hour; not one that lapsed just now, one a second past the hour, or a paid booking.
    await book('Hamisi Juma', boardroom, [[TODAY, '18:00']], 'pending', minutesFromNow(0, 1));
    await book(
      'Ivy Wambui',
      desk,
      [
        ['2027-03-17', 'All Day Access'],
        ['2027-03-18', 'All Day Access'],
      ],
      'pending',
      minutesFromNow(30),
    );
    await book('John Kariuki', boardroom, [['2027-03-19', '10:00']], 'pending', minutesFromNow(60));
    await book('Kioko Mutua', boardroom, [['2027-03-19', '12:00']], 'pending', NOW);
    await book('Lulu Achieng', boardroom, [['2027-03-19', '14:00']], 'pending', minutesFromNow(60, 1));
    await book('Moses Kibet', boardroom, [['2027-03-19', '16:00']], 'confirmed', minutesFromNow(10));

    // Tour requests: two waiting (the sooner listed first); a confirmed one is Dalia's arrival, a cancelled one none.
    await book('Nia Odhiambo', null, [['2027-03-20', '10:00']], 'pending');
    await book('Omar Said', null, [['2027-03-16', '15:00']], 'pending');
    await book('Pili Wanjiru', null, [['2027-03-17', '15:00']], 'cancelled');

    // Contacts: six unanswered (more than a section shows), one responded, one closed.
    for (const name of ['Ann', 'Ben', 'Cate', 'Dan', 'Eve', 'Fay']) await inquiry(name, 'new');
    await inquiry('Gus', 'responded');
    await inquiry('Hal', 'closed');

    // Memberships: renewing tomorrow and on the 7th day are due; the 8th day, overdue and non-renewing are not.
    const monthly = em.create(MembershipPlan, { name: 'Dedicated Desk', price: '20000.00', period: 'monthly' });
    await em.flush();
    await member('Quinn', monthly, 'active', '2027-03-22');
    await member('Rosa', monthly, 'active', '2027-03-16');
    await member('Sam', monthly, 'active', '2027-03-23');
    await member('Tara', monthly, 'past_due', '2027-03-10');
    await member('Umi', monthly, 'non_renewing', '2027-03-17');
  }, 60_000);

  afterAll(async () => {
    await testApp.close();
  });

  it("lists today's arrivals by start time, one row per booking group, and nothing from the days either side", async () => {
    const { status, body } = await today();
    expect(status).toBe(200);
    expect(body.today).toBe(TODAY);
    expect(body.arrivals?.count).toBe(4);
    // The day pass opens at 09:00; Brian's two slots are one arrival at his first.
    expect(body.arrivals?.rows).toEqual([
      {
        id: groupOf['Chao Wei'],
        type: 'hot-desk',
        spaceName: 'Hot Desk',
        customerName: 'Chao Wei',
        date: TODAY,
        time: 'All Day Access',
        holdExpiresAt: null,
      },
      expect.objectContaining({ id: groupOf['Brian Otieno'], time: '10:00', spaceName: 'Boardroom' }),
      expect.objectContaining({ id: groupOf['Dalia Mwangi'], type: 'tour', time: '11:00', spaceName: null }),
      expect.objectContaining({ id: groupOf['Amina Hassan'], time: '14:00' }),
    ]);
  });

  it('takes today as the Nairobi date: from 21:00 UTC the day before until 20:59:59 UTC', async () => {
    try {
      setNow(new Date('2027-03-14T21:00:00Z'));
      const midnight = (await today()).body;
      expect(midnight.today).toBe(TODAY);
      expect(namesOf(midnight.arrivals)).toEqual(['Chao Wei', 'Brian Otieno', 'Dalia Mwangi', 'Amina Hassan']);

      setNow(new Date('2027-03-14T20:59:59Z'));
      const dayBefore = (await today()).body;
      expect(dayBefore.today).toBe('2027-03-14');
      expect(namesOf(dayBefore.arrivals)).toEqual(['Farah Ali']);

      setNow(new Date('2027-03-15T20:59:59Z'));
      expect((await today()).body.arrivals?.count).toBe(4);
      setNow(new Date('2027-03-15T21:00:00Z'));
      const dayAfter = (await today()).body;
      expect(dayAfter.today).toBe('2027-03-16');
      expect(namesOf(dayAfter.arrivals)).toEqual(['Gita Patel']);
    } finally {
      setNow(NOW);
    }
  });

  it('counts unpaid holds lapsing after now and at most 60 minutes ahead, soonest first, a checkout once', async () => {
    const { body } = await today();
    expect(body.expiringHolds?.count).toBe(3);
    expect(namesOf(body.expiringHolds)).toEqual(['Hamisi Juma', 'Ivy Wambui', 'John Kariuki']);
    expect(body.expiringHolds?.rows[1]).toEqual({
      id: groupOf['Ivy Wambui'],
      type: 'hot-desk',
      spaceName: 'Hot Desk',
      customerName: 'Ivy Wambui',
      date: '2027-03-17',
      time: 'All Day Access',
      holdExpiresAt: minutesFromNow(30).toISOString(),
    });

    // A minute later the hold that had one second left is gone, and the one a second past the hour is in.
    try {
      setNow(minutesFromNow(1));
      expect(namesOf((await today()).body.expiringHolds)).toEqual(['Ivy Wambui', 'John Kariuki', 'Lulu Achieng']);
    } finally {
      setNow(NOW);
    }
  });

  it('lists tour requests waiting for staff by tour date, as many as the Bookings list filtered to them shows', async () => {
    const { body } = await today();
    expect(body.pendingTours?.count).toBe(2);
    expect(body.pendingTours?.rows).toEqual([
      {
        id: groupOf['Omar Said'],
        type: 'tour',
        spaceName: null,
        customerName: 'Omar Said',
        date: '2027-03-16',
        time: '15:00',
        holdExpiresAt: null,
      },
      expect.objectContaining({ id: groupOf['Nia Odhiambo'], date: '2027-03-20' }),
    ]);
    const linked = await json<{ id: string }[]>(
      await root.request('GET', '/admin/booking-groups?status=pending&type=tour'),
    );
    expect(linked.headers.get('x-total-count')).toBe('2');
  });

  it('counts unanswered contacts and shows the newest five, as the Contacts list filtered to new does', async () => {
    const { body } = await today();
    expect(body.unansweredContacts?.count).toBe(6);
    expect(body.unansweredContacts?.rows.map((row) => row.name)).toEqual([
      'Fay Test',
      'Eve Test',
      'Dan Test',
      'Cate Test',
      'Ben Test',
    ]);
    expect(body.unansweredContacts?.rows[0]).toEqual({
      id: expect.any(String),
      name: 'Fay Test',
      subject: 'Desks',
      createdAt: expect.any(String),
    });
    const linked = await json<{ id: string }[]>(
      await root.request('GET', '/admin/contacts?status=new&_start=0&_end=5'),
    );
    expect(linked.headers.get('x-total-count')).toBe('6');
    expect(linked.body.map((row) => row.id)).toEqual(body.unansweredContacts?.rows.map((row) => row.id));
  });

  it('counts renewals due in the next 7 days as the membership summary does, with the list filter that shows them', async () => {
    const { body } = await today();
    expect(body.renewalsDue).toEqual({
      count: 2,
      renewsBefore: '2027-03-23',
      rows: [
        {
          id: expect.any(String),
          memberName: 'Rosa Member',
          planName: 'Dedicated Desk',
          renewsOn: '2027-03-16',
          renewsAutomatically: false,
        },
        expect.objectContaining({ memberName: 'Quinn Member', renewsOn: '2027-03-22' }),
      ],
    });
    const summary = await json<{ renewalsDueIn7Days: number }>(await root.request('GET', '/admin/memberships/summary'));
    expect(summary.body.renewalsDueIn7Days).toBe(2);
    const linked = await json<unknown[]>(
      await root.request('GET', '/admin/memberships?status=active&renewsBefore=2027-03-23'),
    );
    expect(linked.headers.get('x-total-count')).toBe('2');
  });

  it('leaves out the sections of lists the admin may not view, and answers every signed-in admin', async () => {
    const em = testApp.em();
    await makeAdmin(em, {
      username: 'frontdesk',
      permissions: buildPermissionMap((resource, action) => resource === 'bookings' && action === 'view'),
    });
    await makeAdmin(em, {
      username: 'inbox',
      permissions: buildPermissionMap((resource, action) => resource === 'contacts' && action === 'view'),
    });
    await makeAdmin(em, {
      username: 'members',
      permissions: buildPermissionMap((resource, action) => resource === 'memberships' && action === 'view'),
    });
    await makeAdmin(em, { username: 'nobody', permissions: buildPermissionMap(() => false) });

    const frontDesk = (await today(await signIn(testApp.api, 'frontdesk'))).body;
    expect(Object.keys(frontDesk).sort()).toEqual(['arrivals', 'expiringHolds', 'pendingTours', 'today']);
    expect(frontDesk.arrivals?.count).toBe(4);
    const inbox = (await today(await signIn(testApp.api, 'inbox'))).body;
    expect(Object.keys(inbox).sort()).toEqual(['today', 'unansweredContacts']);
    expect(inbox.unansweredContacts?.count).toBe(6);
    const members = (await today(await signIn(testApp.api, 'members'))).body;
    expect(Object.keys(members).sort()).toEqual(['renewalsDue', 'today']);
    const nobody = await today(await signIn(testApp.api, 'nobody'));
    expect(nobody.status).toBe(200);
    expect(nobody.body).toEqual({ today: TODAY });

    const anonymous = await fetch(`${testApp.api}/admin/overview/today`);
    expect(anonymous.status).toBe(401);
  });
});
