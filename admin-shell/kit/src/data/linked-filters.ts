import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Links between tabs open a list already filtered (the Overview's "pending tours" opens Bookings showing them). The
 * filters travel in the tab's URL as react-admin's own list parameter, `?filter=<JSON>`, so such a link can be
 * bookmarked or shared. Only string values are kept: every admin list filter is a string.
 */
export function listLink(tab: string, filters: Readonly<Record<string, string>>): string {
  const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
  const path = `/dashboard/${tab}`;
  return Object.keys(set).length === 0 ? path : `${path}?${new URLSearchParams({ filter: JSON.stringify(set) })}`;
}

/** The filters a `?filter=<JSON>` query names; anything unreadable is ignored (the list opens unfiltered). */
export function linkedFilters(search: string): Record<string, string> {
  const raw = new URLSearchParams(search).get('filter');
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The filters the current tab was opened with (see listLink). */
export function useLinkedFilters(): Record<string, string> {
  const { search } = useLocation();
  return useMemo(() => linkedFilters(search), [search]);
}

/**
 * A list's filters with those a link opened it with, keeping only the filters the list has: a name it does not know
 * is dropped rather than sent to the server.
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
