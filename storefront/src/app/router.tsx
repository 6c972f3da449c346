import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

/**
 * The storefront's router: one flat table of pages under one layout, plain links, path parameters and the query
 * string. Every page pays for its router before it can hydrate, and react-router weighed 13 KB gzipped for this
 * handful of features, so the site has its own (about 1.5 KB). Names and behaviour follow react-router's.
 */

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

interface NavigateOptions {
  replace?: boolean;
}

interface RouterValue {
  location: RouterLocation;
  navigate: (to: string, options?: NavigateOptions) => void;
}

const RouterContext = createContext<RouterValue | null>(null);
const MatchContext = createContext<{ params: Record<string, string>; outlet: ReactNode }>({ params: {}, outlet: null });

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('a page is rendered outside <BrowserRouter> or <StaticRouter>');
  return router;
}

const currentLocation = (): RouterLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

/** The browser's address bar: links push history entries, Back and Forward are followed. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const followHistory = () => startTransition(() => setLocation(currentLocation()));
    addEventListener('popstate', followHistory);
    return () => removeEventListener('popstate', followHistory);
  }, []);
  const navigate = useCallback((to: string, options: NavigateOptions = {}) => {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin) return window.location.assign(url);
    window.history[options.replace ? 'replaceState' : 'pushState'](null, '', url);
    // As a transition, the page on screen stays until the next one's code has loaded (no empty fallback in between).
    startTransition(() => setLocation(currentLocation()));
  }, []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** One fixed address, for rendering a page to HTML (the build's prerender, the API server's pages). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo((): RouterValue => {
    const url = new URL(location, 'http://static.invalid');
    return {
      location: { pathname: url.pathname, search: url.search, hash: url.hash },
      navigate: () => {
        throw new Error('a page cannot navigate while it is rendered to HTML');
      },
    };
  }, [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

interface RouteProps {
  /** Without a path, a layout route: its element wraps its child routes' (through <Outlet />). */
  path?: string;
  element: ReactNode;
  children?: ReactNode;
}

/** Declares a route inside <Routes>; renders nothing itself. */
export function Route(_props: RouteProps): null {
  return null;
}

/** The first route whose path matches the address (a `*` route only when none other does), inside its layouts. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useRouter().location;
  return (findMatch(children, pathname, false) ?? findMatch(children, pathname, true))?.element ?? null;
}

interface Match {
  params: Record<string, string>;
  element: ReactElement;
}

function findMatch(children: ReactNode, pathname: string, splat: boolean): Match | null {
  for (const { props } of Children.toArray(children).filter(isValidElement<RouteProps>)) {
    if (props.path === undefined) {
      const inner = findMatch(props.children, pathname, splat);
      if (inner) return { params: inner.params, element: matched(inner.params, props.element, inner.element) };
    } else if ((props.path === '*') === splat) {
      const match = matchPath(props.path, pathname);
      if (match) return { params: match.params, element: matched(match.params, props.element, null) };
    }
  }
  return null;
}

const matched = (params: Record<string, string>, element: ReactNode, outlet: ReactNode) => (
  <MatchContext.Provider value={{ params, outlet }}>{element}</MatchContext.Provider>
);

/** Where a layout route shows the page that matched. */
export function Outlet() {
  return useContext(MatchContext).outlet;
}

/**
 * Whether `pathname` fits `pattern` ('/blog/:slug', '*'), and its parameters. Like react-router: letter case
 * does not matter, and a trailing slash is allowed.
 */
export function matchPath(pattern: string, pathname: string): { params: Record<string, string> } | null {
  if (pattern === '*') return { params: {} };
  const names: string[] = [];
  const source = pattern
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const match = new RegExp(`^${source}/?$`, 'i').exec(pathname);
  if (!match) return null;
  return { params: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1])])) };
}

export function useLocation(): RouterLocation {
  return useRouter().location;
}

export function useParams(): Record<string, string | undefined> {
  return useContext(MatchContext).params;
}

/** The query string, and a setter that replaces it (the path stays; the hash goes, as with react-router). */
export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => {
      const search = new URLSearchParams(next).toString();
      navigate(`${location.pathname}${search ? `?${search}` : ''}`, options);
    },
    [location.pathname, navigate],
  );
  return [params, setParams];
}

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/**
 * A link to a page of the site: a plain click changes the page without reloading; a click with a modifier key, the
 * middle button or a link opening elsewhere is left to the browser (new tab, download and so on).
 */
export function Link({ to, onClick, target, ...props }: LinkProps) {
  const { navigate } = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...props} href={to} target={target} onClick={follow} />;
}
