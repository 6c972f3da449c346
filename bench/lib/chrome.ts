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

/** One Lighthouse navigation in the given Chromium (run again once if its trace broke); its report as JSON. */
export async function runLighthouse(chrome: LaunchedChrome, url: string, flags: Flags = {}): Promise<LighthouseResult> {
  let problem = '';
  // Lighthouse itself asks to be run again when a trace comes out broken (NO_NAVSTART and the like).
  for (let attempt = 0; attempt < 2; attempt++) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...flags });
    if (result && !result.lhr.runtimeError) return result.lhr;
    problem = result?.lhr.runtimeError?.message ?? 'no result';
  }
  throw new Error(`Lighthouse on ${url}: ${problem}`);
}
