import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildPermissionMap } from '@coworking/domain';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { MembershipPlan } from '../../src/modules/membership/entities/membership-plan.entity.js';
import { User } from '../../src/modules/identity/entities/user.entity.js';
import { makeSpace } from '../booking/support.js';
import { createTestApp, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

type Row = Record<string, unknown> & { id: string };

/**
 * Every admin list speaks react-admin's json-server convention over HTTP: an array body, X-Total-Count, `_start`/
 * `_end` pages (25 by default, at most 200), `_sort`/`_order` with a tie-breaker, `q` and named filters, and a 400
 * that says which parameter is wrong. Called without paging parameters a list answers as it did before (bounded).
 * Each list a spreadsheet user wants exports as CSV with its filters, for admins who may view the list.
 */
describe('admin lists share one convention', () => {
  let testApp: TestApp;
  let root: Session;

  const json = async <T>(response: Response) => {
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  };
  const get = async <T = Row[]>(path: string, session = root) => json<T>(await session.request('GET', path));
  const field = (rows: Row[], name: string) => rows.map((row) => row[name]);

  beforeAll(async () => {
    testApp = await createTestApp();
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
    const em = testApp.em();
    // 30 customer accounts, one a minute apart; every third on the Dedicated Desk plan.
    for (let index = 0; index < 30; index += 1) {
      const user = new User(`member${String(index).padStart(2, '0')}`, `member${index}@example.com`, 'x');
      const at = new Date(Date.UTC(2026, 10, 1, 6, index));
      Object.assign(user, {
        firstName: index === 7 ? 'Wanjiku' : 'Member',
        lastName: `Number ${index}`,
        phone: `+2547000000${String(index).padStart(2, '0')}`,
        membershipPlan: index % 3 === 0 ? 'Dedicated Desk' : null,
        createdAt: at,
        updatedAt: at,
      });
      em.persist(user);
    }
    for (const [name, price, period] of [
      ['Hot Desk', '10500.00', 'monthly'],
      ['Dedicated Desk', '20000.00', 'monthly'],
      ['Day Pass', '1500.00', 'daily'],
    ] as const) {
      const plan = new MembershipPlan(name, price);
      plan.period = period;
      em.persist(plan);
    }
    for (let index = 0; index < 12; index += 1) {
      const mail = new MailOutbox(
        index % 2 ? 'booking-confirmation' : 'tour-requested',
        `guest${index}@example.com`,
        {},
      );
      const at = new Date(Date.UTC(2026, 10, 1 + index, 9));
      Object.assign(mail, { status: index % 4 === 0 ? 'failed' : 'sent', createdAt: at, updatedAt: at });
      em.persist(mail);
    }
    await em.flush();
    await makeSpace(testApp.em(), { name: 'Boardroom', instances: 2 });
    await makeSpace(testApp.em(), { name: 'Amboseli Hall', type: 'event-space' });
    await makeSpace(testApp.em(), { name: 'Phone Booth', type: 'phone-booth' });
    await makeAdmin(testApp.em(), { username: 'frontdesk', role: 'moderator' });
    await makeAdmin(testApp.em(), { username: 'manager', role: 'admin' });
    await makeAdmin(testApp.em(), { username: 'retired', role: 'admin', isActive: false });
    // Audit entries: three staff edits of an account.
    const first = (await get('/admin/users?_sort=username&_order=ASC&_end=1')).body[0];
    for (const phone of ['+254711000001', '+254711000002', '+254711000003'])
      expect((await root.request('PUT', `/admin/users/${first.id}`, { phone })).status).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
  });

  describe('customer accounts (a table that grows: SQL, index on created_at, id)', () => {
    it('pages newest first with X-Total-Count; 25 rows when _end is missing, at most 200', async () => {
      const page = await get('/admin/users?_start=0&_end=5');
      expect(page.status).toBe(200);
      expect(page.headers.get('x-total-count')).toBe('30');
      expect(page.headers.get('access-control-expose-headers')).toBe('X-Total-Count');
      expect(field(page.body, 'username')).toEqual(['member29', 'member28', 'member27', 'member26', 'member25']);
      expect((await get('/admin/users?_start=5')).body).toHaveLength(25);
      expect((await get('/admin/users?_start=0&_end=5000')).body).toHaveLength(30);
      expect((await get('/admin/users?_start=28&_end=40')).body).toHaveLength(2);
    });

    it('keeps its old answer without paging parameters: every account (up to 500), newest first', async () => {
      const all = await get('/admin/users');
      expect(all.body).toHaveLength(30);
      expect(all.body[0].username).toBe('member29');
      expect(all.headers.get('x-total-count')).toBe('30');
    });

    it('sorts by a named field either way, ties broken by id', async () => {
      expect(field((await get('/admin/users?_sort=username&_order=ASC&_end=2')).body, 'username')).toEqual([
        'member00',
        'member01',
      ]);
      const byPlan = [
        ...(await get('/admin/users?_sort=lastName&_order=DESC&_start=0&_end=10')).body,
        ...(await get('/admin/users?_sort=lastName&_order=DESC&_start=10&_end=30')).body,
      ];
      expect(new Set(field(byPlan, 'id')).size).toBe(30);
    });

    it('searches name, username, e-mail and phone, and filters by plan', async () => {
      expect(field((await get('/admin/users?q=wanjiku')).body, 'username')).toEqual(['member07']);
      expect(field((await get('/admin/users?q=member12@')).body, 'username')).toEqual(['member12']);
      expect(field((await get('/admin/users?q=000029')).body, 'username')).toEqual(['member29']);
      const desk = await get('/admin/users?membershipPlan=Dedicated%20Desk&_end=3');
      expect(desk.headers.get('x-total-count')).toBe('10');
      expect(field(desk.body, 'username')).toEqual(['member27', 'member24', 'member21']);
    });
  });

  describe('administrators', () => {
    it('lists oldest first as before, filters by role and active, and searches', async () => {
      const all = await get('/admin/admins');
      expect(field(all.body, 'username')).toEqual(['root', 'frontdesk', 'manager', 'retired']);
      expect(all.headers.get('x-total-count')).toBe('4');
      expect(field((await get('/admin/admins?role=admin')).body, 'username')).toEqual(['manager', 'retired']);
      expect(field((await get('/admin/admins?isActive=false')).body, 'username')).toEqual(['retired']);
      expect(field((await get('/admin/admins?q=desk')).body, 'username')).toEqual(['frontdesk']);
      expect(field((await get('/admin/admins?_sort=username&_order=DESC&_start=0&_end=2')).body, 'username')).toEqual([
        'root',
        'retired',
      ]);
      expect((await get('/admin/admins?q=desk')).body[0]).toMatchObject({
        role: 'moderator',
        displayName: 'frontdesk',
      });
    });
  });

  describe('configuration lists (tens of rows: sorted and paged in memory)', () => {
    it('roles: the old order without _sort, paging, search and sort by name', async () => {
      const all = await get('/admin/roles');
      expect(field(all.body, 'name').slice(0, 3)).toEqual(['admin', 'moderator', 'super_admin']);
      expect(all.headers.get('x-total-count')).toBe(String(all.body.length));
      expect(field((await get('/admin/roles?q=front')).body, 'name')).toEqual(['moderator']);
      expect(field((await get('/admin/roles?_sort=name&_order=DESC&_end=1')).body, 'name')).toEqual(['super_admin']);
    });

    it('spaces: search, sort and pages', async () => {
      const page = await get('/admin/spaces?_sort=name&_order=ASC&_start=0&_end=2');
      expect(field(page.body, 'name')).toEqual(['Amboseli Hall', 'Boardroom']);
      expect(page.headers.get('x-total-count')).toBe('3');
      expect(field((await get('/admin/spaces?q=booth')).body, 'name')).toEqual(['Phone Booth']);
      expect(field((await get('/admin/spaces?_sort=capacity&_order=DESC&_start=2&_end=3')).body, 'name')).toHaveLength(
        1,
      );
    });

    it('membership plans: sort by price (as a number) and search', async () => {
      expect(field((await get('/admin/membership-plans?_sort=price&_order=ASC')).body, 'name')).toEqual([
        'Day Pass',
        'Hot Desk',
        'Dedicated Desk',
      ]);
      expect(field((await get('/admin/membership-plans?q=daily')).body, 'name')).toEqual(['Day Pass']);
      expect((await get('/admin/membership-plans?_end=1')).headers.get('x-total-count')).toBe('3');
    });

    it('e-mail templates: by name without _sort, search and pages', async () => {
      const all = await get('/admin/email-templates');
      const names = field(all.body, 'name') as string[];
      expect(names).toEqual([...names].sort());
      const page = await get('/admin/email-templates?_start=1&_end=3');
      expect(field(page.body, 'name')).toEqual(names.slice(1, 3));
      expect(page.headers.get('x-total-count')).toBe(String(names.length));
      expect(field((await get('/admin/email-templates?q=tour')).body, 'name').length).toBeGreaterThan(0);
    });
  });

  describe('the e-mail log', () => {
    it('keeps ?limit and ?status for the Email tab, and pages, filters and sorts like every list', async () => {
      expect((await get('/admin/email-log?limit=3')).body).toHaveLength(3);
      const failed = await get('/admin/email-log?status=failed');
      expect(field(failed.body, 'recipient')).toEqual([
        'guest8@example.com',
        'guest4@example.com',
        'guest0@example.com',
      ]);
      expect(failed.headers.get('x-total-count')).toBe('3');
      const page = await get('/admin/email-log?template=tour-requested&_start=0&_end=2&_sort=recipient&_order=ASC');
      expect(field(page.body, 'recipient')).toEqual(['guest0@example.com', 'guest10@example.com']);
      expect(page.headers.get('x-total-count')).toBe('6');
      // Written on 3 to 5 November, Nairobi days.
      expect(field((await get('/admin/email-log?from=2026-11-03&to=2026-11-05')).body, 'recipient')).toEqual([
        'guest4@example.com',
        'guest3@example.com',
        'guest2@example.com',
      ]);
    });
  });

  describe('the audit log', () => {
    it('answers { data, total } as before without _start/_end, and an array with X-Total-Count with them', async () => {
      const legacy = await get<{ data: Row[]; total: number }>('/admin/audit-log?limit=2');
      expect(legacy.body.data).toHaveLength(2);
      expect(legacy.body.total).toBeGreaterThanOrEqual(3);
      const page = await get('/admin/audit-log?resource=users&action=update&_start=0&_end=2');
      expect(page.body).toHaveLength(2);
      expect(page.headers.get('x-total-count')).toBe('3');
      expect(page.body[0]).toMatchObject({ resource: 'users', action: 'update', adminUsername: 'root' });
      expect((page.body[0].changes as Record<string, { to: string }>).phone.to).toBe('+254711000003');
    });
  });

  it('refuses parameters it cannot honour, on every list, with a 400 that names the parameter', async () => {
    const refusals: [string, string][] = [
      ['/admin/users?_sort=password', '_sort must be one of createdAt, username, email, lastName'],
      ['/admin/users?_order=sideways', '_order must be ASC or DESC'],
      ['/admin/users?_start=-3', '_start must be 0 or more'],
      ['/admin/users?_end=1.5', '_end must be a whole number'],
      ['/admin/admins?role=owner', 'role must be one of super_admin, admin, moderator'],
      ['/admin/admins?isActive=maybe', 'isActive must be true or false'],
      ['/admin/roles?_sort=permissions', '_sort must be one of name, createdAt'],
      ['/admin/spaces?_sort=rate', '_sort must be one of name, type, displayOrder, capacity'],
      ['/admin/membership-plans?_start=x', '_start must be a whole number'],
      ['/admin/email-templates?_sort=subject', '_sort must be one of name, updatedAt'],
      ['/admin/email-log?status=lost', 'status must be one of pending, sending, sent, failed'],
      ['/admin/email-log?limit=501', 'limit must be at most 500'],
      ['/admin/email-log?from=2026-11-31', 'from must be a date (YYYY-MM-DD)'],
      ['/admin/audit-log?action=explode', 'action must be one of '],
      ['/admin/audit-log?adminId=root', 'adminId must be an admin id'],
      ['/admin/audit-log?from=2026-11-05&to=2026-11-01', 'to must be on or after from'],
      [`/admin/users?q=${'q'.repeat(201)}`, 'Search text must be at most 200 characters'],
    ];
    for (const [path, message] of refusals) {
      const refused = await get<{ message: string }>(path);
      expect({ path, status: refused.status }).toEqual({ path, status: 400 });
      expect(refused.body.message.startsWith(message)).toBe(true);
    }
  });

  describe('CSV exports', () => {
    const download = async (path: string, session = root) => {
      const response = await session.request('GET', path);
      const text = response.status === 200 ? (await response.text()).replace(/^\uFEFF/, '') : await response.text();
      return { response, lines: text.trim().split('\r\n') };
    };

    it('each list downloads with its filters as a named CSV file', async () => {
      const exports: [string, string, string, number][] = [
        [
          '/admin/users/export.csv?membershipPlan=Dedicated%20Desk',
          'users',
          'Username,First name,Last name,E-mail,Phone,Membership plan,Created (Nairobi)',
          10,
        ],
        [
          '/admin/admins/export.csv?isActive=true',
          'admins',
          'Username,First name,Last name,E-mail,Role,Active,Last sign-in (Nairobi),Created (Nairobi)',
          3,
        ],
        [
          '/admin/email-log/export.csv?status=failed',
          'email-log',
          'Written (Nairobi),Recipient,Template,Status,Attempts,Sent (Nairobi),Last error',
          3,
        ],
        [
          '/admin/audit-log/export.csv?resource=users',
          'audit-log',
          'When (Nairobi),Admin,Action,Resource,Record,Changes,IP address',
          3,
        ],
        [
          '/admin/payments/export.csv',
          'payments',
          'Created (Nairobi),Paid (Nairobi),Reference,Receipt,For,What,Customer,E-mail,Channel,Recorded by,Status,Amount (KES),Fees (KES),Refunded (KES),Received (rejected),Refund',
          0,
        ],
        [
          '/admin/memberships/export.csv',
          'memberships',
          'Member,E-mail,Phone,Plan,Period,Price (KES),Status,Start date,Period start,Period end,Next charge,Renews automatically,Cancelled (Nairobi),Created (Nairobi)',
          0,
        ],
      ];
      for (const [path, name, header, rows] of exports) {
        const { response, lines } = await download(path);
        expect({ path, status: response.status }).toEqual({ path, status: 200 });
        expect(response.headers.get('content-disposition')).toMatch(
          new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
        );
        expect(lines[0]).toBe(header);
        expect({ path, rows: lines.length - 1 }).toEqual({ path, rows });
      }
      const { lines } = await download('/admin/users/export.csv?q=member07');
      expect(lines[1]).toBe('member07,Wanjiku,Number 7,member7@example.com,+254700000007,,2026-11-01 09:07');
    });

    it('needs the permission to view the list, and refuses bad filters with a 400', async () => {
      await makeAdmin(testApp.em(), {
        username: 'bookkeeper',
        permissions: buildPermissionMap((resource, action) => resource === 'payments' && action === 'view'),
      });
      const bookkeeper = await signIn(testApp.api, 'bookkeeper');
      for (const path of [
        '/admin/users/export.csv',
        '/admin/admins/export.csv',
        '/admin/email-log/export.csv',
        '/admin/audit-log/export.csv',
        '/admin/memberships/export.csv',
      ])
        expect({ path, status: (await bookkeeper.request('GET', path)).status }).toEqual({ path, status: 403 });
      expect((await bookkeeper.request('GET', '/admin/payments/export.csv')).status).toBe(200);
      const refused = await get<{ message: string }>('/admin/users/export.csv?_sort=password');
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^_sort must be one of/);
    });
  });
});
