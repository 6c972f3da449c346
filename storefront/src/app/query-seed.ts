import { createContext } from 'react';

/**
 * Query results a page is rendered with: the server renders a page that lists events or posts with their data
 * (render on request) and writes the same pairs into the page as JSON, so the browser's first render, which
 * hydrates that HTML, starts from identical data instead of a loading state. Kept free of TanStack Query, so static
 * pages never load it.
 */
export type QuerySeed = Array<[key: readonly unknown[], data: unknown]>;

/** The `<script type="application/json">` element the seed travels in (data, never run: the CSP allows it). */
export const QUERY_SEED_ELEMENT_ID = 'query-seed';

/** The seed a server render was asked for; empty at build time and in the browser (it reads the element). */
export const QuerySeedContext = createContext<QuerySeed>([]);

/** The seed as an HTML element; `<` is escaped so no text in the data can end the script element. */
export function querySeedElement(seed: QuerySeed): string {
  if (seed.length === 0) return '';
  const json = JSON.stringify(seed).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${QUERY_SEED_ELEMENT_ID}">${json}</script>`;
}

/** The seed the server wrote into this page, or none. */
export function readPageSeed(): QuerySeed {
  const element = typeof document === 'undefined' ? null : document.getElementById(QUERY_SEED_ELEMENT_ID);
  if (!element?.textContent) return [];
  try {
    return JSON.parse(element.textContent) as QuerySeed;
  } catch {
    return [];
  }
}
