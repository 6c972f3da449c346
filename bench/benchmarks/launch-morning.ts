import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync, inflateSync } from 'node:zlib';
import { type Dispatcher, request as send } from 'undici';
import { settleMachine } from '../lib/machine.ts';
import { psql } from '../lib/postgres.ts';
import { cpuMillis, cpuMillisOfProcessesNamed } from '../lib/process-cpu.ts';
import { FORWARDED_HTTPS, type RunningProduct } from '../lib/product.ts';
import { type Check, ms, type Section, table } from '../lib/report-model.ts';
import { signIn } from './admin-bookings-list.ts';

/**
 * Issue 33's launch morning: for a minute, visitors open pages and read the public lists, check availability and
 * promo codes; some of them check out and pay (Paystack's webhook included); members book from their allowance;
 * the front desk checks people in; staff page and search the back-office lists. Every request is timed by kind.
 * The same mix then runs at twice the crowd, to show where it bends.
 */
export const LAUNCH_MORNING = { visitors: 200, buyers: 20, members: 20, frontDesks: 1, staff: 5, seconds: 60 };

/**
 * The product as production runs it on this 2-core machine: an API process per core (API_PROCESSES), sharing the
 * port, and the worker (decision 0303). Start the launch morning's product with these settings.
 */
export const LAUNCH_MORNING_PRODUCT = { API_PROCESSES: '2' };

/** Every request kind the report shows, with its target (a percentile of the latency, in ms) where issue 33 sets one. */
const KINDS = {
  page: { title: 'Pages (prerendered HTML)', percentile: 99, targetMs: 100 },
  'public read': { title: 'Public lists (spaces, plans, features, events, posts)', percentile: 99, targetMs: 100 },
  availability: { title: 'Availability of a space on a day', percentile: 99, targetMs: 50 },
  'promo check': { title: 'Promo code check' },
  checkout: { title: 'Checkout (POST /api/payments/booking/initialize)', percentile: 99, targetMs: 300 },
  'payment webhook': { title: "Paystack's charge.success webhook, paid to confirmed" },
  'payment verify': { title: 'Payment verify on return from Paystack' },
  'member read': { title: "Member's allowance and bookings" },
  'member booking': { title: 'Member books from the allowance' },
  'check-in': { title: 'Front desk: expected visits and check-in' },
  'admin list': { title: 'Staff: back-office lists, paged and searched', percentile: 95, targetMs: 200 },
} as const satisfies Record<string, { title: string; percentile?: number; targetMs?: number }>;
type Kind = keyof typeof KINDS;

const PAGES = ['/', '/spaces', '/membership', '/booking', '/events', '/blog', '/about', '/faq'];
const PUBLIC_LISTS = ['/api/spaces', '/api/membership-plans', '/api/comparison-features', '/api/events', '/api/blog'];
const ADMIN_LISTS = ['booking-groups', 'payments', 'memberships', 'contacts'];
const SEARCHES = ['wanjiku', 'boardroom', 'gmail', 'SCH-', 'tsavo', 'njoroge'];
/** A visitor reads, then acts: the pause between two requests of one person, in ms (uniform). */
const THINK_MS = {
  visitor: [500, 1500],
  buyer: [800, 2000],
  member: [1000, 3000],
  desk: [1500, 2500],
  staff: [500, 1500],
};
const PROMO_CODE = 'LAUNCH10';
/** The room visitors buy a slot of (hourly, two instances). Each buyer books days no other buyer books. */
const CHECKOUT_SPACE = 'Tsavo Meeting Room (8 Seats)';
/** Where members spend their desk days (20 people a day). */
const DESK_SPACE = 'Hot Desk Day Pass';
/** 12 desk days a month. */
const MEMBER_PLAN = 'Flexible';
/** Members with a desk day today: the visits the front desk checks in (fewer than the hot desk's 20 seats). */
const EXPECTED_TODAY = 15;
/** Members spread their desk days over the days of this period that follow today. */
const DESK_DAYS_SPREAD = 28;
/** The first day ahead each morning's buyers book: the 2× morning books days the 1× morning left alone. */
const FIRST_CHECKOUT_DAY = [5, 60];

interface Recorded {
  durations: number[];
  failures: number;
  firstFailure?: string;
}

type PersonRecorder = Pick<Recorder, 'request' | 'time'>;

/** Person `index` of a group (0 visitors, 1 buyers, 2 members, 3 front desk, 4 staff): an address of their own. */
/** What fetch() sends with every request (Node 24), sent with each request of the crowd. */
const FETCH_HEADERS = {
  accept: '*/*',
  'accept-language': '*',
  'sec-fetch-mode': 'cors',
  'user-agent': 'node',
  'accept-encoding': 'gzip, deflate',
};

const personAddress = (group: number, index: number) => `10.${group}.${Math.floor(index / 250)}.${(index % 250) + 1}`;

class Recorder {
  readonly kinds = new Map<Kind, Recorded>();

  of(kind: Kind): Recorded {
    let recorded = this.kinds.get(kind);
    if (!recorded) this.kinds.set(kind, (recorded = { durations: [], failures: 0 }));
    return recorded;
  }

  failed(kind: Kind, reason: string): void {
    const recorded = this.of(kind);
    recorded.failures += 1;
    recorded.firstFailure ??= reason;
  }

  /**
   * One request, timed from sending to the last byte of the answer; anything but the expected status is a failure.
   * Sent with undici's own request rather than fetch(), with the headers fetch() sends: the server does the same work,
   * and the load generator, which shares the machine with it, about half as much. A compressed answer (a page) is
   * read to its last byte but not inflated: only JSON is read.
   */
  async request(kind: Kind, url: string, init: RequestInit = {}, expected = [200]): Promise<unknown> {
    const started = performance.now();
    try {
      const response = await send(url, {
        method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
        headers: { ...FETCH_HEADERS, ...(init.headers as Record<string, string>) },
        body: init.body as string | undefined,
      });
      const bytes = Buffer.from(await response.body.arrayBuffer());
      this.of(kind).durations.push(performance.now() - started);
      const type = String(response.headers['content-type'] ?? '');
      const encoding = response.headers['content-encoding'];
      const text = () =>
        (encoding === 'gzip' ? gunzipSync(bytes) : encoding === 'deflate' ? inflateSync(bytes) : bytes).toString(
          'utf8',
        );
      if (!expected.includes(response.statusCode)) {
        this.failed(
          kind,
          `${init.method ?? 'GET'} ${new URL(url).pathname} answered ${response.statusCode}: ${text().slice(0, 200)}`,
        );
        return undefined;
      }
      return type.startsWith('application/json') && bytes.length > 0 ? JSON.parse(text()) : undefined;
    } catch (error) {
      this.failed(kind, `${init.method ?? 'GET'} ${new URL(url).pathname}: ${String(error)}`);
      return undefined;
    }
  }

  /**
   * This recorder as one person uses it: each request comes from the person's own address, as the proxy in front of
   * the product passes it on (X-Forwarded-For, believed from loopback as TRUST_PROXY's default says). A launch
   * morning's crowd does not share one address, and the product's per-address rules (unpaid holds, their lock) count
   * by it.
   */
  from(address: string): PersonRecorder {
    return {
      request: (kind, url, init = {}, expected) =>
        this.request(
          kind,
          url,
          { ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': address } },
          expected,
        ),
      time: (kind, work) => this.time(kind, work),
    };
  }

  /** Work other than one request (the webhook), timed the same way. */
  async time(kind: Kind, work: () => Promise<void>): Promise<void> {
    const started = performance.now();
    try {
      await work();
      this.of(kind).durations.push(performance.now() - started);
    } catch (error) {
      this.failed(kind, String(error));
    }
  }
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)];
const think = ([low, high]: readonly number[]) => sleep(low + Math.random() * (high - low));
const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

function venueDate(daysAhead: number): string {
  return new Date(Date.now() + 3 * 3600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

interface Catalogue {
  checkoutSpaceId: string;
  deskSpaceId: string;
  spaceIds: string[];
  planId: string;
}

async function catalogue(baseUrl: string): Promise<Catalogue> {
  const spaces = (await (await fetch(`${baseUrl}/api/spaces`)).json()) as Array<{ id: string; name: string }>;
  const plans = (await (await fetch(`${baseUrl}/api/membership-plans`)).json()) as Array<{ id: string; name: string }>;
  const idOf = (list: Array<{ id: string; name: string }>, name: string) => {
    const found = list.find((item) => item.name === name);
    if (!found) throw new Error(`the demo content has no "${name}"`);
    return found.id;
  };
  return {
    checkoutSpaceId: idOf(spaces, CHECKOUT_SPACE),
    deskSpaceId: idOf(spaces, DESK_SPACE),
    spaceIds: spaces.map((space) => space.id),
    planId: idOf(plans, MEMBER_PLAN),
  };
}

/** The promo code visitors type: 10% off anything, as staff make it in the back-office. */
async function createPromoCode(product: RunningProduct, adminCookie: string): Promise<void> {
  const response = await fetch(
    `${product.baseUrl}/api/admin/promo-codes`,
    json(
      { code: PROMO_CODE, percentOff: 10, description: 'Launch morning' },
      { cookie: adminCookie, ...FORWARDED_HTTPS },
    ),
  );
  if (response.status !== 201)
    throw new Error(`creating the promo code answered ${response.status}: ${await response.text()}`);
}

interface Member {
  index: number;
  email: string;
  cookie: string;
  /** Desk days booked so far; the next one goes on the next of this member's days. */
  deskDays: number;
}

/** A member as the site makes one: the plan booked and paid through Paystack (its webhook activates it), signed in. */
async function becomeMember(product: RunningProduct, planId: string, index: number): Promise<Member> {
  const email = `launch.member${index}@example.com`;
  const contact = {
    firstName: 'Launch',
    lastName: `Member ${index}`,
    email,
    phone: `+2547${String(20_000_000 + index).slice(-8)}`,
  };
  const booked = await fetch(
    `${product.baseUrl}/api/plan-bookings`,
    json({ planId, startDate: venueDate(0), seats: 1, ...contact }),
  );
  if (booked.status !== 201) throw new Error(`booking a plan answered ${booked.status}: ${await booked.text()}`);
  const { id: planBookingId } = (await booked.json()) as { id: string };
  const started = await fetch(`${product.baseUrl}/api/payments/subscription/initialize`, json({ planBookingId }));
  if (!started.ok) throw new Error(`paying for a plan answered ${started.status}: ${await started.text()}`);
  const { data } = (await started.json()) as { data: { reference: string } };
  await product.paystack.pay(data.reference, 'success');

  // Signed in as the e-mailed link would (a session row for the member's account); the link's e-mail itself is not
  // what this benchmark measures, and the outbox forgets a link's address once it is sent.
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const [made] = await psql(
    product.databaseUrl,
    `insert into member_sessions (token_hash, user_id, expires_at)
     select '${tokenHash}', id, now() + interval '1 day' from users where email = '${email}' returning user_id`,
  );
  if (!made) throw new Error(`paying for the plan made no member account for ${email}`);
  return { index, email, cookie: `member_session=${token}`, deskDays: 0 };
}

/** The hour (venue time) a day's desk access ends: after it, nobody can book a desk day for today. */
const DESK_ACCESS_ENDS_AT_HOUR = 17;

/**
 * Today's desk day for each member, booked from the allowance: the visits the front desk checks in. None once the
 * venue's desk hours are over for the day (or end during the run): the product rightly refuses a desk day for a day
 * that has ended, so a benchmark run in the evening measures the front desk's list of expected visits only, and says so.
 */
async function bookTodaysDesks(product: RunningProduct, members: Member[], deskSpaceId: string): Promise<string[]> {
  const venueHour = new Date(Date.now() + 3 * 3600_000).getUTCHours();
  if (venueHour >= DESK_ACCESS_ENDS_AT_HOUR - 1) return [];
  for (const member of members.slice(0, EXPECTED_TODAY)) {
    member.deskDays += 1;
    const response = await fetch(
      `${product.baseUrl}/api/member/bookings`,
      json({ spaceId: deskSpaceId, dates: [venueDate(0)] }, { cookie: member.cookie }),
    );
    if (!response.ok) throw new Error(`a member's desk day answered ${response.status}: ${await response.text()}`);
  }
  const codes = await psql(product.databaseUrl, `select code from check_in_codes where visit_kind = 'booking'`);
  if (codes.length === 0) throw new Error('no check-in codes were made for the desk days');
  return codes;
}

interface Crowd {
  visitors: number;
  buyers: number;
  members: number;
  frontDesks: number;
  staff: number;
}

interface World {
  product: RunningProduct;
  recorder: PersonRecorder;
  catalogue: Catalogue;
  members: Member[];
  codes: string[];
  adminCookie: string;
  until: number;
  firstCheckoutDay: number;
}

/** Someone browsing: a page, the lists it reads, a space's availability, now and then a promo code. */
async function visitor(world: World): Promise<void> {
  const { product, recorder, catalogue: shop } = world;
  while (performance.now() < world.until) {
    const roll = Math.random();
    if (roll < 0.35) await recorder.request('page', `${product.baseUrl}${pick(PAGES)}`);
    else if (roll < 0.7) await recorder.request('public read', `${product.baseUrl}${pick(PUBLIC_LISTS)}`);
    else if (roll < 0.92)
      await recorder.request(
        'availability',
        `${product.baseUrl}/api/spaces/${pick(shop.spaceIds)}/availability?date=${venueDate(1 + Math.floor(Math.random() * 30))}`,
      );
    else
      await recorder.request(
        'promo check',
        `${product.baseUrl}/api/promo-codes/check`,
        json({ code: PROMO_CODE, spaceId: shop.checkoutSpaceId, amount: 3000 }),
      );
    await think(THINK_MS.visitor);
  }
}

/** A visitor who buys: availability, the promo code, checkout, pays at Paystack, and comes back to the site. */
async function buyer(world: World, index: number, buyers: number): Promise<void> {
  const { product, recorder, catalogue: shop } = world;
  // Buyer i books days i, i + buyers, i + 2·buyers… (moving on when one is full): nobody else wants those slots, so
  // a 409 would be a fault.
  let day = world.firstCheckoutDay + index;
  for (let purchase = 0; performance.now() < world.until; purchase++) {
    const date = venueDate(day);
    const availability = (await recorder.request(
      'availability',
      `${product.baseUrl}/api/spaces/${shop.checkoutSpaceId}/availability?date=${date}`,
    )) as { timeSlots: Array<{ time: string; available: boolean }> } | undefined;
    const slot = availability?.timeSlots.find((candidate) => candidate.available);
    if (!slot) {
      if (availability) day += buyers;
      continue;
    }
    await recorder.request(
      'promo check',
      `${product.baseUrl}/api/promo-codes/check`,
      json({ code: PROMO_CODE, spaceId: shop.checkoutSpaceId, amount: 3000 }),
    );
    await think(THINK_MS.buyer);
    const email = `launch.buyer${index}.${purchase}@example.com`;
    const started = (await recorder.request(
      'checkout',
      `${product.baseUrl}/api/payments/booking/initialize`,
      json({
        firstName: 'Launch',
        lastName: `Buyer ${index}`,
        email,
        phone: `+2547${String(30_000_000 + index).slice(-8)}`,
        promoCode: PROMO_CODE,
        bookingData: { type: 'space', spaceId: shop.checkoutSpaceId, dates: [date], times: [slot.time] },
      }),
      [200, 201],
    )) as { data?: { reference: string } } | undefined;
    const reference = started?.data?.reference;
    if (!reference) continue;
    await recorder.time('payment webhook', async () => {
      await product.paystack.pay(reference, 'success');
      // Paystack gives up on a webhook after a while (the sandbox after 5 s) and tries again later: a late answer
      // is a failure here even though the payment is confirmed in the end (by the retry, or the verify below).
      const delivered = product.paystack.webhooksSent().filter((webhook) => webhook.body.includes(reference));
      if (!delivered.some((webhook) => webhook.status === 200))
        throw new Error(
          `the webhook for ${reference} was answered ${delivered.map((webhook) => webhook.status).join(', ') || 'never'}`,
        );
    });
    await recorder.request('payment verify', `${product.baseUrl}/api/payments/verify`, json({ reference }));
    await think(THINK_MS.buyer);
  }
}

/** A member: their allowance and bookings, and a desk day now and then while the allowance lasts. */
async function member(world: World, signedIn: Member): Promise<void> {
  const { product, recorder, catalogue: shop } = world;
  const headers = { cookie: signedIn.cookie };
  for (let round = 0; performance.now() < world.until; round++) {
    const allowance = (await recorder.request('member read', `${product.baseUrl}/api/member/allowance`, {
      headers,
    })) as { deskDays?: { left: number | null } } | undefined;
    await recorder.request('member read', `${product.baseUrl}/api/member/bookings`, { headers });
    if (round % 3 === 0 && (allowance?.deskDays?.left ?? 0) > 0) {
      // Member i's desk days run on from day 1 + 12·i (mod the spread): about 17 members a day, within the 20 seats.
      const day = 1 + ((signedIn.index * 12 + signedIn.deskDays) % DESK_DAYS_SPREAD);
      signedIn.deskDays += 1;
      await recorder.request(
        'member booking',
        `${product.baseUrl}/api/member/bookings`,
        json({ spaceId: shop.deskSpaceId, dates: [venueDate(day)] }, headers),
        [200, 201],
      );
    }
    await think(THINK_MS.member);
  }
}

/** The front desk: who is expected today, and each arrival's code. */
async function frontDesk(world: World): Promise<void> {
  const { product, recorder } = world;
  const headers = { cookie: world.adminCookie, ...FORWARDED_HTTPS };
  for (let arrival = 0; performance.now() < world.until; arrival++) {
    await recorder.request('check-in', `${product.baseUrl}/api/admin/check-ins`, { headers });
    if (world.codes.length === 0) {
      await think(THINK_MS.desk);
      continue;
    }
    // The first check-in of a code is 201; showing the same code again (a second desk, a re-scan) is 200.
    await recorder.request(
      'check-in',
      `${product.baseUrl}/api/admin/check-ins`,
      json({ code: world.codes[arrival % world.codes.length] }, headers),
      [200, 201],
    );
    await think(THINK_MS.desk);
  }
}

/** Staff at their desks: a list, its next pages, a search. */
async function staff(world: World): Promise<void> {
  const { product, recorder } = world;
  const headers = { cookie: world.adminCookie, ...FORWARDED_HTTPS };
  while (performance.now() < world.until) {
    const list = pick(ADMIN_LISTS);
    const start = 25 * Math.floor(Math.random() * 4);
    const search = Math.random() < 0.3 ? `&q=${encodeURIComponent(pick(SEARCHES))}` : '';
    await recorder.request(
      'admin list',
      `${product.baseUrl}/api/admin/${list}?_start=${start}&_end=${start + 25}${search}`,
      { headers },
    );
    await think(THINK_MS.staff);
  }
}

interface MorningResult {
  crowd: Crowd;
  seconds: number;
  recorder: Recorder;
  /** CPU seconds each part of the machine used during the morning. */
  cpu: Record<CpuUser, number>;
  /** How long the morning waited for the machine to be quiet before it began, and how idle it then was. */
  quiet: { waitedMs: number; idleShare: number };
}

/** How idle the machine must be (over two seconds) before a morning begins. */
const QUIET_IDLE_SHARE = 0.85;

type CpuUser = 'API' | 'worker' | 'PostgreSQL' | 'Redis' | 'load generator';

/** CPU time (ms) used so far by each part: the product's API processes and worker, its services, and this benchmark. */
function cpuSoFar(product: RunningProduct): Record<CpuUser, number> {
  const own = process.cpuUsage();
  return {
    API: product.apiPids.reduce((sum, pid) => sum + cpuMillis(pid), 0),
    worker: cpuMillis(product.workerPid),
    PostgreSQL: cpuMillisOfProcessesNamed('postgres'),
    Redis: cpuMillisOfProcessesNamed('redis-server'),
    'load generator': (own.user + own.system) / 1000,
  };
}

async function runMorning(
  world: Omit<World, 'until' | 'recorder' | 'firstCheckoutDay'>,
  crowd: Crowd,
  firstCheckoutDay: number,
  lastingSeconds = LAUNCH_MORNING.seconds,
): Promise<MorningResult> {
  const quiet = await settleMachine(QUIET_IDLE_SHARE);
  const recorder = new Recorder();
  const cpuBefore = cpuSoFar(world.product);
  const started = performance.now();
  const live: World = { ...world, recorder, firstCheckoutDay, until: started + lastingSeconds * 1000 };
  const members = world.members.slice(0, crowd.members);
  // Everyone arrives over the first five seconds rather than in one instant, from an address of their own.
  const arrive = (work: () => Promise<void>) => sleep(Math.random() * 5000).then(work);
  const as = (group: number, index: number): World => ({
    ...live,
    recorder: recorder.from(personAddress(group, index)),
  });
  await Promise.all([
    ...Array.from({ length: crowd.visitors - crowd.buyers }, (_, index) => arrive(() => visitor(as(0, index)))),
    ...Array.from({ length: crowd.buyers }, (_, index) => arrive(() => buyer(as(1, index), index, crowd.buyers))),
    ...members.map((signedIn, index) => arrive(() => member(as(2, index), signedIn))),
    ...Array.from({ length: crowd.frontDesks }, (_, index) => arrive(() => frontDesk(as(3, index)))),
    ...Array.from({ length: crowd.staff }, (_, index) => arrive(() => staff(as(4, index)))),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuSoFar(world.product);
  const cpu = Object.fromEntries(
    Object.entries(cpuAfter).map(([user, ms]) => [user, (ms - cpuBefore[user as CpuUser]) / 1000]),
  ) as Record<CpuUser, number>;
  return { crowd, seconds, recorder, cpu, quiet };
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

interface KindFigures {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  firstFailure?: string;
}

function figuresOf(result: MorningResult, kind: Kind): KindFigures {
  const recorded = result.recorder.kinds.get(kind) ?? { durations: [], failures: 0 };
  const sorted = [...recorded.durations].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    failures: recorded.failures,
    firstFailure: recorded.firstFailure,
  };
}

/** Each group of the 1× crowd alone, for this long: what its requests cost each part of the machine. */
const GROUP_SECONDS = 20;
/** Days ahead the buyers of the groups' run start booking from (the 1× and 2× mornings book from 5 and 60). */
const GROUPS_FIRST_CHECKOUT_DAY = 120;

/** The 1× crowd's groups: who they are, and the crowd of that group alone. */
function groupsOf(base: Crowd): [name: string, crowd: Crowd][] {
  const none: Crowd = { visitors: 0, buyers: 0, members: 0, frontDesks: 0, staff: 0 };
  return [
    [`${base.visitors - base.buyers} visitors browsing`, { ...none, visitors: base.visitors - base.buyers }],
    [`${base.buyers} buyers`, { ...none, visitors: base.buyers, buyers: base.buyers }],
    [`${base.members} members`, { ...none, members: base.members }],
    [
      `${base.frontDesks} front desk and ${base.staff} staff`,
      { ...none, frontDesks: base.frontDesks, staff: base.staff },
    ],
  ];
}

const crowdText = (crowd: Crowd) =>
  `${crowd.visitors} visitors (${crowd.buyers} buying), ${crowd.members} members, ${crowd.frontDesks} front desk, ${crowd.staff} staff`;

/**
 * Runs the morning at 1×, then at 2×, on a product of its own that has only its demo content, as on the day it opens:
 * the other benchmarks' hundred thousand bookings would fill the days the crowd books.
 */
export async function measureLaunchMorning(product: RunningProduct): Promise<Section> {
  const shop = await catalogue(product.baseUrl);
  const adminCookie = await signIn(product);
  product.paystack.setWebhookUrl(`${product.baseUrl}/api/payments/webhook`);
  await createPromoCode(product, adminCookie);
  const members: Member[] = [];
  for (let index = 0; index < 2 * LAUNCH_MORNING.members; index++)
    members.push(await becomeMember(product, shop.planId, index));
  const codes = await bookTodaysDesks(product, members, shop.deskSpaceId);
  const world = { product, catalogue: shop, members, codes, adminCookie };

  const base: Crowd = LAUNCH_MORNING;
  const doubled: Crowd = {
    visitors: 2 * base.visitors,
    buyers: 2 * base.buyers,
    members: 2 * base.members,
    frontDesks: 2 * base.frontDesks,
    staff: 2 * base.staff,
  };
  const one = await runMorning(world, base, FIRST_CHECKOUT_DAY[0]);
  const two = await runMorning(world, doubled, FIRST_CHECKOUT_DAY[1]);
  const groups: [string, MorningResult][] = [];
  for (const [name, crowd] of groupsOf(base))
    groups.push([name, await runMorning(world, crowd, GROUPS_FIRST_CHECKOUT_DAY, GROUP_SECONDS)]);

  const kinds = Object.keys(KINDS) as Kind[];
  const checks: Check[] = [];
  // What a miss is limited by: how busy the whole machine was, and who kept it busy.
  const share = (seconds: number) => Math.round((100 * seconds) / (os.availableParallelism() * one.seconds));
  const busy = Object.values(one.cpu).reduce((sum, seconds) => sum + seconds, 0);
  const machine =
    `the machine was ${share(busy)}% busy (` +
    Object.entries(one.cpu)
      .map(([user, seconds]) => `${user} ${share(seconds)}%`)
      .join(', ') +
    ')';
  for (const kind of kinds) {
    const spec: { title: string; percentile?: number; targetMs?: number } = KINDS[kind];
    if (!spec.percentile || !spec.targetMs) continue;
    const figures = figuresOf(one, kind);
    const measured = spec.percentile === 99 ? figures.p99 : figures.p95;
    checks.push({
      what: `Launch morning (${crowdText(base)}): ${spec.title}, p${spec.percentile}`,
      measured: Number.isNaN(measured) ? 'not measured' : ms(measured),
      target: `≤ ${spec.targetMs} ms`,
      passed: measured <= spec.targetMs,
      limitedBy: `p50 ${ms(figures.p50)}, ${figures.count} requests; at 2× p${spec.percentile} ${ms(spec.percentile === 99 ? figuresOf(two, kind).p99 : figuresOf(two, kind).p95)}; at 1× ${machine}`,
    });
  }
  const failuresOf = (result: MorningResult) => kinds.reduce((sum, kind) => sum + figuresOf(result, kind).failures, 0);
  const firstFailure = kinds.map((kind) => figuresOf(one, kind).firstFailure).find(Boolean);
  checks.push({
    what: `Launch morning (${crowdText(base)}): failed requests`,
    measured: String(failuresOf(one)),
    target: '0',
    passed: failuresOf(one) === 0,
    limitedBy: firstFailure ? `first: ${firstFailure}` : undefined,
  });

  const rows = (result: MorningResult) =>
    kinds.map((kind) => {
      const figures = figuresOf(result, kind);
      const perSecond = (figures.count / result.seconds).toFixed(1);
      return [
        KINDS[kind].title,
        figures.count,
        perSecond,
        ms(figures.p50),
        ms(figures.p95),
        ms(figures.p99),
        figures.failures,
      ];
    });
  const totalRate = (result: MorningResult) =>
    (kinds.reduce((sum, kind) => sum + figuresOf(result, kind).count, 0) / result.seconds).toFixed(0);
  const header = ['Request', 'Count', 'Per second', 'p50', 'p95', 'p99', 'Failed'];
  const cpuRows = (result: MorningResult) => {
    const available = os.availableParallelism() * result.seconds;
    return Object.entries(result.cpu).map(([user, seconds]) => [
      user,
      `${seconds.toFixed(1)} s`,
      `${Math.round((100 * seconds) / available)}%`,
    ]);
  };
  const cpuTable = (result: MorningResult) => [
    '',
    `Where the machine's CPU went (${os.availableParallelism()} cores × ${result.seconds.toFixed(0)} s):`,
    '',
    ...table(['Process', 'CPU time', 'Share of the machine'], cpuRows(result)),
  ];
  const failures = (result: MorningResult) =>
    kinds.flatMap((kind) => {
      const { failures: count, firstFailure: first } = figuresOf(result, kind);
      return count > 0 ? [`- ${KINDS[kind].title}: ${count} failed; the first: ${first}`] : [];
    });
  const requestsOf = (result: MorningResult) => kinds.reduce((sum, kind) => sum + figuresOf(result, kind).count, 0);
  const productShare = (result: MorningResult) =>
    `${Math.round((100 * (result.cpu.API + result.cpu.worker + result.cpu.PostgreSQL + result.cpu.Redis)) / (os.availableParallelism() * result.seconds))}%`;
  const perRequest = (seconds: number, result: MorningResult) => ms((1000 * seconds) / Math.max(1, requestsOf(result)));
  const groupRows = groups.map(([name, result]) => [
    name,
    (requestsOf(result) / result.seconds).toFixed(1),
    perRequest(result.cpu.API, result),
    perRequest(result.cpu.worker, result),
    perRequest(result.cpu.PostgreSQL, result),
    productShare(result),
  ]);
  const heaviest = [...groups].sort(([, a], [, b]) => b.cpu.API - a.cpu.API)[0];
  for (const check of checks)
    if (!check.passed && check.limitedBy && heaviest)
      check.limitedBy += `; alone, ${heaviest[0]} keep the product ${productShare(heaviest[1])} busy (${perRequest(heaviest[1].cpu.API, heaviest[1])} of API CPU per request; "Each group alone" below)`;
  return {
    title: 'Launch morning',
    checks,
    body: [
      `For ${LAUNCH_MORNING.seconds} s each person repeats what they came for, with a pause to read between requests`,
      `(visitors ${THINK_MS.visitor.join('–')} ms, buyers ${THINK_MS.buyer.join('–')} ms, members ${THINK_MS.member.join('–')} ms, staff ${THINK_MS.staff.join('–')} ms),`,
      'arriving over the first five seconds, each from an address of their own (passed on as the proxy in front of the',
      "product would, in X-Forwarded-For). Visitors open pages (35%), read the public lists (35%), check a space's",
      'availability (22%) and try the promo code (8%). Buyers check availability and the code, check out, pay on the',
      "Paystack sandbox's page (whose signed charge.success webhook confirms the booking: timed from paying to the",
      "webhook's answer) and come back to the site, which verifies the payment. Members, made beforehand through the",
      'real plan checkout and Paystack, read their allowance and bookings and book desk days from it.',
      world.codes.length > 0
        ? "The front desk lists who is expected and checks in the codes of the members' desk days. Staff page and search the"
        : `The front desk lists who is expected; this run began after ${DESK_ACCESS_ENDS_AT_HOUR - 1}:00 Nairobi time, too late to book today's desk days, so nobody is checked in. Staff page and search the`,
      'bookings, payments, memberships and contacts lists. The product runs as production would on this machine: two',
      'API processes (API_PROCESSES=2, one per core, sharing the port), each rendering its pages before it listens, and',
      'the worker, at a lower priority than the API (decisions 0317 and 0316). The load comes from the benchmark',
      "process on the same two cores as the API, the worker, PostgreSQL and Redis (sent with undici's request, with the",
      'headers fetch() sends but half its CPU; pages are read to the last byte, not inflated), so every figure includes',
      'its share of that machine.',
      `Before each morning PostgreSQL writes a checkpoint and the benchmark waits for the machine to be at least ${Math.round(100 * QUIET_IDLE_SHARE)}%`,
      `idle over two seconds: ${[one, two].map((result) => `${(result.quiet.waitedMs / 1000).toFixed(0)} s (then ${Math.round(100 * result.quiet.idleShare)}% idle)`).join(' before 1× and ')} before 2×.`,
      '',
      `**1×: ${crowdText(base)}**, ${totalRate(one)} requests/s`,
      '',
      ...table(header, rows(one)),
      ...(failures(one).length ? ['', ...failures(one)] : []),
      ...cpuTable(one),
      '',
      `**2×: ${crowdText(doubled)}**, ${totalRate(two)} requests/s`,
      '',
      ...table(header, rows(two)),
      ...(failures(two).length ? ['', ...failures(two)] : []),
      ...cpuTable(two),
      '',
      `**Each group alone**: each group of the 1× crowd by itself for ${GROUP_SECONDS} s, and the CPU its requests cost`,
      "(a webhook counts as its buyer's request; the members' allowance is what the mornings before left them):",
      '',
      ...table(
        [
          'Group',
          'Requests/s',
          'API CPU per request',
          'Worker CPU per request',
          'PostgreSQL CPU per request',
          "Product's share of the machine",
        ],
        groupRows,
      ),
    ],
  };
}
