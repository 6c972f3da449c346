import { type LaunchedChrome } from 'chrome-launcher';
import { type LighthouseResult, runLighthouse } from '../lib/chrome.ts';
import { waitForQuietMachine } from '../lib/machine.ts';
import { type Check, type Section, table } from '../lib/report-model.ts';
import { storefrontRoutes } from '../lib/storefront-routes.ts';
import { type StorefrontVisit } from './storefront-bundles.ts';

/** The categories issue 19 sets targets for on every public page, with the lowest acceptable score (0–100). */
const TARGETS = [
  { id: 'performance', name: 'Performance', minimum: 95 },
  { id: 'accessibility', name: 'Accessibility', minimum: 100 },
  { id: 'seo', name: 'SEO', minimum: 100 },
  { id: 'best-practices', name: 'Best practices', minimum: 100 },
] as const;

/** Lighthouse varies from run to run on a busy machine; the median of three is what gets reported. */
const RUNS = 3;
/** How idle the machine is to be before a page is audited (the share of its CPU time over two seconds). */
const QUIET_IDLE_SHARE = 0.8;

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
] as const;

/**
 * Lighthouse's default run (a mid-range phone on slow 4G, simulated) on pages served by the product
 * itself, as a visitor gets them (prerendered HTML, the product's headers and caching).
 */
export interface AuditedPage {
  path: string;
  /** What the report calls it (a manage link's path is a secret token): the route, e.g. `/bookings/manage/:token`. */
  label: string;
  /** The member session cookie for a page seen signed in (the member portal). */
  memberCookie?: string;
  /**
   * Kept out of search results on purpose (a portal, a payment's outcome): Lighthouse's SEO category fails such a
   * page for being blocked from indexing, so its SEO score is shown but not held against the target.
   */
  noindex: boolean;
}

/**
 * Every page for Lighthouse: the pages whose JavaScript is weighed (every route of the route table with a real post
 * and a real booking's manage link, the member portal signed out and signed in), the page not found aside.
 */
export function auditedPages(visits: StorefrontVisit[]): AuditedPage[] {
  const routes = storefrontRoutes();
  return visits.flatMap((visit) => {
    const route = routes.find((candidate) => candidate.path === visit.pattern);
    return route
      ? [{ path: visit.path, label: visit.label, noindex: route.noindex, memberCookie: visit.memberCookie }]
      : [];
  });
}

export async function auditStorefront(chrome: LaunchedChrome, baseUrl: string, pages: AuditedPage[]): Promise<Section> {
  const checks: Check[] = [];
  const rows: string[][] = [];
  const findings: string[] = [];
  let waitedMs = 0;
  for (const { path, label, noindex, memberCookie } of pages) {
    const reports: LighthouseResult[] = [];
    let failure = '';
    for (let run = 0; run < RUNS; run++) {
      // Simulated throttling multiplies the CPU time the trace recorded: work left over on the machine (autovacuum
      // after the seeds before, the worker's queue, the last run's Chromium tearing down) would count as the page's own.
      waitedMs += (await waitForQuietMachine({ idleShare: QUIET_IDLE_SHARE })).waitedMs;
      // With every public page audited, a broken trace now and then is to be expected: one page's bad run must not
      // cost the whole section. The page stands on the runs that worked.
      try {
        reports.push(
          await runLighthouse(chrome, `${baseUrl}${path}`, {
            onlyCategories: TARGETS.map((target) => target.id),
            ...(memberCookie ? { extraHeaders: { Cookie: memberCookie } } : {}),
          }),
        );
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
    }
    if (reports.length === 0) {
      checks.push({
        what: `Lighthouse on \`${label}\` (mobile)`,
        measured: 'not measured',
        target: '–',
        passed: false,
        limitedBy: failure,
      });
      rows.push([`\`${label}\``, ...TARGETS.map(() => '–'), '–', ...METRICS.map(() => '–'), '–']);
      continue;
    }
    // The run with the median performance score stands for the page (Lighthouse's own advice on variable machines).
    reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const report = reports[Math.floor(reports.length / 2)];
    const performanceRange =
      `${score(reports[0], 'performance')}–${score(reports[reports.length - 1], 'performance')}` +
      (reports.length < RUNS ? ` (${reports.length} of ${RUNS} runs)` : '');
    const scores = TARGETS.map((target) => ({
      ...target,
      score: median(reports.map((each) => score(each, target.id))),
    }));
    for (const target of scores) {
      if (noindex && target.id === 'seo') continue;
      checks.push({
        what: `Lighthouse ${target.name}, \`${label}\` (mobile)`,
        measured: String(target.score),
        target: target.minimum === 100 ? '100' : `≥ ${target.minimum}`,
        passed: target.score >= target.minimum,
        limitedBy: `in the median run: ${costlyAudits(report, target.id).join('; ') || 'no single audit stands out'} (benchmark index ${Math.round(report.environment.benchmarkIndex)}).`,
      });
    }
    rows.push([
      `\`${label}\``,
      ...scores.map((target) => String(target.score)),
      performanceRange,
      ...METRICS.map(([id]) => report.audits[id]?.displayValue ?? '–'),
      String(Math.round(report.environment.benchmarkIndex)),
    ]);
    findings.push(...failingAudits(report, label).filter((line) => !(noindex && line.includes(' SEO: '))));
  }
  return {
    title: 'Lighthouse (mobile, default throttling)',
    checks,
    body: [
      `Lighthouse 13 with its default mobile settings (simulated slow 4G and a 4× slower CPU) in Debian Chromium, headless, against`,
      `the pages the product serves, ${RUNS} runs per page: scores are the median, metrics those of the median-performance run.`,
      "Simulated throttling scales what the trace recorded on this shared machine, so Total Blocking Time follows the machine's",
      "load; Lighthouse's benchmark index (BI) measures that CPU at the time of the run (a recent desktop scores about 2,000).",
      'Pages kept out of search results (noindex) are not held to the SEO target: Lighthouse fails them for exactly that.',
      `Before each run the audit waits (up to a minute) for the machine to be at least ${QUIET_IDLE_SHARE * 100}% idle over two seconds;`,
      `this run waited ${(waitedMs / 1000).toFixed(0)} s in all.`,
      '',
      ...table(
        [
          'Page',
          ...TARGETS.map((target) => target.name),
          'Performance, all runs',
          ...METRICS.map(([, name]) => name),
          'BI',
        ],
        rows,
      ),
      ...(findings.length
        ? ['', 'What Lighthouse holds against the pages (audits below full marks, by category):', '', ...findings]
        : []),
    ],
  };
}

const score = (report: LighthouseResult, category: string) =>
  Math.round((report.categories[category]?.score ?? 0) * 100);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Audits of a category that cost points, with their values, so a reader knows what to fix. */
function costlyAudits(report: LighthouseResult, categoryId: string): string[] {
  return (report.categories[categoryId]?.auditRefs ?? []).flatMap((reference) => {
    const audit = report.audits[reference.id];
    if (!audit || reference.weight === 0 || audit.score === null || audit.score >= 0.9) return [];
    return [`${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`];
  });
}

function failingAudits(report: LighthouseResult, path: string): string[] {
  return TARGETS.flatMap((target) =>
    costlyAudits(report, target.id).map((audit) => `- \`${path}\` ${target.name}: ${audit}`),
  );
}
