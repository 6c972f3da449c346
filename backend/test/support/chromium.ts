import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's Chromium (`apt-get install chromium chromium-headless-shell`, as `.ci/run` does); no browser is ever
 * downloaded. For the few backend tests that follow the product as far as a person's browser, like the first start's
 * setup link; the browser journeys themselves live in e2e/.
 */
export function launchChromium(): Promise<Browser> {
  const executablePath =
    process.env.CHROMIUM_PATH ??
    ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
  if (!executablePath) throw new Error('Chromium is missing: apt-get install -y chromium chromium-headless-shell');
  return chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
}
