import { Suspense, useEffect } from 'react';
import { preloadableLazy } from './preloadable-lazy';
import { Route, Switch } from './router';
import { PageMeta } from '../ui/page-meta';
import { Layout } from './layout/layout';
import { metaPathOf, NOT_FOUND_ROUTE, type PageRoute, PAGE_ROUTES } from './routes';

const QueryProvider = preloadableLazy(() => import('./query-provider'));

/** Loads a page's code (and the query library, for a page that reads the API) before it is first rendered. */
export async function preloadPage(route: PageRoute): Promise<void> {
  await Promise.all([route.Page.preload(), route.readsApi ? QueryProvider.preload() : undefined]);
}

/**
 * Marks the document once the page's own code is live. A click on prerendered HTML before then does nothing (the
 * usual cost of hydration); browser tests wait for this mark instead of guessing.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = 'true';
    return () => {
      delete document.documentElement.dataset.pageReady;
    };
  }, []);
  return null;
}

function RoutePage({ route }: { route: PageRoute }) {
  const { Page } = route;
  return (
    <>
      {!route.ownMeta && (
        <PageMeta
          title={route.title}
          description={route.description}
          path={metaPathOf(route)}
          noindex={route.noindex}
        />
      )}
      <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
        {route.readsApi ? (
          <QueryProvider>
            <Page />
          </QueryProvider>
        ) : (
          <Page />
        )}
        <PageReady />
      </Suspense>
    </>
  );
}

export function App() {
  return (
    <Layout>
      <Switch>
        {PAGE_ROUTES.map((route) => (
          <Route key={route.path} path={route.path}>
            <RoutePage route={route} />
          </Route>
        ))}
        <Route>
          <RoutePage route={NOT_FOUND_ROUTE} />
        </Route>
      </Switch>
    </Layout>
  );
}
