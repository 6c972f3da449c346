import AddIcon from '@mui/icons-material/PersonAdd';
import RolesIcon from '@mui/icons-material/AdminPanelSettings';
import { Button } from '@mui/material';
import {
  ConfirmDialog,
  FilterBar,
  ListExportButton,
  ScreenHeader,
  SelectFilter,
  ServerListBase,
  useAllowed,
  useColumnSort,
  useDeleteRecord,
  useListFilters,
  WHOLE_LIST,
  type AdminAccount,
  type Role,
} from 'admin-kit';
import { useState } from 'react';
import { useGetList, useListContext, usePermissions } from 'react-admin';
import { AccountListPage } from '../account-lists/AccountListPage';
import { AuditLogCard } from '../audit-log';
import { RolesDialog } from '../roles';
import { AdminFormDialog } from './AdminFormDialog';
import {
  ACTIVE_FILTERS,
  ADMIN_FIRST_ORDER,
  DEFAULT_ADMIN_SORT,
  NO_ADMIN_FILTERS,
  ROLE_FILTERS,
  type AdminFilters,
  type AdminSortField,
} from './admins-query';
import { AdminsTable } from './AdminsTable';
import { mayManageAccount, type SignedInAdmin } from './manageable';

type OpenDialog = { kind: 'create' | 'roles' } | { kind: 'edit' | 'delete'; admin: AdminAccount } | null;

/**
 * Admins tab: "Admin Management", paged, searched and sorted on the server through react-admin's list (its page,
 * sort and filters stay in the screen, not the URL, as on the other tabs). Add Admin shows for everyone who sees the
 * tab (spec section 6); Edit and Delete only on accounts the signed-in admin may manage (none whose role may do more
 * than theirs). The server refuses what the role may not do either way. Edit Roles and the audit log are for super
 * admins.
 */
export function AdminsScreen() {
  return (
    <ServerListBase<AdminAccount> resource="admins" sort={DEFAULT_ADMIN_SORT}>
      <AdminsList />
    </ServerListBase>
  );
}

function AdminsList() {
  const { refetch, isFetching } = useListContext<AdminAccount>();
  const { filters, changeFilters } = useListFilters(NO_ADMIN_FILTERS);
  const { sort, onSort } = useColumnSort<AdminSortField>(ADMIN_FIRST_ORDER);
  const roles = useGetList<Role>('roles', WHOLE_LIST);
  const { permissions: signedIn } = usePermissions<SignedInAdmin | null>();
  const mayManageRoles = useAllowed('roles', 'manage');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const { remove, busy: deleting } = useDeleteRecord<AdminAccount>('admins', {
    deleted: 'Admin deleted successfully',
    failure: 'Failed to delete admin',
    onSuccess: close,
  });
  const roleList = roles.data ?? [];
  // Until the roles are known, nobody's custom role can be weighed: the buttons wait for them.
  const mayManage = (admin: AdminAccount) =>
    roles.data !== undefined && mayManageAccount(signedIn ?? null, admin, roles.data);
  const changeFilter = <K extends keyof AdminFilters>(key: K, value: AdminFilters[K]) =>
    changeFilters({ ...filters, [key]: value });

  return (
    <section>
      <ScreenHeader
        title="Admin Management"
        onRefresh={() => Promise.all([refetch(), roles.refetch()])}
        refreshing={isFetching || roles.isFetching}
        actions={
          <>
            <ListExportButton list="admins" />
            {mayManageRoles && (
              <Button variant="outlined" startIcon={<RolesIcon />} onClick={() => setDialog({ kind: 'roles' })}>
                Edit Roles
              </Button>
            )}
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
              Add Admin
            </Button>
          </>
        }
      />
      <FilterBar
        label="Filter administrators"
        searchPlaceholder="Name, username, e-mail"
        filters={filters}
        noFilters={NO_ADMIN_FILTERS}
        onChange={changeFilters}
      >
        <SelectFilter
          label="System role"
          value={filters.role}
          choices={ROLE_FILTERS}
          onChange={(value) => changeFilter('role', value as AdminFilters['role'])}
        />
        <SelectFilter
          label="Status"
          value={filters.isActive}
          choices={ACTIVE_FILTERS}
          onChange={(value) => changeFilter('isActive', value as AdminFilters['isActive'])}
        />
      </FilterBar>
      <AccountListPage<AdminAccount>
        title="All Administrators"
        noAccountsText="No administrators found. Create the first admin to get started."
        firstAction={
          <Button variant="contained" onClick={() => setDialog({ kind: 'create' })}>
            Create First Admin
          </Button>
        }
        noMatchText="No administrators match these filters"
      >
        {(rows) => (
          <AdminsTable
            rows={rows}
            sort={sort}
            onSort={onSort}
            roles={roleList}
            mayManage={mayManage}
            onEdit={(admin) => setDialog({ kind: 'edit', admin })}
            onDelete={(admin) => setDialog({ kind: 'delete', admin })}
          />
        )}
      </AccountListPage>
      {signedIn?.role === 'super_admin' && <AuditLogCard />}
      {dialog?.kind === 'create' && <AdminFormDialog roles={roleList} onClose={close} />}
      {dialog?.kind === 'edit' && <AdminFormDialog admin={dialog.admin} roles={roleList} onClose={close} />}
      {dialog?.kind === 'roles' && <RolesDialog onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog open title="Delete Admin" busy={deleting} onClose={close} onConfirm={() => remove(dialog.admin)}>
          Are you sure you want to delete the administrator “{dialog.admin.displayName}” (@{dialog.admin.username})?
          This action cannot be undone.
        </ConfirmDialog>
      )}
    </section>
  );
}
