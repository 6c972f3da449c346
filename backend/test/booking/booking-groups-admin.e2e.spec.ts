import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildPermissionMap } from '@coworking/domain';
import { ContactFields } from '../../src/common/entities/contact-fields.embeddable.js';
import { SpaceBooking, type BookingStatus } from '../../src/modules/booking/entities/space-booking.entity.js';
import { type Space } from '../../src/modules/booking/entities/space.entity.js';
import { AuditLogEntry } from '../../src/modules/identity/entities/audit-log-entry.entity.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { createTestApp, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';
import { makeSpace } from './support.js';

interface GroupRow {
  id: string;
  reference: string;
  kind: 'tour' | 'space';
  spaceName: string | null;
  status: BookingStatus;
  firstDate: string;
  lastDate: string;
  bookingCount: number;
  customerName: string;
  email: string | null;
  priceCents: number | null;
  bookings: {
    id: string;
    date: string;
    time: string;
    status: BookingStatus;
    priceCents: number | null;
    notes: string | null;
    holdExpiresAt: string | null;
  }[];
  payment: { status: string; paidCents: number; refundedCents: number; reference: string | null };
}

interface Seeded {
  groupId: string;
  rows: SpaceBooking[];
}

/**
 * The staff list of bookings one row per booking group, over HTTP: paging with X-Total-Count, sort with a
 * tie-breaker, search, filters, bounds and refusals; the group's dates and payment; the CSV export; and tour
 * requests approved or rejected together (audited and e-mailed like one change).
 */
describe('booking groups in the back-office', () => {
  let testApp: TestApp;
  let root: Session;
  let boardroom: Space;
  let desk: Space;
  let minute = 0;
  const groups: Record<string, Seeded> = {};

  const json = async <T>(response: Response) => {
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  };
  const list = async (query = '', session = root) =>
    json<GroupRow[]>(await session.request('GET', `/admin/booking-groups${query ? `?${query}` : ''}`));
  const namesOf = (rows: GroupRow[]) => rows.map((row) => row.customerName);

  /** A group of bookings made `minute` minutes after the first (so "newest first" is known). */
  async function seed(
    name: string,
    space: Space | null,
    dates: [string, string][],
    status: BookingStatus | BookingStatus[] = 'confirmed',
    contact: Partial<ContactFields> = {},
  ): Promise<Seeded> {
    const em = testApp.em();
    const [firstName, lastName] = name.split(' ');
    const createdAt = new Date(Date.UTC(2026, 10, 1, 6, minute++));
    const rows = dates.map(([date, time], index) => {
      const row = new SpaceBooking(space ? space.type : 'tour', date, time);
      Object.assign(row, {
        space,
        status: Array.isArray(status) ? status[index] : status,
        contact: new ContactFields({
          firstName,
          lastName,
          email: `${firstName.toLowerCase()}@example.com`,
          phone: '+254700000001',
          ...contact,
        }),
        priceCents: space ? 300000 : null,
        createdAt,
        updatedAt: createdAt,
      });
      return row;
    });
    const groupId = rows[0].id;
    for (const row of rows) row.bookingGroupId = groupId;
    em.persist(rows);
    await em.flush();
    const seeded = { groupId, rows };
    groups[name] = seeded;
    return seeded;
  }

  beforeAll(async () => {
    testApp = await createTestApp({ LOG_LEVEL: 'error' });
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
    const em = testApp.em();
    boardroom = (await makeSpace(em, { name: 'Kilimanjaro Boardroom' })).space;
    desk = (await makeSpace(em, { name: 'Hot Desk', type: 'hot-desk', billingCycle: 'daily' })).space;
    await seed('Amina Hassan', boardroom, [
      ['2026-12-02', '12:00'],
      ['2026-12-01', '10:00'],
    ]);
    await seed('Brian Otieno', desk, [['2026-12-05', 'All Day Access']], 'pending');
    await seed('Chao Wei', null, [['2026-12-03', '11:00']], 'pending', { phone: '+254733999888' });
    await seed(
      'Dalia Mwangi',
      boardroom,
      [
        ['2026-12-10', '10:00'],
        ['2026-12-11', '10:00'],
      ],
      ['cancelled', 'cancelled'],
    );
    await seed('Esther Njeri', null, [['2026-12-04', '15:00']], 'pending');
    await seed(
      'Farah Ali',
      desk,
      [
        ['2026-11-28', 'All Day Access'],
        ['2026-11-29', 'All Day Access'],
        ['2026-11-30', 'All Day Access'],
      ],
      ['confirmed', 'cancelled', 'confirmed'],
    );
    // Amina paid in full; Dalia paid and was refunded in full.
    const paid = new Payment('SCH-AMINA', 'booking', groups['Amina Hassan'].groupId, 600000, 'amina@example.com');
    Object.assign(paid, { status: 'success', paidAt: new Date() });
    const refunded = new Payment('SCH-DALIA', 'booking', groups['Dalia Mwangi'].groupId, 600000, 'dalia@example.com');
    Object.assign(refunded, { status: 'success', paidAt: new Date(), refundedCents: 600000 });
    em.persist([paid, refunded]);
    await em.flush();
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
  });

  it('lists one row per group, newest first, with X-Total-Count, its dates in time order and its payment', async () => {
    const page = await list('_start=0&_end=3');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe('6');
    expect(namesOf(page.body)).toEqual(['Farah Ali', 'Esther Njeri', 'Dalia Mwangi']);
    const amina = (await list(`q=${groups['Amina Hassan'].groupId.slice(0, 8).toUpperCase()}`)).body[0];
    expect(amina).toMatchObject({
      id: groups['Amina Hassan'].groupId,
      reference: groups['Amina Hassan'].groupId.slice(0, 8).toUpperCase(),
      kind: 'space',
      spaceName: 'Kilimanjaro Boardroom',
      status: 'confirmed',
      firstDate: '2026-12-01',
      lastDate: '2026-12-02',
      bookingCount: 2,
      email: 'amina@example.com',
      priceCents: 600000,
      payment: { status: 'paid', paidCents: 600000, refundedCents: 0, reference: 'SCH-AMINA' },
    });
    expect(amina.bookings.map((booking) => `${booking.date} ${booking.time}`)).toEqual([
      '2026-12-01 10:00',
      '2026-12-02 12:00',
    ]);
    const dalia = (await list('q=dalia')).body[0];
    expect(dalia.payment).toMatchObject({ status: 'refunded', refundedCents: 600000 });
    expect((await list('q=chao')).body[0].payment).toEqual({
      status: 'none',
      paidCents: 0,
      refundedCents: 0,
      reference: null,
    });
    // Past the end: no rows, the same total.
    const past = await list('_start=50&_end=60');
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe('6');
  });

  it("sums a group's status up from its dates: pending while any waits, confirmed while any holds", async () => {
    expect((await list('q=farah')).body[0]).toMatchObject({ status: 'confirmed', bookingCount: 3 });
    expect((await list('q=dalia')).body[0].status).toBe('cancelled');
  });

  it('sorts by a named field with ties broken by id, so pages never repeat or skip a group', async () => {
    const whole = (await list('_sort=status&_order=ASC&_end=100')).body.map((row) => row.id);
    const paged = [
      ...(await list('_sort=status&_order=ASC&_start=0&_end=2')).body,
      ...(await list('_sort=status&_order=ASC&_start=2&_end=4')).body,
      ...(await list('_sort=status&_order=ASC&_start=4&_end=6')).body,
    ].map((row) => row.id);
    expect(paged).toEqual(whole);
    expect(new Set(paged).size).toBe(6);
    expect(namesOf((await list('_sort=firstDate&_order=ASC&_end=2')).body)).toEqual(['Farah Ali', 'Amina Hassan']);
    expect(namesOf((await list('_sort=customerName&_order=ASC&_end=2')).body)).toEqual([
      'Amina Hassan',
      'Brian Otieno',
    ]);
  });

  it('searches by name, e-mail, phone or reference and filters by status, space, kind and dates', async () => {
    expect(namesOf((await list('q=njeri')).body)).toEqual(['Esther Njeri']);
    expect(namesOf((await list('q=brian@example')).body)).toEqual(['Brian Otieno']);
    expect(namesOf((await list('q=733999')).body)).toEqual(['Chao Wei']);
    expect(namesOf((await list('status=pending')).body)).toEqual(['Esther Njeri', 'Chao Wei', 'Brian Otieno']);
    expect(namesOf((await list(`spaceId=${boardroom.id}`)).body)).toEqual(['Dalia Mwangi', 'Amina Hassan']);
    expect(namesOf((await list('type=tour')).body)).toEqual(['Esther Njeri', 'Chao Wei']);
    expect((await list('type=space')).headers.get('x-total-count')).toBe('4');
    // Groups with a date in the range (inclusive at both ends).
    expect(namesOf((await list('from=2026-12-02&to=2026-12-04')).body)).toEqual([
      'Esther Njeri',
      'Chao Wei',
      'Amina Hassan',
    ]);
    expect(namesOf((await list('status=pending&type=tour&from=2026-12-04')).body)).toEqual(['Esther Njeri']);
    // A typed % or _ matches itself, not everything.
    expect((await list('q=%25')).body).toEqual([]);
  });

  it('keeps pages within bounds: 25 rows without _end, at most 200 whatever is asked', async () => {
    const em = testApp.em();
    const many = Array.from({ length: 230 }, (_, index) => {
      const tour = new SpaceBooking('tour', '2027-01-15', '10:00');
      Object.assign(tour, {
        contact: new ContactFields({ firstName: 'Visitor', lastName: `${index}`, email: `v${index}@example.com` }),
        createdAt: new Date(Date.UTC(2026, 9, 1, 0, index)),
      });
      tour.bookingGroupId = tour.id;
      return tour;
    });
    em.persist(many);
    await em.flush();
    try {
      const first = await list('q=visitor');
      expect(first.body).toHaveLength(25);
      expect(first.headers.get('x-total-count')).toBe('230');
      expect((await list('q=visitor&_start=0&_end=1000')).body).toHaveLength(200);
      expect((await list('q=visitor&_start=220&_end=1000')).body).toHaveLength(10);
    } finally {
      await testApp.em().nativeDelete(SpaceBooking, { id: { $in: many.map((tour) => tour.id) } });
    }
    expect((await list()).headers.get('x-total-count')).toBe('6');
  });

  it('refuses parameters it cannot honour with a 400 that says which and why', async () => {
    const refusals: [string, string][] = [
      ['_sort=price', '_sort must be one of createdAt, firstDate, status, customerName'],
      ['_order=UP', '_order must be ASC or DESC'],
      ['_start=-1', '_start must be 0 or more'],
      ['_end=0', '_end must be 1 or more'],
      ['_start=ten', '_start must be a whole number'],
      ['status=approved', 'status must be one of pending, confirmed, cancelled'],
      ['spaceId=boardroom', 'spaceId must be a space id'],
      ['type=desk', 'type must be tour or space'],
      ['from=2026-02-30', 'from must be a date (YYYY-MM-DD)'],
      ['from=2026-12-05&to=2026-12-01', 'to must be on or after from'],
      [`q=${'x'.repeat(201)}`, 'Search text must be at most 200 characters'],
    ];
    for (const [query, message] of refusals) {
      const refused = await json<{ message: string }>(await root.request('GET', `/admin/booking-groups?${query}`));
      expect({ query, status: refused.status, message: refused.body.message }).toEqual({ query, status: 400, message });
    }
  });

  it('shows one group with its dates, each with its notes and hold, and says when there is none', async () => {
    const farah = groups['Farah Ali'];
    const holdEnds = new Date('2026-11-30T09:15:00.000Z');
    await testApp
      .em()
      .nativeUpdate(SpaceBooking, { id: farah.rows[1].id }, { notes: 'Refund or rebook', holdExpiresAt: holdEnds });
    const one = await json<GroupRow>(await root.request('GET', `/admin/booking-groups/${farah.groupId}`));
    expect(one.status).toBe(200);
    expect(one.body.bookings.map((booking) => booking.status)).toEqual(['confirmed', 'cancelled', 'confirmed']);
    const noted = one.body.bookings.find((booking) => booking.id === farah.rows[1].id);
    expect(noted?.notes).toBe('Refund or rebook');
    expect(new Date(noted?.holdExpiresAt ?? '').toISOString()).toBe(holdEnds.toISOString());
    expect(one.body.bookings.filter((booking) => booking.notes === null)).toHaveLength(2);
    const none = await json<{ message: string }>(
      await root.request('GET', '/admin/booking-groups/00000000-0000-4000-8000-000000000000'),
    );
    expect(none.status).toBe(404);
    expect(none.body.message).toMatch(/booking/i);
  });

  it("follows a staff change of one date: the group's status is summed up again at once", async () => {
    const [first, second] = groups['Amina Hassan'].rows;
    for (const row of [first, second]) {
      const response = await root.request('PUT', `/admin/bookings/${row.id}`, { status: 'cancelled', refund: false });
      expect(response.status).toBe(200);
    }
    expect((await list('q=amina')).body[0].status).toBe('cancelled');
    await root.request('PUT', `/admin/bookings/${first.id}`, { status: 'confirmed' });
    expect((await list('q=amina')).body[0].status).toBe('confirmed');
  });

  it('exports the filtered list as CSV: a spreadsheet line per group, Nairobi times and KES as numbers', async () => {
    const response = await root.request(
      'GET',
      '/admin/booking-groups/export.csv?type=space&_sort=customerName&_order=ASC',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Booked at (Nairobi),Kind,Space,Status,Customer,E-mail,Phone,First date,Last date,Bookings,Dates and times,Price (KES),Payment,Paid (KES),Refunded (KES),Payment reference',
    );
    expect(lines).toHaveLength(5);
    const reference = groups['Amina Hassan'].groupId.slice(0, 8).toUpperCase();
    expect(lines[1]).toBe(
      `${reference},2026-11-01 09:00,space,Kilimanjaro Boardroom,confirmed,Amina Hassan,amina@example.com,+254700000001,2026-12-01,2026-12-02,2,2026-12-01 10:00; 2026-12-02 12:00,6000,paid,6000,0,SCH-AMINA`,
    );
    const refused = await json<{ message: string }>(
      await root.request('GET', '/admin/booking-groups/export.csv?status=maybe'),
    );
    expect(refused.status).toBe(400);
  });

  it('exports and lists only for admins who may view bookings', async () => {
    await makeAdmin(testApp.em(), {
      username: 'cashier',
      permissions: buildPermissionMap((resource, action) => resource === 'payments' && action === 'view'),
    });
    const cashier = await signIn(testApp.api, 'cashier');
    expect((await cashier.request('GET', '/admin/booking-groups')).status).toBe(403);
    expect((await cashier.request('GET', '/admin/booking-groups/export.csv')).status).toBe(403);
  });

  describe('tour requests approved or rejected together', () => {
    it('approves several tours: each is confirmed, audited and the visitor e-mailed', async () => {
      const tours = [groups['Chao Wei'].rows[0].id, groups['Esther Njeri'].rows[0].id];
      const response = await json<{ changed: number; bookings: { id: string; status: string }[] }>(
        await root.request('POST', '/admin/bookings/bulk-status', { ids: tours, status: 'approved' }),
      );
      expect(response.status).toBe(200);
      expect(response.body.changed).toBe(2);
      expect(response.body.bookings.map((booking) => booking.status)).toEqual(['confirmed', 'confirmed']);
      const em = testApp.em();
      const audit = await em.find(AuditLogEntry, { resource: 'bookings', resourceId: { $in: tours } });
      expect(audit).toHaveLength(2);
      expect(audit[0]).toMatchObject({ action: 'update', adminUsername: ROOT.username });
      expect(audit[0].changes).toEqual({ status: { from: 'pending', to: 'confirmed' } });
      const mail = await em.find(MailOutbox, { recipient: { $in: ['chao@example.com', 'esther@example.com'] } });
      expect(mail.map((message) => message.recipient).sort()).toEqual(['chao@example.com', 'esther@example.com']);
      expect(namesOf((await list('type=tour&status=confirmed')).body)).toEqual(['Esther Njeri', 'Chao Wei']);
    });

    it('rejects tours, and refuses space bookings, unknown ids and empty lists without changing anything', async () => {
      const tour = groups['Chao Wei'].rows[0].id;
      const space = groups['Brian Otieno'].rows[0].id;
      const mixed = await json<{ message: string }>(
        await root.request('POST', '/admin/bookings/bulk-status', { ids: [tour, space], status: 'rejected' }),
      );
      expect(mixed.status).toBe(400);
      expect(mixed.body.message).toBe(
        `Only tour requests are approved or rejected together; these are space bookings: ${space.slice(0, 8).toUpperCase()}`,
      );
      expect((await list('q=chao')).body[0].status).toBe('confirmed');
      const unknown = await root.request('POST', '/admin/bookings/bulk-status', {
        ids: ['00000000-0000-4000-8000-000000000000'],
        status: 'approved',
      });
      expect(unknown.status).toBe(404);
      const refusals: [unknown, string][] = [
        [{ ids: [], status: 'approved' }, 'Choose at least one tour request'],
        [{ ids: [tour], status: 'maybe' }, 'status must be approved or rejected'],
        [{ ids: ['x'], status: 'approved' }, 'Each id must be a tour request id'],
        [{ ids: [tour, tour], status: 'approved' }, 'A tour request is listed twice'],
      ];
      for (const [body, message] of refusals) {
        const refused = await json<{ message: string }>(
          await root.request('POST', '/admin/bookings/bulk-status', body),
        );
        expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message });
      }
      const rejected = await json<{ changed: number }>(
        await root.request('POST', '/admin/bookings/bulk-status', { ids: [tour], status: 'rejected' }),
      );
      expect(rejected.body.changed).toBe(1);
      expect((await list('q=chao')).body[0].status).toBe('cancelled');
    });

    it('needs bookings.edit', async () => {
      await makeAdmin(testApp.em(), {
        username: 'viewer',
        permissions: buildPermissionMap((resource, action) => resource === 'bookings' && action === 'view'),
      });
      const viewer = await signIn(testApp.api, 'viewer');
      const response = await viewer.request('POST', '/admin/bookings/bulk-status', {
        ids: [groups['Esther Njeri'].rows[0].id],
        status: 'rejected',
      });
      expect(response.status).toBe(403);
    });
  });
});
