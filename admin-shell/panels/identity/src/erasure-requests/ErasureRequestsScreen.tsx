import {
  FilterBar,
  hasFilters,
  ListTable,
  ScreenHeader,
  SelectFilter,
  ServerListBase,
  useColumnSort,
  useListFilters,
} from 'admin-kit';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import type { AdminErasureRequest } from './erasure-request-types';
import {
  DEFAULT_ERASURE_REQUEST_SORT,
  ERASURE_REQUEST_FIRST_ORDER,
  ERASURE_STATUS_FILTERS,
  NO_ERASURE_REQUEST_FILTERS,
  OPEN_ERASURE_REQUESTS,
  type ErasureRequestFilters,
  type ErasureRequestSortField,
} from './erasure-requests-query';
import { ErasureRequestDialog } from './ErasureRequestDialog';
import { ErasureRequestsTable } from './ErasureRequestsTable';

/**
 * Erasure Requests tab: people who asked for their data to be erased (Data Protection Act 2019), the open ones first
 * by their legal deadline (30 days), those past it highlighted. A request opens in a dialog, where staff with
 * privacy.edit complete it.
 */
export function ErasureRequestsScreen() {
  return (
    <ServerListBase<AdminErasureRequest>
      resource="erasure-requests"
      sort={DEFAULT_ERASURE_REQUEST_SORT}
      filterDefaultValues={{ status: OPEN_ERASURE_REQUESTS.status }}
    >
      <ErasureRequestsList />
    </ServerListBase>
  );
}

function ErasureRequestsList() {
  const { refetch, isFetching } = useListContext<AdminErasureRequest>();
  const { filters, changeFilters } = useListFilters<ErasureRequestFilters>(NO_ERASURE_REQUEST_FILTERS);
  const { sort, onSort } = useColumnSort<ErasureRequestSortField>(ERASURE_REQUEST_FIRST_ORDER);
  const [opened, setOpened] = useState<AdminErasureRequest | null>(null);
  return (
    <section>
      <ScreenHeader
        title="Erasure Requests"
        subtitle="People who asked for their personal data to be erased, and the day the law requires it done by"
        onRefresh={() => refetch()}
        refreshing={isFetching}
      />
      <FilterBar
        label="Filter erasure requests"
        searchPlaceholder="E-mail or request number"
        filters={filters}
        noFilters={NO_ERASURE_REQUEST_FILTERS}
        onChange={changeFilters}
      >
        <SelectFilter
          label="Status"
          value={filters.status}
          choices={ERASURE_STATUS_FILTERS}
          onChange={(value) => changeFilters({ ...filters, status: value as ErasureRequestFilters['status'] })}
        />
      </FilterBar>
      <ListTable<AdminErasureRequest>
        emptyText={hasFilters(filters) ? 'No erasure requests match these filters' : 'No one has asked for erasure'}
      >
        {(rows) => <ErasureRequestsTable rows={rows} sort={sort} onSort={onSort} onOpen={setOpened} />}
      </ListTable>
      {opened && <ErasureRequestDialog key={opened.id} request={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
