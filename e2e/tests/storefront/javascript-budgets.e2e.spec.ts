import {
  addVenueDays,
  JAVASCRIPT_BUDGETS_KB,
  STOREFRONT_ROUTE_PATTERNS,
  type StorefrontRoutePattern,
  venueToday,
} from '@coworking/domain';
import { randomBytes } from 'node:crypto';
import { devices } from 'playwright-core';
import { signInAdminApi } from '../../support/admin-api.js';
import { productUnderTest } from '../../support/environment.js';
import { signInLinkIn, waitForMail } from '../../support/mailbox.js';
import { browserForSpec } from './storefront-pages.js';

interface Visit {
  label: string;
  pattern: StorefrontRoutePattern;
  path: string;
  memberCookie?: string;
}

/** Pages opened side by side: what each fetches does not depend on the others. */
const AT_ONCE = 4;

/**
 * A customer with a booking, signed in to the member portal: the front desk books a desk day for a new address, the
 * customer asks for a sign-in link and spends it; the portal gives the booking's manage link.
 */
async function signedInCustomer(): Promise<{ memberCookie: string; managePath: string }> {
  const { baseUrl } = productUnderTest();
  const admin = await signInAdminApi();
  const spaces = await admin.request<Array<{ id: string; name: string }>>('GET', '/api/spaces');
  const desk = spaces.find((space) => space.name === 'Hot Desk Day Pass');
  if (!desk) throw new Error('the demo content has no "Hot Desk Day Pass"');
  const email = `budgets-${randomBytes(4).toString('hex')}@example.com`;
  await admin.request('POST', '/api/admin/bookings', {
    spaceId: desk.id,
    dates: [addVenueDays(venueToday(), 9)],
    firstName: 'Wanjiru',
    lastName: 'Otieno',
    email,
    phone: '0722000777',
    paymentKind: 'cash',
  });
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const asked = await fetch(`${baseUrl}/api/member/sign-in-link`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email }),
  });
  expect(asked.status).toBe(202);
  const token = new URL(signInLinkIn(await waitForMail(email, /sign-in link/i))).hash.replace('#token=', '');
  const session = await fetch(`${baseUrl}/api/member/session`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token }),
  });
  expect(session.status).toBe(200);
  const memberCookie = (session.headers.get('set-cookie') ?? '').split(';')[0];
  const member = { origin: baseUrl, cookie: memberCookie };
  const bookings = (await (await fetch(`${baseUrl}/api/member/bookings`, { headers: member })).json()) as {
    upcoming: Array<{ bookingGroupId: string }>;
  };
  const link = await fetch(`${baseUrl}/api/member/bookings/${bookings.upcoming[0].bookingGroupId}/manage-link`, {
    method: 'POST',
    headers: member,
  });
  expect(link.status).toBe(200);
  return { memberCookie, managePath: new URL(((await link.json()) as { url: string }).url).pathname };
}

async function visitsOfEveryRoute(): Promise<Visit[]> {
  const { baseUrl } = productUnderTest();
  const customer = await signedInCustomer();
  const posts = (await (await fetch(`${baseUrl}/api/blog`)).json()) as Array<{ slug: string }>;
  return STOREFRONT_ROUTE_PATTERNS.flatMap((pattern): Visit[] => {
    if (pattern === '*') return [{ label: 'a page not found', pattern, path: '/no-such-page' }];
    if (pattern === '/blog/:slug') return [{ label: pattern, pattern, path: `/blog/${posts[0].slug}` }];
    if (pattern === '/bookings/manage/:token') return [{ label: pattern, pattern, path: customer.managePath }];
    if (pattern === '/member-portal')
      return [
        { label: '/member-portal (signed out)', pattern, path: pattern },
        { label: '/member-portal (signed in)', pattern, path: pattern, memberCookie: customer.memberCookie },
      ];
    return [{ label: pattern, pattern, path: pattern }];
  });
}

// Issue 33: what a phone fetches before the visitor touches the page, every route of the table, gzip. The figures
// themselves are in docs/benchmarks.md (npm run bench); this fails the build when a page goes over its budget.
describe('JavaScript before the first interaction, on every storefront page', () => {
  const browser = browserForSpec();

  // The bytes transferred, the page asking for gzip only: a file under the server's 1 KB threshold counts as sent.
  it('stays within the page’s budget (gzip, as Chromium fetches it on a phone)', async () => {
    const { baseUrl } = productUnderTest();
    const visits = await visitsOfEveryRoute();
    const measured: Array<{
      label: string;
      kb: number;
      budget: number;
      files: Array<{ file: string; bytes: number }>;
    }> = [];
    const measure = async (visit: Visit) => {
      const context = await browser().browser.newContext({
        ...devices['Moto G4'],
        baseURL: baseUrl,
        extraHTTPHeaders: { 'accept-encoding': 'gzip' },
      });
      try {
        if (visit.memberCookie) {
          const [name, value] = visit.memberCookie.split(/=(.*)/s);
          await context.addCookies([{ name, value, url: baseUrl }]);
        }
        const page = await context.newPage();
        const scripts: Array<Promise<{ file: string; bytes: number }>> = [];
        page.on('response', (response) => {
          if (response.request().resourceType() !== 'script') return;
          scripts.push(
            response
              .request()
              .sizes()
              .then((sizes) => ({ file: new URL(response.url()).pathname, bytes: sizes.responseBodySize })),
          );
        });
        const answer = await page.goto(visit.path, { waitUntil: 'load' });
        expect(answer?.status()).toBe(visit.pattern === '*' ? 404 : 200);
        await page.waitForLoadState('networkidle');
        const files = await Promise.all(scripts);
        measured.push({
          label: visit.label,
          kb: files.reduce((sum, file) => sum + file.bytes, 0) / 1024,
          budget: JAVASCRIPT_BUDGETS_KB[visit.pattern],
          files: files.sort((a, b) => b.bytes - a.bytes),
        });
      } finally {
        await context.close();
      }
    };
    const queue = [...visits];
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        for (let visit = queue.shift(); visit; visit = queue.shift()) await measure(visit);
      }),
    );

    expect(measured.map((page) => page.label).sort()).toEqual(visits.map((visit) => visit.label).sort());
    // Every page loads code (a measurement that saw none would pass any budget).
    for (const page of measured) expect(page.files.length).toBeGreaterThan(0);
    const over = measured
      .filter((page) => page.kb > page.budget)
      .map(
        (page) =>
          `${page.label}: ${page.kb.toFixed(1)} KB (budget ${page.budget} KB): ` +
          page.files.map((file) => `${file.file} ${(file.bytes / 1024).toFixed(1)} KB`).join(', '),
      );
    expect(over).toEqual([]);
  });
});
