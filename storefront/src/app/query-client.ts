import { QueryClient } from '@tanstack/react-query';

/** The spec's client behaviour: cached data never goes stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

// One cache for the whole visit (in the browser); each prerendered page gets its own (see entry-server).
let browserClient: QueryClient | undefined;
export function sharedQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
