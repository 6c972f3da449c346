import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { productUnderTest } from './environment.js';

/**
 * Debian's Chromium; no browser is ever downloaded. Its headless shell (apt-get install chromium-headless-shell) when
 * the machine has it: the same engine without the browser's own interface, which Playwright itself runs for headless,
 * and which needs less of a CPU the journeys share with the backend suites. Otherwise the full browser.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface BrowserSession {
  browser: Browser;
  /** A fresh context (cookies, storage) whose relative URLs resolve against the product. */
  newPage(options?: { viewport?: { width: number; height: number } }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Chromium, headless. With `cameraFile` (see fake-camera.ts) the camera is that video file and pages may use it
 * without asking, as if the front desk had allowed the camera once.
 */
export async function openBrowser(options: { cameraFile?: string } = {}): Promise<BrowserSession> {
  const camera = options.cameraFile
    ? [
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${options.cameraFile}`,
      ]
    : [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, ...camera],
    headless: true,
  });
  const contexts: BrowserContext[] = [];
  return {
    browser,
    async newPage(pageOptions = {}) {
      const context = await browser.newContext({
        baseURL: productUnderTest().baseUrl,
        viewport: pageOptions.viewport ?? { width: 1280, height: 900 },
        timezoneId: 'Africa/Nairobi',
        locale: 'en-KE',
        permissions: camera.length > 0 ? ['camera'] : [],
      });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      const page = await context.newPage();
      // A page error is a failure of the product, not noise: surface it in the test output.
      page.on('pageerror', (error) => console.error(`[browser] ${page.url()}: ${error.message}`));
      return page;
    },
    close: () => browser.close(),
  };
}

export const PHONE_VIEWPORT = { width: 360, height: 740 };
