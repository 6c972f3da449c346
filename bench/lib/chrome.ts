import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';

/** Debian's Chromium: the benchmarks never download a browser. */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a headless Chromium run as root on a machine without a GPU or network: the sandbox cannot
 * start as root, /dev/shm is small, and background services would only try (and fail) to call out.
 */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<LaunchedChrome> {
  return launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse navigation in the given Chromium; its report as JSON. */
export async function runLighthouse(chrome: LaunchedChrome, url: string, flags: Flags = {}): Promise<LighthouseResult> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...flags });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}
