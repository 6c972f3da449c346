import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Section, table } from '../lib/report-model.ts';

const STOREFRONT = fileURLToPath(new URL('../../storefront/', import.meta.url));
const HOME_TARGET_KB = 90;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

interface PageRoute {
  path: string;
  /** The page module as the manifest names it, e.g. src/modules/home/home-page.tsx */
  module: string;
  readsApi: boolean;
}

export interface RouteWeight {
  path: string;
  files: number;
  gzipBytes: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The JavaScript each page needs before it is interactive, from Vite's manifest: the entry chunk with
 * its static imports (the HTML modulepreloads them), the page's own chunk with its static imports, and
 * the query library for pages that read the API. Dialogs, the mobile drawer and toasts load on first
 * use and are not counted. Sizes are gzip at zlib's default level, one file at a time, as served.
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

  const routes = pageRoutes(manifest).map((route): RouteWeight => {
    const chunks = new Set<string>();
    for (const key of [entryKey, route.module, ...(route.readsApi && queryProviderKey ? [queryProviderKey] : [])])
      staticClosure(manifest, key, chunks);
    const files = [...chunks].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    return { path: route.path, files: files.length, gzipBytes: files.reduce((sum, file) => sum + gzipOf(file), 0) };
  });
  const home = routes.find((route) => route.path === '/');
  if (!home) throw new Error('no home page route');
  const onDemand = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
  return {
    routes,
    section: {
      title: 'Storefront JavaScript per page',
      checks: [
        {
          what: 'Home page JavaScript before interaction (gzip)',
          measured: kb(home.gzipBytes),
          target: `≤ ${HOME_TARGET_KB} KB`,
          passed: home.gzipBytes <= HOME_TARGET_KB * 1024,
          limitedBy:
            `the entry chunk alone is ${kb(gzipOf(manifest[entryKey].file))} (most of it React DOM; the rest the site's frame: header, footer, route table), ` +
            "and react-router's and React's own chunks come on top before any page code. Below 90 KB needs the home page to load its " +
            'below-the-fold sections (plans, next steps, testimonials, newsletter) after first paint: a change in the home module.',
        },
      ],
      body: [
        'From `storefront/dist/.vite/manifest.json`: the entry chunk and its static imports (preloaded by the prerendered HTML), the',
        "page's chunk and its static imports, and the query library on pages that read the API. Dialogs, the mobile drawer and",
        `toasts load on first use and are not counted (all ${onDemand.length} JavaScript files together: ${kb(onDemand.reduce((sum, chunk) => sum + gzipOf(chunk.file), 0))}). Gzip at zlib's default level.`,
        '',
        ...table(
          ['Page', 'Files', 'JavaScript (gzip)'],
          routes.map((route) => [`\`${route.path}\``, route.files, kb(route.gzipBytes)]),
        ),
      ],
    },
  };
}

/** Every page of the route table (`storefront/src/app/routes.ts`: one `page(...)` call per line). */
function pageRoutes(manifest: Record<string, ManifestChunk>): PageRoute[] {
  const source = readFileSync(`${STOREFRONT}src/app/routes.ts`, 'utf8');
  const routes: PageRoute[] = [];
  for (const line of source.split('\n')) {
    const match = /^\s*page\('([^']+)',.*import\('\.\.\/([^']+)'\)/.exec(line);
    if (!match) continue;
    const module = Object.keys(manifest).find((key) => key.startsWith(`src/${match[2]}.`));
    if (!module) throw new Error(`the manifest has no chunk for ${match[2]}`);
    routes.push({ path: match[1], module, readsApi: /readsApi: true/.test(line) });
  }
  if (routes.length === 0) throw new Error('no page(...) lines found in routes.ts');
  return routes;
}

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
