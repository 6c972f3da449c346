import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from './app/router';
import { App } from './app/App';
import { type QuerySeed, QuerySeedContext, querySeedElement } from './app/query-seed';
import { Toaster } from './ui/toast';
import { PAGE_ROUTES } from './app/routes';
import { SITE } from './app/site-config';

export type { QuerySeed } from './app/query-seed';

export const PRERENDERED_PAGES = PAGE_ROUTES.filter((route) => !route.clientOnly && !route.onRequestOnly).map(
  ({ path, noindex }) => ({
    path,
    noindex: Boolean(noindex),
  }),
);
/** Pages rendered in the browser only (their path carries a secret): the build writes one shell page for each. */
export const CLIENT_ONLY_PAGES = PAGE_ROUTES.filter((route) => route.clientOnly).map(({ path }) => path);
export const SITE_URL = SITE.url;

/**
 * The HTML of one route as React renders it, lazy pages included (prerender waits for every Suspense). `seed` is the
 * data its queries start from (a page rendered on request by the API server); without it they render loading.
 */
export async function renderPage(url: string, seed: QuerySeed = []): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <QuerySeedContext.Provider value={seed}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </QuerySeedContext.Provider>
      <Toaster />
    </StrictMode>,
    {
      // React outlines a large finished boundary into a hidden segment plus an inline script that moves it into
      // place; the Content Security Policy forbids that script and crawlers may not run it, so keep pages inline.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // An error inside a Suspense boundary would silently leave that part to the browser: fail the build instead.
      onError(error) {
        throw error;
      },
    },
  );
  return new Response(prelude).text();
}

// React 19 emits hoistable tags (<title>, <meta>, <link>) ahead of the app's markup; they belong in <head>.
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/**
 * A whole HTML document for one route: the build's `index.html` (before prerendering replaced it) with the page's
 * head tags, its markup and, for a page rendered with data, that data for the browser's first render. Used by the
 * build (scripts/prerender.mjs) and by the API server for the pages it renders on request.
 */
export async function renderDocument(template: string, url: string, seed: QuerySeed = []): Promise<string> {
  const rendered = await renderPage(url, seed);
  const head = rendered.match(LEADING_HEAD_TAGS)?.[0] ?? '';
  if (!/<title>/.test(head)) throw new Error(`${url}: the page rendered no <title>`);
  return template
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => rendered.slice(head.length))
    .replace('</body>', () => `${querySeedElement(seed)}</body>`);
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** sitemap.xml for the indexed prerendered pages plus `extra` (each post's page, with when it last changed). */
export function sitemapXml(extra: Array<{ path: string; lastModified?: string }> = []): string {
  const pages = [
    ...PRERENDERED_PAGES.filter((page) => !page.noindex).map(({ path }) => ({ path, lastModified: undefined })),
    ...extra,
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map(
      ({ path, lastModified }) =>
        `  <url><loc>${escapeXml(`${SITE_URL}${path}`)}</loc>${lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}
