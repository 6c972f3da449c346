import type { ReactNode } from 'react';
import { ListBase, type RaRecord, type SortPayload } from 'react-admin';
import { PAGE_SIZE } from '../data/paging';

/** How long a list's search box waits after the last key before the server is asked. */
export const SEARCH_DELAY_MS = 300;

interface ServerListBaseProps {
  /** The data provider's resource, e.g. 'posts'. */
  resource: string;
  sort: SortPayload;
  /** The filters the list opens with (a tab's link, or a default such as "upcoming"). */
  filterDefaultValues?: object;
  children: ReactNode;
}

/**
 * A staff screen's server-paged list (react-admin's ListBase): a page of PAGE_SIZE rows, the search sent once typing
 * pauses, and filters, sort and page kept in the screen alone, not in the address bar or the store, so each visit
 * starts afresh.
 */
export function ServerListBase<Row extends RaRecord>({
  resource,
  sort,
  filterDefaultValues,
  children,
}: ServerListBaseProps) {
  return (
    <ListBase<Row>
      resource={resource}
      sort={sort}
      filterDefaultValues={filterDefaultValues}
      perPage={PAGE_SIZE}
      debounce={SEARCH_DELAY_MS}
      disableSyncWithLocation
      storeKey={false}
    >
      {children}
    </ListBase>
  );
}
