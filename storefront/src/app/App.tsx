import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageMeta } from '../ui/page-meta';
import { Layout } from './layout/layout';
import { NOT_FOUND_ROUTE, type PageRoute, PAGE_ROUTES } from './routes';

const QueryProvider = lazy(() => import('./query-provider'));

function RoutePage({ route }: { route: PageRoute }) {
  const { Page } = route;
  return (
    <>
      <PageMeta title={route.title} description={route.description} path={route.path === '*' ? '/404' : route.path} noindex={route.noindex} />
      <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
        {route.readsApi ? (
          <QueryProvider>
            <Page />
          </QueryProvider>
        ) : (
          <Page />
        )}
      </Suspense>
    </>
  );
}

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {[...PAGE_ROUTES, NOT_FOUND_ROUTE].map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
      </Route>
    </Routes>
  );
}
