import { useQueries, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

export function useSpaces() {
  return useQuery({ queryKey: ['spaces'], queryFn: () => unwrap(api.GET('/api/spaces')) });
}

/**
 * Live availability of each chosen date: refreshed every minute while the dialog is open and considered fresh for
 * 30 s (the booking issue's rule, an exception to the site's never-stale cache).
 */
export function useAvailability(spaceId: string, dates: string[], enabled: boolean) {
  return useQueries({
    queries: dates.map((date) => ({
      queryKey: ['availability', spaceId, date],
      queryFn: () =>
        unwrap(api.GET('/api/spaces/{id}/availability', { params: { path: { id: spaceId }, query: { date } } })),
      enabled,
      staleTime: 30_000,
      refetchInterval: 60_000,
    })),
  });
}
