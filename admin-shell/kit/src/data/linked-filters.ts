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

/** The filters the current tab was opened with (see listLink), for a list's initial filter values. */
export function useLinkedFilters(): Record<string, string> {
  const { search } = useLocation();
  return useMemo(() => linkedFilters(search), [search]);
}
