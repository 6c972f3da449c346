import {
  AddButton,
  FilterBar,
  hasFilters,
  ListTable,
  ScreenHeader,
  ServerListBase,
  useAllowed,
  useColumnSort,
  useListFilters,
} from 'admin-kit';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import {
  COMPANY_FIRST_ORDER,
  DEFAULT_COMPANY_SORT,
  NO_COMPANY_FILTERS,
  type CompanySortField,
} from './companies-query';
import { CompaniesTable } from './CompaniesTable';
import { CompanyDetailDialog } from './CompanyDetailDialog';
import { CompanyFormDialog } from './CompanyFormDialog';
import type { Company } from './company-types';

/**
 * Companies tab: the companies paying for team memberships, paged, searched and sorted on the server through
 * react-admin's list (its page, sort and search stay in the screen, not the URL, as on the other tabs).
 */
export function CompaniesScreen() {
  return (
    <ServerListBase<Company> resource="companies" sort={DEFAULT_COMPANY_SORT}>
      <CompaniesList />
    </ServerListBase>
  );
}

function CompaniesList() {
  const { refetch, isFetching } = useListContext<Company>();
  const { filters, changeFilters } = useListFilters(NO_COMPANY_FILTERS);
  const { sort, onSort } = useColumnSort<CompanySortField>(COMPANY_FIRST_ORDER);
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<Company | null>(null);
  // Adding, changing and deleting a company are memberships.edit, as the server asks.
  const mayEdit = useAllowed('memberships', 'edit');

  return (
    <section>
      <ScreenHeader
        title="Companies"
        subtitle="Companies paying for team memberships: their receipt details, teams, seats and payments"
        onRefresh={() => refetch()}
        refreshing={isFetching}
        actions={mayEdit && <AddButton onClick={() => setCreating(true)}>Add Company</AddButton>}
      />
      <FilterBar
        label="Filter companies"
        searchPlaceholder="Name, KRA PIN, billing e-mail"
        filters={filters}
        noFilters={NO_COMPANY_FILTERS}
        onChange={changeFilters}
      >
        {null}
      </FilterBar>
      <ListTable<Company> emptyText={hasFilters(filters) ? 'No companies match this search' : 'No companies yet'}>
        {(rows) => <CompaniesTable rows={rows} sort={sort} onSort={onSort} onOpen={setOpened} />}
      </ListTable>
      {creating && <CompanyFormDialog onClose={() => setCreating(false)} />}
      {opened && <CompanyDetailDialog key={opened.id} row={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
