import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const STOREFRONT = fileURLToPath(new URL('../../storefront/', import.meta.url));

/** How a page reaches the visitor, which decides how it can be measured. */
export type RouteKind = 'prerendered' | 'on-request' | 'client-only';

export interface StorefrontRoute {
  /** The route pattern, e.g. /blog/:slug */
  path: string;
  /** The page module as Vite's manifest names it without extension, e.g. src/modules/home/home-page */
  module: string;
  readsApi: boolean;
  noindex: boolean;
  kind: RouteKind;
}

/**
 * Every public page of the storefront's route table (`storefront/src/app/routes.ts`), read as a whole so a
 * `page(...)` entry may span any number of lines, then held against what the build wrote: each prerendered page
 * must have its HTML in `dist`, and each HTML page in `dist` must be a route found here (so a route the parser
 * missed fails the benchmark instead of silently leaving the table).
 */
export function storefrontRoutes(): StorefrontRoute[] {
  const source = readFileSync(`${STOREFRONT}src/app/routes.ts`, 'utf8');
  const table = source.slice(source.indexOf('export const PAGE_ROUTES'));
  const routes: StorefrontRoute[] = [];
  for (const call of pageCalls(table.slice(0, table.indexOf('];')))) {
    const path = /^\s*'([^']+)'/.exec(call)?.[1];
    const module = /import\('\.\.\/([^']+)'\)/.exec(call)?.[1];
    if (!path || !module) throw new Error(`routes.ts: cannot read the page entry ${call.slice(0, 80)}`);
    const flag = (name: string) => new RegExp(`\\b${name}:\\s*true`).test(call);
    routes.push({
      path,
      module: `src/${module}`,
      readsApi: flag('readsApi'),
      noindex: flag('noindex'),
      kind: flag('clientOnly') ? 'client-only' : flag('onRequestOnly') ? 'on-request' : 'prerendered',
    });
  }
  if (routes.length === 0) throw new Error('routes.ts: no page(...) entries in PAGE_ROUTES');

  if (existsSync(`${STOREFRONT}dist/index.html`)) {
    for (const route of routes.filter((each) => each.kind === 'prerendered')) {
      const html = route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
      if (!existsSync(`${STOREFRONT}dist/${html}`)) throw new Error(`the build wrote no ${html} for ${route.path}`);
    }
    const sitemap = readFileSync(`${STOREFRONT}dist/sitemap.xml`, 'utf8');
    for (const [, loc] of sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)) {
      const path = loc || '/';
      if (!routes.some((route) => route.path === path))
        throw new Error(`the build's sitemap lists ${path}, which the route table reader did not find`);
    }
  }
  return routes;
}

/** The argument text of each top-level `page(` call, matched up to its closing parenthesis (strings skipped). */
function pageCalls(source: string): string[] {
  const calls: string[] = [];
  for (const start of source.matchAll(/\bpage\(/g)) {
    let depth = 1;
    let quote = '';
    let index = start.index + start[0].length;
    for (; index < source.length && depth > 0; index++) {
      const char = source[index];
      if (quote) {
        if (char === '\\') index++;
        else if (char === quote) quote = '';
      } else if (char === "'" || char === '"' || char === '`') quote = char;
      else if (char === '(') depth++;
      else if (char === ')') depth--;
    }
    calls.push(source.slice(start.index + start[0].length, index - 1));
  }
  return calls;
}

/** The page the bench opens for a route: a parameter gets a placeholder value (the page shows its not-found state). */
export function samplePath(route: StorefrontRoute): string {
  return route.path.replace(/:[^/]+/g, 'sample');
}
