import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ResetIcon from '@mui/icons-material/LockReset';
import AddIcon from '@mui/icons-material/PersonAdd';
import { Button, Card, CardContent, CardHeader, IconButton, List, ListItem, ListItemText, Stack } from '@mui/material';
import {
  Badge,
  ConfirmDialog,
  EmptyState,
  LoadError,
  ScreenHeader,
  SkeletonList,
  useAllowed,
  useOutcomeToasts,
  WHOLE_LIST,
  type User,
} from 'admin-kit';
import { useState } from 'react';
import { useDelete, useGetList } from 'react-admin';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { fullName } from './user-form';
import { UserFormDialog } from './UserFormDialog';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete' | 'reset'; user: User } | null;

/** Users tab: "User Management" — the members' accounts. */
export function UsersScreen() {
  const users = useGetList<User>('users', WHOLE_LIST);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const mayCreate = useAllowed('users', 'create');
  const mayEdit = useAllowed('users', 'edit');
  const mayDelete = useAllowed('users', 'delete');
  const toasts = useOutcomeToasts();
  const [deleteUser, deleting] = useDelete<User>();
  const remove = (user: User) =>
    deleteUser(
      'users',
      { id: user.id, previousData: user },
      toasts({ success: 'User deleted successfully', failure: 'Failed to delete user', onSuccess: close }),
    );
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
        onRefresh={() => users.refetch()}
        refreshing={users.isFetching}
        actions={addUser('Add User')}
      />
      {users.isPending ? (
        <SkeletonList count={5} height={56} />
      ) : users.isError ? (
        <LoadError error={users.error} onRetry={() => users.refetch()} />
      ) : users.data?.length === 0 ? (
        <EmptyState
          text="No users found. Create the first user to get started."
          action={addUser('Create First User')}
        />
      ) : (
        <Card variant="outlined">
          <CardHeader title="All Users" />
          <CardContent>
            <List aria-label="All Users">
              {users.data?.map((user) => (
                <ListItem
                  key={user.id}
                  divider
                  data-testid="user-row"
                  secondaryAction={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      {user.membershipPlan && <Badge label={user.membershipPlan} variant="outline" />}
                      {mayEdit && (
                        <IconButton
                          aria-label={`Reset password of ${user.username}`}
                          onClick={() => setDialog({ kind: 'reset', user })}
                        >
                          <ResetIcon />
                        </IconButton>
                      )}
                      {mayEdit && (
                        <IconButton
                          aria-label={`Edit user ${user.username}`}
                          onClick={() => setDialog({ kind: 'edit', user })}
                        >
                          <EditIcon />
                        </IconButton>
                      )}
                      {mayDelete && (
                        <IconButton
                          aria-label={`Delete user ${user.username}`}
                          color="error"
                          onClick={() => setDialog({ kind: 'delete', user })}
                        >
                          <DeleteIcon />
                        </IconButton>
                      )}
                    </Stack>
                  }
                >
                  <ListItemText primary={fullName(user)} secondary={`${user.email} · @${user.username}`} />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      )}
      {dialog?.kind === 'create' && <UserFormDialog onClose={close} />}
      {dialog?.kind === 'edit' && <UserFormDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'reset' && <ResetPasswordDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Delete User"
          busy={deleting.isPending}
          onClose={close}
          onConfirm={() => remove(dialog.user)}
        >
          Are you sure you want to delete the user “{fullName(dialog.user)}” (@{dialog.user.username})? This action
          cannot be undone.
        </ConfirmDialog>
      )}
    </section>
  );
}
