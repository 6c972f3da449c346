import { QueryClient } from '@tanstack/react-query';
import { type QuerySeed, readPageSeed } from './query-seed';

/** The spec's client behaviour: cached data never goes stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(seed: QuerySeed = []): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
  for (const [key, data] of seed) client.setQueryData(key, data);
  return client;
}

// One cache for the whole visit (in the browser), starting from the data the server rendered the first page with;
// each server-rendered page gets its own, with its seed (see entry-server).
let browserClient: QueryClient | undefined;
export function sharedQueryClient(serverSeed: QuerySeed = []): QueryClient {
  if (typeof window === 'undefined') return createQueryClient(serverSeed);
  browserClient ??= createQueryClient(readPageSeed());
  return browserClient;
}
