import AddIcon from '@mui/icons-material/PersonAdd';
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
  type MembershipPlan,
  type User,
} from 'admin-kit';
import { useState } from 'react';
import { useGetList, useListContext } from 'react-admin';
import { AccountListPage } from '../account-lists/AccountListPage';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { fullName } from './user-form';
import { UserFormDialog } from './UserFormDialog';
import { DEFAULT_USER_SORT, NO_USER_FILTERS, planChoices, USER_FIRST_ORDER, type UserSortField } from './users-query';
import { UsersTable } from './UsersTable';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete' | 'reset'; user: User } | null;

/**
 * Users tab: "User Management", the members' accounts, paged, searched and sorted on the server through
 * react-admin's list (its page, sort and filters stay in the screen, not the URL, as on the other tabs).
 */
export function UsersScreen() {
  return (
    <ServerListBase<User> resource="users" sort={DEFAULT_USER_SORT}>
      <UsersList />
    </ServerListBase>
  );
}

function UsersList() {
  const { refetch, isFetching } = useListContext<User>();
  const { filters, changeFilters } = useListFilters(NO_USER_FILTERS);
  const { sort, onSort } = useColumnSort<UserSortField>(USER_FIRST_ORDER);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const mayCreate = useAllowed('users', 'create');
  const mayEdit = useAllowed('users', 'edit');
  const mayDelete = useAllowed('users', 'delete');
  // Accounts name their plan; the plan filter offers the plans there are, to those who may see them.
  const mayViewPlans = useAllowed('membershipPlans', 'view');
  const plans = useGetList<MembershipPlan>('membership-plans', WHOLE_LIST, { enabled: mayViewPlans });
  const { remove, busy: deleting } = useDeleteRecord<User>('users', {
    deleted: 'User deleted successfully',
    failure: 'Failed to delete user',
    onSuccess: close,
  });
  const addUser = (label: string) =>
    mayCreate && (
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
        {label}
      </Button>
    );

  return (
    <section>
      <ScreenHeader
        title="User Management"
        onRefresh={() => refetch()}
        refreshing={isFetching}
        actions={
          <>
            <ListExportButton list="users" />
            {addUser('Add User')}
          </>
        }
      />
      <FilterBar
        label="Filter users"
        searchPlaceholder="Name, username, e-mail, phone"
        filters={filters}
        noFilters={NO_USER_FILTERS}
        onChange={changeFilters}
      >
        {mayViewPlans && (
          <SelectFilter
            wide
            label="Plan"
            value={filters.membershipPlan}
            choices={planChoices(plans.data ?? [])}
            onChange={(membershipPlan) => changeFilters({ ...filters, membershipPlan })}
          />
        )}
      </FilterBar>
      <AccountListPage<User>
        title="All Users"
        noAccountsText="No users found. Create the first user to get started."
        firstAction={addUser('Create First User')}
        noMatchText="No users match these filters"
      >
        {(rows) => (
          <UsersTable
            rows={rows}
            sort={sort}
            onSort={onSort}
            actions={{ reset: mayEdit, edit: mayEdit, delete: mayDelete }}
            onAction={(kind, user) => setDialog({ kind, user })}
          />
        )}
      </AccountListPage>
      {dialog?.kind === 'create' && <UserFormDialog onClose={close} />}
      {dialog?.kind === 'edit' && <UserFormDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'reset' && <ResetPasswordDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog open title="Delete User" busy={deleting} onClose={close} onConfirm={() => remove(dialog.user)}>
          Are you sure you want to delete the user “{fullName(dialog.user)}” (@{dialog.user.username})? This action
          cannot be undone.
        </ConfirmDialog>
      )}
    </section>
  );
}
