/**
 * `npm run bench`: every benchmark of issue 9 against the real product, written to docs/benchmarks.md.
 * Benchmarks are not tests: a missed target is reported in the file, and the run still exits 0.
 *
 * `npm run bench -- --profile`: instead, a CPU profile of the API under load in docs/profiles/ (benchmarks/api-profile.ts).
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { measureAdminBookingsList } from './benchmarks/admin-bookings-list.ts';
import { measureAdminShellLoad, SIGN_IN_CHECK } from './benchmarks/admin-shell-load.ts';
import { drawApiProfiles } from './benchmarks/api-profile.ts';
import { measureApiThroughput } from './benchmarks/api-throughput.ts';
import {
  type AvailabilityPoint,
  type AvailabilityProbe,
  availabilitySection,
  measureAvailabilityAt,
} from './benchmarks/availability-scaling.ts';
import { BookingSeed } from './benchmarks/booking-seed.ts';
import { raceForLastInstance } from './benchmarks/booking-race.ts';
import { LAUNCH_MORNING_PRODUCT, measureLaunchMorning } from './benchmarks/launch-morning.ts';
import { auditedPages, auditStorefront } from './benchmarks/lighthouse-audits.ts';
import { measureMailThroughput } from './benchmarks/mail-throughput.ts';
import { measureStorefrontJavaScript, storefrontVisits } from './benchmarks/storefront-bundles.ts';
import { launchChromium } from './lib/chrome.ts';
import { describeMachine } from './lib/machine.ts';
import { startProduct, type RunningProduct } from './lib/product.ts';
import { type Section } from './lib/report-model.ts';
import { renderReport } from './lib/report-writer.ts';

const REPORT = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
/** Database sizes for the availability benchmark; the API throughput runs at the middle one (the target's size). */
const BOOKING_TOTALS = [1_000, 10_000, 50_000];
/** The spaces the benchmarks book: hourly ones from the demo content. */
const AVAILABILITY_SPACE = 'Phone Booth';
const RACE_SPACE = 'Tsavo Meeting Room (8 Seats)';
/** The race's date is past the seeded bookings and the dense day, so nothing else holds its slot. */
const RACE_DAYS_AHEAD = 160;

const log = (line: string) => console.log(`[bench] ${line}`);

/** A benchmark that fails is reported as not measured, with the reason; the others still run. */
async function attempt(title: string, what: string[], run: () => Promise<Section> | Section): Promise<Section> {
  log(`${title}...`);
  try {
    return await run();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[bench] ${title} failed: ${reason}`);
    return {
      title,
      checks: what.map((name) => ({
        what: name,
        measured: 'not measured',
        target: '–',
        passed: false,
        limitedBy: `the benchmark failed: ${reason.split('\n')[0]}`,
      })),
      body: ['The benchmark could not run:', '', '```', reason.slice(0, 2000), '```'],
    };
  }
}

interface SpaceListing {
  id: string;
  name: string;
}

async function spaceNamed(product: RunningProduct, name: string): Promise<SpaceListing> {
  const spaces = (await (await fetch(`${product.baseUrl}/api/spaces`)).json()) as SpaceListing[];
  const space = spaces.find((candidate) => candidate.name === name);
  if (!space) throw new Error(`the demo content has no space named "${name}"`);
  return space;
}

function venueDateInDays(days: number): string {
  const date = new Date(Date.now() + 3 * 3600_000 + days * 24 * 3600_000);
  return date.toISOString().slice(0, 10);
}

async function benchmarkProduct(product: RunningProduct): Promise<Section[]> {
  // Made before the bookings below fill the days: a customer with a booking, for the manage page and the portal.
  const visits = await storefrontVisits(product);
  const sections: Section[] = [
    await attempt(
      'Storefront JavaScript per page',
      ["Every page's JavaScript before interaction (gzip, as Chromium fetches it on a phone)"],
      async () => (await measureStorefrontJavaScript(product, visits)).section,
    ),
  ];
  const seed = await BookingSeed.open(product.databaseUrl);
  const booth = await spaceNamed(product, AVAILABILITY_SPACE);
  const probe: AvailabilityProbe = {
    baseUrl: product.baseUrl,
    databaseUrl: product.databaseUrl,
    spaceId: booth.id,
    spaceName: booth.name,
    date: await seed.denseDate(),
  };
  await seed.fillDenseDay();
  const points: AvailabilityPoint[] = [];
  for (const total of BOOKING_TOTALS) {
    log(`${total.toLocaleString('en-US')} bookings in the database: availability latency...`);
    await seed.growTo(total);
    points.push(await measureAvailabilityAt(probe));
    if (total === BOOKING_TOTALS[1]) {
      const path = `/api/spaces/${probe.spaceId}/availability?date=${probe.date}`;
      sections.push(
        await attempt(
          'API throughput against a bare node:http server',
          ["GET /api/spaces, share of the bare server's requests/s (50 connections)"],
          () => measureApiThroughput(product, path),
        ),
      );
    }
  }
  sections.push(availabilitySection(probe, points));
  sections.push(
    await attempt(
      'Admin bookings list (booking groups) with 100,000 bookings',
      ['Admin bookings list page 1 filtered by status: p50', 'CSV export of every booking group: memory'],
      () => measureAdminBookingsList(product),
    ),
  );

  const tsavo = await spaceNamed(product, RACE_SPACE);
  sections.push(
    await attempt(
      'Simultaneous checkouts for the last free instance',
      ['200 simultaneous checkouts for the last instance: winners', '200 simultaneous checkouts: 5xx answers'],
      () =>
        raceForLastInstance({
          baseUrl: product.baseUrl,
          databaseUrl: product.databaseUrl,
          spaceId: tsavo.id,
          spaceName: tsavo.name,
          date: venueDateInDays(RACE_DAYS_AHEAD),
          time: '10:00',
        }),
    ),
  );
  sections.push(
    await attempt('Mail through the worker', ['Mail throughput of the worker to SMTP (1,000 queued messages)'], () =>
      measureMailThroughput(product),
    ),
  );

  const chrome = await launchChromium();
  try {
    // localhost, not 127.0.0.1: the address a developer opens, and the host the prerendered canonical links name.
    const site = product.baseUrl.replace('127.0.0.1', 'localhost');
    sections.push(
      await attempt('Lighthouse (mobile, default throttling)', ['Lighthouse on every public page'], async () =>
        auditStorefront(chrome, site, auditedPages(visits)),
      ),
    );
    sections.push(
      await attempt('Admin shell first load', [SIGN_IN_CHECK], () =>
        measureAdminShellLoad(chrome, site, product.admin),
      ),
    );
  } finally {
    chrome.kill();
  }
  return sections;
}

/** The launch-morning load test on a product of its own, with only its demo content, as on the day it opens. */
async function launchMorning(): Promise<Section> {
  const checks = ['Launch morning: every kind of request within its target, no failed request'];
  return attempt('Launch morning', checks, async () => {
    log('starting a second product for the launch morning...');
    const fresh = await startProduct({ env: LAUNCH_MORNING_PRODUCT });
    try {
      return await measureLaunchMorning(fresh);
    } finally {
      await fresh.stop();
    }
  });
}

async function writeReport(): Promise<void> {
  const started = Date.now();
  const machine = await describeMachine();
  log(
    `${machine.cpuModel}, ${machine.cores} cores; Node ${machine.node}, PostgreSQL ${machine.postgres}, Redis ${machine.redis}`,
  );
  const sections: Section[] = [];

  let product: RunningProduct | undefined;
  try {
    log('starting the product (NODE_ENV=production, own database and queue prefix)...');
    product = await startProduct();
    sections.push(...(await benchmarkProduct(product)));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[bench] ${reason}`);
    sections.push({
      title: 'The product',
      checks: [
        {
          what: 'The product started and answered',
          measured: 'no',
          target: 'yes',
          passed: false,
          limitedBy: reason.split('\n')[0],
        },
      ],
      body: ['```', reason.slice(0, 4000), '```'],
    });
  } finally {
    await product?.stop();
  }
  sections.push(await launchMorning());

  await writeFile(REPORT, renderReport(machine, sections, (Date.now() - started) / 1000));
  log(`wrote ${REPORT} in ${Math.round((Date.now() - started) / 1000)} s`);
}

if (process.argv.includes('--profile')) {
  for (const file of await drawApiProfiles(log)) log(`wrote ${file}`);
} else {
  await writeReport();
}
