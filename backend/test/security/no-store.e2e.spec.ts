import { get } from 'node:http';
import { futureWeekday, makeSpace } from '../booking/support.js';
import { createTestApp, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

/**
 * Answers carrying personal data, secrets or money documents are never kept by a browser or a proxy
 * (`Cache-Control: no-store`), whatever the answer: data, a document, an error. Public lists keep their caching.
 * Runs the real application serving the built storefront, whose pages opened with a secret are not stored either.
 */
describe('no-store on private answers', () => {
  let testApp: TestApp;
  let root: Session;
  let site: string;
  let paymentId: string;

  const cacheControl = (response: Response) => response.headers.get('cache-control') ?? '';

  beforeAll(async () => {
    testApp = await createTestApp({}, { serveFrontends: true });
    site = testApp.api.replace(/\/api$/, '');
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
    // A walk-in paid in cash: a receipt to download.
    const { space, instances } = await makeSpace(testApp.em(), { name: 'Boardroom', rate: '1500.00', instances: 1 });
    const created = await root.request('POST', '/admin/bookings', {
      spaceId: space.id,
      firstName: 'Achieng',
      lastName: 'Otieno',
      email: 'achieng@example.com',
      phone: '+254722000111',
      instanceId: instances[0].id,
      dates: [futureWeekday(21)],
      slots: ['10:00'],
      paymentKind: 'cash',
    });
    expect(created.status).toBe(201);
    ({ paymentId } = (await created.json()) as { paymentId: string });
  });
  afterAll(() => testApp.close());

  it('sends no-store on admin JSON, CSV exports, receipts and credit notes, signed in or refused', async () => {
    // null: whatever the status, the answer is not stored.
    const cases: [string, Promise<Response>, number | null][] = [
      ['admin JSON', root.request('GET', '/admin/payments'), 200],
      ['admin record', root.request('GET', `/admin/payments/${paymentId}`), 200],
      ['admin CSV export', root.request('GET', '/admin/payments/export.csv'), 200],
      ['admin CSV export of bookings', root.request('GET', '/admin/booking-groups/export.csv'), 200],
      ['admin receipt', root.request('GET', `/admin/payments/${paymentId}/receipt`), 200],
      [
        'admin credit note (none)',
        root.request('GET', `/admin/payments/${paymentId}/refunds/00000000-0000-4000-8000-000000000000/credit-note`),
        404,
      ],
      ['admin, signed out', fetch(`${testApp.api}/admin/payments`), 401],
      ['admin, another spelling of the path', fetch(`${site}/API/Admin/payments`), null],
      ['admin, an encoded spelling', fetch(`${site}/api/%61dmin/payments`), null],
      ['admin, unknown route', root.request('GET', '/admin/no-such-list'), 404],
      ['admin, invalid query', root.request('GET', '/admin/payments?page=-3'), 400],
    ];
    for (const [what, answer, status] of cases) {
      const response = await answer;
      await response.arrayBuffer();
      expect({ what, status: response.status, cacheControl: cacheControl(response) }).toEqual({
        what,
        status: status ?? response.status,
        cacheControl: expect.stringContaining('no-store'),
      });
    }
  });

  it('sends no-store on the member portal’s data and documents, the manage link’s, pay links and unsubscribe links', async () => {
    const token = 'a-made-up-manage-token-0123456789';
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const path of [
      '/member/me',
      '/member/memberships',
      '/member/documents',
      `/member/payments/${uuid}/receipt`,
      `/member/refunds/${uuid}/credit-note`,
      `/bookings/manage/${token}`,
      `/bookings/manage/${token}/receipt`,
      `/bookings/manage/${token}/refunds/${uuid}/credit-note`,
      `/memberships/${uuid}/pay?expires=1&signature=x`,
      `/newsletter/unsubscribe/${token}`,
    ]) {
      // A pay link answers with a redirect: read it, do not follow it.
      const response = await fetch(`${testApp.api}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      expect({ path, status: response.status, cacheControl: cacheControl(response) }).toEqual({
        path,
        status: expect.any(Number),
        cacheControl: expect.stringContaining('no-store'),
      });
      expect(response.status).toBeGreaterThanOrEqual(300);
    }
  });

  it('sends the storefront pages opened with a secret or a member’s data with no-store and no Referer', async () => {
    for (const path of ['/bookings/manage/a-made-up-manage-token-0123456789', '/member-portal']) {
      const response = await fetch(`${site}${path}`);
      expect({
        path,
        status: response.status,
        html: (await response.text()).startsWith('<!doctype html>'),
        cacheControl: cacheControl(response),
        referrerPolicy: response.headers.get('referrer-policy'),
      }).toEqual({ path, status: 200, html: true, cacheControl: 'no-store', referrerPolicy: 'no-referrer' });
    }
  });

  it('keeps the public lists and pages cacheable: no no-store, ETags and 304s as before', async () => {
    const spaces = await fetch(`${testApp.api}/spaces`);
    expect(spaces.status).toBe(200);
    expect(cacheControl(spaces)).not.toContain('no-store');
    const etag = spaces.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await revalidation(`${testApp.api}/spaces`, etag!)).toEqual({ status: 304, noStore: false });
    for (const path of ['/api/membership-plans', '/about', '/events']) {
      const response = await fetch(`${site}${path}`);
      await response.arrayBuffer();
      expect({ path, status: response.status, noStore: cacheControl(response).includes('no-store') }).toEqual({
        path,
        status: 200,
        noStore: false,
      });
    }
  });
});

/**
 * A revalidation as a browser sends it (fetch() cannot: with If-None-Match it also sends Cache-Control: no-cache,
 * which tells the server not to answer 304).
 */
function revalidation(url: string, etag: string): Promise<{ status: number; noStore: boolean }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'if-none-match': etag } }, (response) => {
      response.resume();
      resolve({
        status: response.statusCode ?? 0,
        noStore: String(response.headers['cache-control'] ?? '').includes('no-store'),
      });
    }).once('error', reject);
  });
}
