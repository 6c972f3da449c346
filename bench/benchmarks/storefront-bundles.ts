import { JAVASCRIPT_BUDGETS_KB } from '@coworking/domain';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chromium, devices, type Browser } from 'playwright-core';

import { psql } from '../lib/postgres.ts';
import { FORWARDED_HTTPS, type RunningProduct } from '../lib/product.ts';
import { type StorefrontRoute, storefrontRoutes } from '../lib/storefront-routes.ts';
import { type Section, table } from '../lib/report-model.ts';
import { signIn } from './admin-bookings-list.ts';

/** The headless shell when the machine has it (the journeys use it too), else Debian's Chromium. */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-dev-shm-usage', '--no-first-run'];
/** Lighthouse's phone of reference for years: a small screen, touch, a mobile user agent. */
const PHONE = devices['Moto G4'];

/** One page as a visitor opens it: a route of the table, with what its path and session need. */
export interface StorefrontVisit {
  /** What the report calls it, e.g. `/member-portal` (signed in). */
  label: string;
  pattern: string;
  path: string;
  /** The member session cookie (`member_session=…`) for the signed-in portal. */
  memberCookie?: string;
}

export interface PageJavaScript {
  visit: StorefrontVisit;
  files: Array<{ file: string; gzipBytes: number }>;
  gzipBytes: number;
  budgetKb: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The JavaScript each page makes a phone fetch before the visitor touches it, as Chromium loads it: every route of
 * the storefront's route table (a post's own page with a real post, a manage link with a real booking's token), the
 * member portal signed out and signed in. Each page is opened in a fresh context (empty cache) with mobile emulation,
 * and everything the browser asks for until the page has loaded and the network has been idle counts, whoever asked
 * (the entry, its preloads, the page's chunks, the data layer, code loaded after `load`). Sizes are the bytes
 * transferred: the page asks for gzip only (`Accept-Encoding`), and a file under the server's compression threshold
 * (1 KB) counts at its own size.
 */
export async function measureStorefrontJavaScript(
  product: RunningProduct,
  visits: StorefrontVisit[],
): Promise<{
  section: Section;
  pages: PageJavaScript[];
}> {
  const site = product.baseUrl.replace('127.0.0.1', 'localhost');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const pages: PageJavaScript[] = [];
  try {
    for (const visit of visits) pages.push(await javaScriptOf(browser, site, visit));
  } finally {
    await browser.close();
  }
  return { pages, section: javaScriptSection(pages) };
}

async function javaScriptOf(browser: Browser, site: string, visit: StorefrontVisit): Promise<PageJavaScript> {
  const context = await browser.newContext({
    ...PHONE,
    baseURL: site,
    timezoneId: 'Africa/Nairobi',
    locale: 'en-KE',
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  try {
    if (visit.memberCookie) {
      const [name, value] = visit.memberCookie.split(/=(.*)/s);
      await context.addCookies([{ name, value, url: site }]);
    }
    const page = await context.newPage();
    const responses: Promise<{ file: string; gzipBytes: number } | null>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
      responses.push(
        (async () => {
          const sizes = await response.request().sizes();
          // What went over the wire: gzip, except a file under the server's compression threshold (1 KB), sent as is.
          const gzipBytes = sizes.responseBodySize;
          return { file: new URL(response.url()).pathname, gzipBytes };
        })().catch(() => null),
      );
    });
    const answer = await page.goto(visit.path, { waitUntil: 'load' });
    const expected = visit.pattern === '*' ? 404 : 200;
    if (answer?.status() !== expected) throw new Error(`${visit.path} answered ${answer?.status()}`);
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(responses)).filter((each) => each !== null);
    return {
      visit,
      files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
      gzipBytes: files.reduce((sum, each) => sum + each.gzipBytes, 0),
      budgetKb: budgetOf(visit.pattern),
    };
  } finally {
    await context.close();
  }
}

export function budgetOf(pattern: string): number {
  const budget = (JAVASCRIPT_BUDGETS_KB as Record<string, number>)[pattern];
  if (budget === undefined) throw new Error(`packages/domain/src/javascript-budgets.ts has no budget for ${pattern}`);
  return budget;
}

/**
 * Every route of the table as a visitor opens it. A post's page opens the newest post; a manage link and the
 * signed-in portal need a customer: the admin books a desk day for a new e-mail at the front desk (paid in cash), the
 * customer is signed in to the portal with a sign-in token written as the e-mailed link's would be, and the portal
 * gives the booking's manage link.
 */
export async function storefrontVisits(product: RunningProduct): Promise<StorefrontVisit[]> {
  const customer = await preparedCustomer(product);
  const visits: StorefrontVisit[] = [];
  for (const route of storefrontRoutes()) {
    const visit = (path: string, label = route.path, memberCookie?: string) =>
      visits.push({ label, pattern: route.path, path, memberCookie });
    if (route.path === '/blog/:slug') {
      const posts = (await (await fetch(`${product.baseUrl}/api/blog`)).json()) as Array<{ slug: string }>;
      if (!posts[0]) throw new Error('the demo content has no published post');
      visit(`/blog/${posts[0].slug}`);
    } else if (route.path === '/bookings/manage/:token') visit(customer.managePath);
    else if (route.path === '/member-portal') {
      visit(route.path, '/member-portal (signed out)');
      visit(route.path, '/member-portal (signed in)', customer.memberCookie);
    } else if (route.path.includes(':')) throw new Error(`no sample for the route ${route.path}`);
    else visit(route.path);
  }
  visits.push({ label: 'a page not found', pattern: '*', path: '/no-such-page' });
  return visits;
}

async function preparedCustomer(product: RunningProduct): Promise<{ memberCookie: string; managePath: string }> {
  const admin = { cookie: await signIn(product), 'content-type': 'application/json', ...FORWARDED_HTTPS };
  const spaces = (await (await fetch(`${product.baseUrl}/api/spaces`)).json()) as Array<{ id: string; name: string }>;
  const desk = spaces.find((space) => space.name === 'Hot Desk Day Pass');
  if (!desk) throw new Error('the demo content has no "Hot Desk Day Pass"');
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const date = new Date(Date.now() + 3 * 3600_000 + 9 * 24 * 3600_000).toISOString().slice(0, 10);
  const booked = await fetch(`${product.baseUrl}/api/admin/bookings`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      spaceId: desk.id,
      dates: [date],
      firstName: 'Wanjiru',
      lastName: 'Otieno',
      email,
      phone: '0722000777',
      paymentKind: 'cash',
    }),
  });
  if (!booked.ok) throw new Error(`the front-desk booking answered ${booked.status}: ${await booked.text()}`);

  // What the e-mailed sign-in link carries, written as the worker writes it (only its hash is stored).
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token, 'utf8').digest('hex');
  await psql(
    product.databaseUrl,
    `insert into member_sign_in_tokens (token_hash, user_id, expires_at)
     select '${hash}', id, now() + interval '15 minutes' from users where email = '${email}'`,
  );
  const session = await fetch(`${product.baseUrl}/api/member/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...FORWARDED_HTTPS },
    body: JSON.stringify({ token }),
  });
  const cookie = session.headers.getSetCookie().find((value) => value.startsWith('member_session='));
  if (!session.ok || !cookie) throw new Error(`the member sign-in answered ${session.status}`);
  const memberCookie = cookie.split(';')[0];
  const member = { cookie: memberCookie, ...FORWARDED_HTTPS };
  const bookings = (await (await fetch(`${product.baseUrl}/api/member/bookings`, { headers: member })).json()) as {
    upcoming: Array<{ bookingGroupId: string }>;
  };
  const group = bookings.upcoming?.[0]?.bookingGroupId;
  if (!group) throw new Error(`the member's bookings list has no upcoming booking: ${JSON.stringify(bookings)}`);
  const link = await fetch(`${product.baseUrl}/api/member/bookings/${group}/manage-link`, {
    method: 'POST',
    headers: member,
  });
  if (!link.ok) throw new Error(`the manage link answered ${link.status}`);
  return { memberCookie, managePath: new URL(((await link.json()) as { url: string }).url).pathname };
}

function javaScriptSection(pages: PageJavaScript[]): Section {
  const routes = storefrontRoutes();
  const kindOf = (pattern: string) => routes.find((route) => route.path === pattern)?.kind;
  const served: Record<StorefrontRoute['kind'], string> = {
    prerendered: 'prerendered',
    'on-request': 'rendered on request',
    'client-only': 'client-only',
  };
  return {
    title: 'Storefront JavaScript per page',
    checks: pages.map((each) => ({
      what: `JavaScript before interaction, ${display(each.visit.label)} (gzip)`,
      measured: kb(each.gzipBytes),
      target: `≤ ${each.budgetKb} KB`,
      passed: each.gzipBytes <= each.budgetKb * 1024,
      limitedBy: `the heaviest files: ${heaviest(each)}.`,
    })),
    body: [
      "Every route of the storefront's route table (`storefront/src/app/routes.ts`), the member portal signed out and",
      "signed in, a real booking's manage link and a page not found, opened in Chromium with a phone's emulation",
      '(Moto G4), each in a fresh context: every JavaScript response until the page has loaded and the network has been',
      'idle for half a second, without touching the page: the bytes transferred, the browser asking for gzip only (a file',
      "under the server's 1 KB compression threshold counts at its own size). Budgets:",
      '`packages/domain/src/javascript-budgets.ts`, checked on every build by `e2e/tests/storefront/javascript-budgets.e2e.spec.ts`.',
      '',
      ...table(
        ['Page', 'Served', 'Files', 'JavaScript (gzip)', 'Budget', 'Heaviest files'],
        pages.map((each) => [
          display(each.visit.label),
          served[kindOf(each.visit.pattern) ?? 'prerendered'] ?? '–',
          each.files.length,
          kb(each.gzipBytes),
          `${each.budgetKb} KB`,
          heaviest(each),
        ]),
      ),
    ],
  };
}

/** `/member-portal (signed in)` → `` `/member-portal` (signed in) ``; a label that is no path stays as it is. */
function display(label: string): string {
  if (!label.startsWith('/')) return label;
  const [path, ...rest] = label.split(' ');
  return [`\`${path}\``, ...rest].join(' ');
}

function heaviest(page: PageJavaScript): string {
  return page.files
    .slice(0, 3)
    .map((each) => `${chunkName(each.file)} ${kb(each.gzipBytes)}`)
    .join(', ');
}

/** `/assets/booking-page-DDTYCHFI.js` → `booking-page` (the hash changes with every build). */
const chunkName = (file: string) => file.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');
