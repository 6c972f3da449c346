import {
  AddButton,
  ConfirmDialog,
  FilterBar,
  hasFilters,
  ListTable,
  ScreenHeader,
  SelectFilter,
  ServerListBase,
  useAllowed,
  useColumnSort,
  useDeleteRecord,
  useListFilters,
} from 'admin-kit';
import { useMemo, useState } from 'react';
import { useListContext } from 'react-admin';
import { namesById } from './promo-code-labels';
import { PromoCodeFormDialog } from './PromoCodeFormDialog';
import type { AdminPromoCode } from './promo-code-types';
import {
  ACTIVE_CHOICES,
  DEFAULT_PROMO_CODE_SORT,
  NO_PROMO_CODE_FILTERS,
  PROMO_CODE_FIRST_ORDER,
  type PromoCodeSortField,
} from './promo-codes-query';
import { PromoCodesTable, type PromoCodeAction } from './PromoCodesTable';
import { usePromoTargets } from './use-promo-targets';

type OpenDialog = { kind: 'create' } | { kind: PromoCodeAction; promo: AdminPromoCode } | null;

/** Promo Codes tab: the codes customers type at checkout, paged on the server, edited in dialogs. */
export function PromoCodesScreen() {
  return (
    <ServerListBase<AdminPromoCode> resource="promo-codes" sort={DEFAULT_PROMO_CODE_SORT}>
      <PromoCodesList />
    </ServerListBase>
  );
}

function PromoCodesList() {
  const { refetch, isFetching } = useListContext<AdminPromoCode>();
  const { filters, changeFilters } = useListFilters(NO_PROMO_CODE_FILTERS);
  const { sort, onSort } = useColumnSort<PromoCodeSortField>(PROMO_CODE_FIRST_ORDER);
  const { plans, spaces } = usePromoTargets();
  const names = useMemo(() => ({ plans: namesById(plans), spaces: namesById(spaces) }), [plans, spaces]);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const mayCreate = useAllowed('promotions', 'create');
  const mayEdit = useAllowed('promotions', 'edit');
  const mayDelete = useAllowed('promotions', 'delete');
  // A code that has been redeemed is refused (409): the error toast shows the server's message, which says to
  // deactivate it instead, and the dialog stays open.
  const { remove, busy: deleting } = useDeleteRecord<AdminPromoCode>('promo-codes', {
    deleted: 'Promo code deleted successfully',
    failure: 'Failed to delete promo code',
    onSuccess: close,
  });

  return (
    <section>
      <ScreenHeader
        title="Promo Codes"
        subtitle="Codes customers type at checkout for money off plans and spaces, and the home page's offer banner"
        onRefresh={() => refetch()}
        refreshing={isFetching}
        actions={mayCreate && <AddButton onClick={() => setDialog({ kind: 'create' })}>Add Promo Code</AddButton>}
      />
      <FilterBar
        label="Filter promo codes"
        searchPlaceholder="Code, description"
        filters={filters}
        noFilters={NO_PROMO_CODE_FILTERS}
        onChange={changeFilters}
      >
        <SelectFilter
          label="Active"
          value={filters.active}
          choices={ACTIVE_CHOICES}
          onChange={(active) => changeFilters({ ...filters, active })}
        />
      </FilterBar>
      <ListTable<AdminPromoCode>
        emptyText={hasFilters(filters) ? 'No promo codes match these filters' : 'No promo codes yet'}
      >
        {(rows) => (
          <PromoCodesTable
            rows={rows}
            sort={sort}
            onSort={onSort}
            names={names}
            actions={{ edit: mayEdit, delete: mayDelete }}
            onAction={(kind, promo) => setDialog({ kind, promo })}
          />
        )}
      </ListTable>
      {dialog?.kind === 'create' && <PromoCodeFormDialog plans={plans} spaces={spaces} onClose={close} />}
      {dialog?.kind === 'edit' && (
        <PromoCodeFormDialog key={dialog.promo.id} promo={dialog.promo} plans={plans} spaces={spaces} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Delete Promo Code"
          busy={deleting}
          onClose={close}
          onConfirm={() => remove(dialog.promo)}
        >
          Are you sure you want to delete “{dialog.promo.code}”? A code that has been used cannot be deleted: deactivate
          it instead. This action cannot be undone.
        </ConfirmDialog>
      )}
    </section>
  );
}
