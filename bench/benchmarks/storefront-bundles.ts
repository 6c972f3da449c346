import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { STOREFRONT, type StorefrontRoute, storefrontRoutes } from '../lib/storefront-routes.ts';
import { type Section, table } from '../lib/report-model.ts';

/**
 * Issue 19's budgets for the JavaScript a page needs before it is interactive (gzip). The booking and spaces
 * pages get more: they show live availability and prices; their calendar and checkout still load on first use. So
 * does the member portal, a signed-in app (allowance, bookings, guests), whose tabs and dialogs load on first use.
 */
const CONTENT_BUDGET_KB = 90;
const BOOKING_BUDGET_KB = 120;
const BOOKING_PAGES = new Set(['/booking', '/spaces', '/member-portal']);

export const budgetOf = (path: string) => (BOOKING_PAGES.has(path) ? BOOKING_BUDGET_KB : CONTENT_BUDGET_KB);

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface RouteWeight {
  route: StorefrontRoute;
  files: number;
  gzipBytes: number;
  budgetKb: number;
  /** The three heaviest files outside the entry's own closure, for the reader who has to cut. */
  heaviest: Array<{ file: string; gzipBytes: number }>;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const HOW_SERVED: Record<StorefrontRoute['kind'], string> = {
  prerendered: 'prerendered',
  'on-request': 'rendered on request',
  'client-only': 'client-only',
};

/**
 * The JavaScript each page needs before it is interactive, from Vite's manifest: the entry chunk with
 * its static imports (the HTML modulepreloads them), the page's own chunk with its static imports, and
 * the query library for pages that read the API. What loads on first use (dialogs, the mobile drawer,
 * toasts, the booking calendar and checkout, forms behind a button) and what loads after the page
 * (the Core Web Vitals reporter) is not counted. Sizes are gzip at zlib's default level, one file at a time.
 */
export function measureStorefrontBundles(): { section: Section; routes: RouteWeight[] } {
  const manifest = JSON.parse(readFileSync(`${STOREFRONT}dist/.vite/manifest.json`, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry chunk');
  const queryProviderKey = Object.keys(manifest).find((key) => key.endsWith('app/query-provider.tsx'));
  const gzipOf = memoised((file: string) => gzipSync(readFileSync(`${STOREFRONT}dist/${file}`)).length);
  const jsFiles = (keys: Iterable<string>) =>
    [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const entryChunks = new Set<string>();
  staticClosure(manifest, entryKey, entryChunks);
  const entryBytes = jsFiles(entryChunks).reduce((sum, file) => sum + gzipOf(file), 0);
  const queryChunks = new Set(entryChunks);
  if (queryProviderKey) staticClosure(manifest, queryProviderKey, queryChunks);
  const queryBytes = jsFiles(queryChunks).reduce((sum, file) => sum + gzipOf(file), 0) - entryBytes;

  const routes = storefrontRoutes().map((route): RouteWeight => {
    const pageKey = Object.keys(manifest).find((key) => key.startsWith(`${route.module}.`));
    if (!pageKey) throw new Error(`the manifest has no chunk for ${route.module}`);
    const chunks = new Set(entryChunks);
    for (const key of [pageKey, ...(route.readsApi && queryProviderKey ? [queryProviderKey] : [])])
      staticClosure(manifest, key, chunks);
    const files = jsFiles(chunks);
    const shared = new Set(jsFiles(route.readsApi ? queryChunks : entryChunks));
    const ownFiles = files.filter((file) => !shared.has(file));
    return {
      route,
      files: files.length,
      gzipBytes: files.reduce((sum, file) => sum + gzipOf(file), 0),
      budgetKb: budgetOf(route.path),
      heaviest: ownFiles
        .map((file) => ({ file, gzipBytes: gzipOf(file) }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .slice(0, 3),
    };
  });
  const allFiles = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
  return {
    routes,
    section: {
      title: 'Storefront JavaScript per page',
      checks: routes.map((weight) => ({
        what: `JavaScript before interaction, \`${weight.route.path}\` (gzip)`,
        measured: kb(weight.gzipBytes),
        target: `≤ ${weight.budgetKb} KB`,
        passed: weight.gzipBytes <= weight.budgetKb * 1024,
        limitedBy:
          `the entry and what it imports are ${kb(entryBytes)} for every page (React DOM most of it)` +
          (weight.route.readsApi ? `, the query library ${kb(queryBytes)} on a page that reads the API; ` : '; ') +
          `the page's heaviest own files: ${weight.heaviest.map((each) => `${chunkName(each.file)} ${kb(each.gzipBytes)}`).join(', ')}.`,
      })),
      body: [
        'From `storefront/dist/.vite/manifest.json`, for every page of the route table (`storefront/src/app/routes.ts`, checked',
        "against the pages the build prerendered): the entry chunk and its static imports (preloaded by the HTML), the page's",
        'chunk and its static imports, and the query library on pages that read the API. What loads on first use (dialogs, the',
        'mobile drawer, toasts, the booking calendar and checkout) and after the page (the Core Web Vitals reporter) is not',
        `counted (all ${allFiles.length} JavaScript files together: ${kb(allFiles.reduce((sum, chunk) => sum + gzipOf(chunk.file), 0))}). ` +
          `Gzip at zlib's default level. The entry with its imports alone: ${kb(entryBytes)}.`,
        '',
        ...table(
          ['Page', 'Served', 'Files', 'JavaScript (gzip)', 'Budget', 'Heaviest files of its own'],
          routes.map((weight) => [
            `\`${weight.route.path}\``,
            HOW_SERVED[weight.route.kind],
            weight.files,
            kb(weight.gzipBytes),
            `${weight.budgetKb} KB`,
            weight.heaviest.map((each) => `${chunkName(each.file)} ${kb(each.gzipBytes)}`).join(', ') || '–',
          ]),
        ),
      ],
    },
  };
}

/** `assets/booking-page-DDTYCHFI.js` → `booking-page` (the hash changes with every build). */
const chunkName = (file: string) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '');

function staticClosure(manifest: Record<string, ManifestChunk>, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
}

function memoised<T>(compute: (key: string) => T): (key: string) => T {
  const memory = new Map<string, T>();
  return (key) => {
    if (!memory.has(key)) memory.set(key, compute(key));
    return memory.get(key) as T;
  };
}
