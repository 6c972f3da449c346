import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA, the level the product is held to, and the levels below it. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_22_AA },
  // WCAG 2.5.3 (label in name): axe marks its rule experimental; it holds here, so it is held to.
  rules: { 'label-content-name-mismatch': { enabled: true } },
  // Only violations are wanted: axe then skips collecting the passing and undecided nodes, which is most of its work.
  resultTypes: ['violations'],
};

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// Colours are judged as they end, not half-way through a transition (a button turning enabled fades in).
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/**
 * Each violation of WCAG 2.2 AA on the page as it is now, as one readable line: rule, impact, where and why.
 *
 * axe-core runs in the page itself, loaded once per document. (@axe-core/playwright loads its 500 KB source again on
 * every check and opens a second page to assemble the result: five times the time of the check itself, which made
 * the accessibility sweep of every page and section the slowest suite by minutes. None of the pages has a frame, the
 * one thing it adds.)
 */
export async function violationsOf(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) {
    await page.evaluate(AXE_SOURCE);
    await page.addStyleTag({ content: NO_TRANSITIONS });
  }
  const violations = await page.evaluate(
    async (options) => (await window.axe.run(document, options)).violations,
    AXE_OPTIONS,
  );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

declare global {
  interface Window {
    axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/** Checks the page as it is now and files what is wrong under `name`. */
export async function checkAccessibility(page: Page, found: Record<string, string[]>, name: string): Promise<void> {
  const violations = await violationsOf(page);
  if (violations.length > 0) found[name] = violations;
}
