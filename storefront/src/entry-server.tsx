import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { Toaster } from './ui/toast';
import { PAGE_ROUTES } from './app/routes';
import { SITE } from './app/site-config';

export const PRERENDERED_PAGES = PAGE_ROUTES.filter((route) => !route.clientOnly).map(({ path, noindex }) => ({
  path,
  noindex: Boolean(noindex),
}));
/** Pages rendered in the browser only (their path carries a secret): the build writes one shell page for each. */
export const CLIENT_ONLY_PAGES = PAGE_ROUTES.filter((route) => route.clientOnly).map(({ path }) => path);
export const SITE_URL = SITE.url;

/** The HTML of one route as React renders it, lazy pages included (prerender waits for every Suspense). */
export async function renderPage(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
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
