import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA, the level the product is held to, and the levels below it. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

// Colours are judged as they end, not half-way through a transition (a button turning enabled fades in).
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/** Each violation of WCAG 2.2 AA on the page as it is now, as one readable line: rule, impact, where and why. */
export async function violationsOf(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: NO_TRANSITIONS });
  // Only violations are wanted: axe then skips collecting the passing and undecided nodes, which is most of its work.
  // (options() replaces what withTags() would set, so the rule tags are named here too.)
  const { violations } = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: WCAG_22_AA },
      // WCAG 2.5.3 (label in name): axe marks its rule experimental; it holds here, so it is held to.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/** Checks the page as it is now and files what is wrong under `name`. */
export async function checkAccessibility(page: Page, found: Record<string, string[]>, name: string): Promise<void> {
  const violations = await violationsOf(page);
  if (violations.length > 0) found[name] = violations;
}
