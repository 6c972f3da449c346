import { type LaunchedChrome } from 'chrome-launcher';
import { type LighthouseResult, runLighthouse } from '../lib/chrome.ts';
import { type Check, type Section, table } from '../lib/report-model.ts';

/** The categories issue 9 sets targets for, with the lowest acceptable score (0–100). */
const TARGETS = [
  { id: 'performance', name: 'Performance', minimum: 95 },
  { id: 'accessibility', name: 'Accessibility', minimum: 95 },
  { id: 'seo', name: 'SEO', minimum: 100 },
  { id: 'best-practices', name: 'Best practices', minimum: 95 },
] as const;

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
export async function auditStorefront(chrome: LaunchedChrome, baseUrl: string, paths: string[]): Promise<Section> {
  const checks: Check[] = [];
  const rows: string[][] = [];
  const findings: string[] = [];
  for (const path of paths) {
    const report = await runLighthouse(chrome, `${baseUrl}${path}`, { onlyCategories: TARGETS.map((target) => target.id) });
    const scores = TARGETS.map((target) => ({ ...target, score: Math.round((report.categories[target.id]?.score ?? 0) * 100) }));
    for (const target of scores) {
      checks.push({ what: `Lighthouse ${target.name}, \`${path}\` (mobile)`, measured: String(target.score), target: target.minimum === 100 ? '100' : `≥ ${target.minimum}`, passed: target.score >= target.minimum });
    }
    rows.push([`\`${path}\``, ...scores.map((target) => String(target.score)), ...METRICS.map(([id]) => report.audits[id]?.displayValue ?? '–')]);
    findings.push(...failingAudits(report, path));
  }
  return {
    title: 'Lighthouse (mobile, default throttling)',
    checks,
    body: [
      'Lighthouse 13 with its default mobile settings (simulated slow 4G and a 4× slower CPU) in Debian Chromium, headless,',
      'against the pages the product serves. Simulated throttling estimates from a trace recorded on this shared machine.',
      '',
      ...table(['Page', ...TARGETS.map((target) => target.name), ...METRICS.map(([, name]) => name)], rows),
      ...(findings.length ? ['', 'What Lighthouse holds against the pages (audits below full marks, by category):', '', ...findings] : []),
    ],
  };
}

/** Audits that cost points, with what they say, so a reader knows what to fix. */
function failingAudits(report: LighthouseResult, path: string): string[] {
  const lines: string[] = [];
  for (const target of TARGETS) {
    const category = report.categories[target.id];
    for (const reference of category?.auditRefs ?? []) {
      const audit = report.audits[reference.id];
      if (!audit || reference.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      lines.push(`- \`${path}\` ${target.name}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return lines;
}
