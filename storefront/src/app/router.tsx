import { parse } from 'regexparam';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Link, matchRoute, Route, Router, Switch, useParams, useSearchParams } from 'wouter';

/**
 * The storefront's routing is wouter (about 2 KB gzipped; react-router weighed 13 KB, paid by every page before it
 * could hydrate). What this file adds is the address as React state, changed inside a transition: the page on screen
 * stays until the next page's code has loaded instead of flashing an empty fallback (wouter's own browser hook reads
 * the address through useSyncExternalStore, whose updates cannot be transitions), and a fixed address for rendering
 * pages to HTML. Pages use wouter's Link, Route, Switch, useParams and useSearchParams through here.
 */
export { Link, Route, Switch, useParams, useSearchParams };

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;

const AddressContext = createContext<{ location: RouterLocation; navigate: Navigate } | null>(null);

function useAddress() {
  const address = useContext(AddressContext);
  if (!address) throw new Error('a page is rendered outside <BrowserRouter> or <StaticRouter>');
  return address;
}

/** wouter's location and search hooks, answered from the address above. */
const useAddressPath = (): [string, Navigate] => {
  const { location, navigate } = useAddress();
  return [location.pathname, navigate];
};
const useAddressSearch = () => useAddress().location.search;

function AddressRouter(props: { location: RouterLocation; navigate: Navigate; children: ReactNode }) {
  const { location, navigate, children } = props;
  const address = useMemo(() => ({ location, navigate }), [location, navigate]);
  return (
    <AddressContext.Provider value={address}>
      <Router hook={useAddressPath} searchHook={useAddressSearch}>
        {children}
      </Router>
    </AddressContext.Provider>
  );
}

const browserLocation = (): RouterLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

/** The browser's address bar: links push history entries, Back and Forward are followed. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(browserLocation);
  useEffect(() => {
    const followHistory = () => startTransition(() => setLocation(browserLocation()));
    addEventListener('popstate', followHistory);
    return () => removeEventListener('popstate', followHistory);
  }, []);
  const navigate = useCallback<Navigate>((to, options = {}) => {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin) return window.location.assign(url);
    window.history[options.replace ? 'replaceState' : 'pushState'](null, '', url);
    startTransition(() => setLocation(browserLocation()));
  }, []);
  return (
    <AddressRouter location={location} navigate={navigate}>
      {children}
    </AddressRouter>
  );
}

const cannotNavigate: Navigate = () => {
  throw new Error('a page cannot navigate while it is rendered to HTML');
};

/** One fixed address, for rendering a page to HTML (the build's prerender, the API server's pages). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const fixed = useMemo((): RouterLocation => {
    const url = new URL(location, 'http://static.invalid');
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  }, [location]);
  return (
    <AddressRouter location={fixed} navigate={cannotNavigate}>
      {children}
    </AddressRouter>
  );
}

/** The address with its #fragment (wouter's own useLocation has the path only), for scrolling and active links. */
export function useLocation(): RouterLocation {
  return useAddress().location;
}

/**
 * Whether `pathname` fits `pattern` ('/blog/:slug', '*') by wouter's own matcher: letter case does not matter and a
 * trailing slash is allowed.
 */
export function matchPath(pattern: string, pathname: string): boolean {
  return matchRoute(parse, pattern, pathname)[0];
}
