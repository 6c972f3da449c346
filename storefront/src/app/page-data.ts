import { useContext, useEffect, useSyncExternalStore } from 'react';
import { type QuerySeed, QuerySeedContext, readPageSeed } from './query-seed';

/**
 * What a page that only shows the API's data reads it with, instead of TanStack Query (which such pages no longer
 * load): the same rules as the query client's (data fetched once per visit and kept, no refetch on focus, no
 * retries, a failed read retried only by the visitor) and the same keys, so the data the server rendered a page with
 * (its seed, see query-seed.ts) is what the browser's first render starts from.
 */
export interface PageData<T> {
  data: T | undefined;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
  /** Reads again (the visitor's Try Again); what is shown stays until the answer is in. */
  refetch: () => void;
}

type State =
  | { status: 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: unknown; error?: undefined }
  | { status: 'error'; data?: unknown; error: unknown };

interface Entry {
  key: readonly unknown[];
  state: State;
  load?: () => Promise<unknown>;
  loading?: Promise<void>;
  /** Invalidated while nobody showed it: read again when next shown. */
  stale: boolean;
  listeners: Set<() => void>;
}

const hashOf = (key: readonly unknown[]) => JSON.stringify(key);

// The browser's data for the whole visit, starting from what the server rendered the first page with.
let browserEntries: Map<string, Entry> | undefined;

function entriesOfThisVisit(): Map<string, Entry> {
  if (!browserEntries) browserEntries = entriesFrom(readPageSeed());
  return browserEntries;
}

function entriesFrom(seed: QuerySeed): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const [key, data] of seed)
    entries.set(hashOf(key), { key, state: { status: 'success', data }, stale: false, listeners: new Set() });
  return entries;
}

function entryOf(entries: Map<string, Entry>, key: readonly unknown[]): Entry {
  const hash = hashOf(key);
  let entry = entries.get(hash);
  if (!entry) {
    entry = { key, state: { status: 'pending' }, stale: false, listeners: new Set() };
    entries.set(hash, entry);
  }
  return entry;
}

function settle(entry: Entry, state: State): void {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

function read(entry: Entry): void {
  if (entry.loading || !entry.load) return;
  entry.stale = false;
  entry.loading = entry.load().then(
    (data) => settle(entry, { status: 'success', data }),
    (error: unknown) => settle(entry, { status: 'error', data: entry.state.data, error }),
  );
  void entry.loading.finally(() => (entry.loading = undefined));
}

/**
 * The data under `key`: the page's seed or what this visit already read, else read with `load` once the page is
 * in the browser. A server render never reads: it shows its seed, or the loading state.
 */
export function usePageData<T>(key: readonly unknown[], load: () => Promise<T>): PageData<T> {
  const seed = useContext(QuerySeedContext);
  const entry = typeof window === 'undefined' ? entryOf(entriesFrom(seed), key) : entryOf(entriesOfThisVisit(), key);
  entry.load = load;
  const state = useSyncExternalStore(
    (listener) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    () => entry.state,
    () => entry.state,
  );
  useEffect(() => {
    if (entry.state.status === 'pending' || entry.stale) read(entry);
  }, [entry]);
  return {
    data: state.data as T | undefined,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.error,
    refetch: () => read(entry),
  };
}

/**
 * After a change the visitor made (a registration takes a seat): the data under keys starting with `prefix` is read
 * again, now where it is shown, else when it is next shown.
 */
export function invalidatePageData(prefix: readonly unknown[]): void {
  if (!browserEntries) return;
  for (const entry of browserEntries.values()) {
    if (!prefix.every((part, index) => hashOf([part]) === hashOf([entry.key[index]]))) continue;
    if (entry.listeners.size > 0) read(entry);
    else entry.stale = true;
  }
}
