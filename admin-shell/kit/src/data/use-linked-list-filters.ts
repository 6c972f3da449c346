import { useMemo } from 'react';
import { useLinkedFilters } from './linked-filters';

/**
 * A list's filters with those a link opened it with (see listLink), keeping only the filters the list has: a name
 * it does not know is dropped rather than sent to the server.
 */
export function withLinkedFilters<F extends object>(noFilters: F, linked: Readonly<Record<string, string>>): F {
  const known = Object.entries(linked).filter(([name]) => Object.hasOwn(noFilters, name));
  return { ...noFilters, ...Object.fromEntries(known) };
}

/** The filters a list starts with: none, or those of the link that opened its tab. */
export function useLinkedListFilters<F extends object>(noFilters: F): F {
  const linked = useLinkedFilters();
  return useMemo(() => withLinkedFilters(noFilters, linked), [noFilters, linked]);
}
