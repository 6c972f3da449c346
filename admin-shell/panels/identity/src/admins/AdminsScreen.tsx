import AddIcon from '@mui/icons-material/PersonAdd';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import RolesIcon from '@mui/icons-material/AdminPanelSettings';
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
  type AdminAccount,
  type Role,
} from 'admin-kit';
import { useState } from 'react';
import { useDelete, useGetList, usePermissions } from 'react-admin';
import { RolesDialog } from '../roles';
import { adminRoleBadge } from './admin-form';
import { AdminFormDialog } from './AdminFormDialog';
import { mayManageAccount, type SignedInAdmin } from './manageable';

type OpenDialog = { kind: 'create' | 'roles' } | { kind: 'edit' | 'delete'; admin: AdminAccount } | null;

/**
 * Admins tab: "Admin Management". Add Admin shows for everyone who sees the tab (spec section 6); Edit and Delete
 * only on accounts the signed-in admin may manage (none whose role may do more than theirs). The server refuses
 * what the role may not do either way. Edit Roles is for super admins.
 */
export function AdminsScreen() {
  const admins = useGetList<AdminAccount>('admins', WHOLE_LIST);
  const roles = useGetList<Role>('roles', WHOLE_LIST);
  const { permissions: signedIn } = usePermissions<SignedInAdmin | null>();
  const mayManageRoles = useAllowed('roles', 'manage');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const toasts = useOutcomeToasts();
  const [deleteAdmin, deleting] = useDelete<AdminAccount>();
  const remove = (admin: AdminAccount) =>
    deleteAdmin(
      'admins',
      { id: admin.id, previousData: admin },
      toasts({ success: 'Admin deleted successfully', failure: 'Failed to delete admin', onSuccess: close }),
    );
  const roleList = roles.data ?? [];
  // Until the roles are known, nobody's custom role can be weighed: the buttons wait for them.
  const mayManage = (admin: AdminAccount) =>
    roles.data !== undefined && mayManageAccount(signedIn ?? null, admin, roles.data);

  return (
    <section>
      <ScreenHeader
        title="Admin Management"
        onRefresh={() => Promise.all([admins.refetch(), roles.refetch()])}
        refreshing={admins.isFetching || roles.isFetching}
        actions={
          <>
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
      {admins.isPending ? (
        <SkeletonList count={5} height={56} />
      ) : admins.isError ? (
        <LoadError error={admins.error} onRetry={() => admins.refetch()} />
      ) : admins.data?.length === 0 ? (
        <EmptyState
          text="No administrators found. Create the first admin to get started."
          action={
            <Button variant="contained" onClick={() => setDialog({ kind: 'create' })}>
              Create First Admin
            </Button>
          }
        />
      ) : (
        <Card variant="outlined">
          <CardHeader title="All Administrators" />
          <CardContent>
            <List aria-label="All Administrators">
              {admins.data?.map((admin) => (
                <ListItem
                  key={admin.id}
                  divider
                  data-testid="admin-row"
                  secondaryAction={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Badge
                        label={adminRoleBadge(admin, roleList)}
                        variant={admin.role === 'super_admin' ? 'default' : 'outline'}
                      />
                      {mayManage(admin) && (
                        <>
                          <IconButton
                            aria-label={`Edit admin ${admin.username}`}
                            onClick={() => setDialog({ kind: 'edit', admin })}
                          >
                            <EditIcon />
                          </IconButton>
                          <IconButton
                            aria-label={`Delete admin ${admin.username}`}
                            color="error"
                            onClick={() => setDialog({ kind: 'delete', admin })}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </>
                      )}
                    </Stack>
                  }
                >
                  <ListItemText primary={admin.displayName} secondary={`@${admin.username}`} />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      )}
      {dialog?.kind === 'create' && <AdminFormDialog roles={roleList} onClose={close} />}
      {dialog?.kind === 'edit' && <AdminFormDialog admin={dialog.admin} roles={roleList} onClose={close} />}
      {dialog?.kind === 'roles' && <RolesDialog onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Delete Admin"
          busy={deleting.isPending}
          onClose={close}
          onConfirm={() => remove(dialog.admin)}
        >
          Are you sure you want to delete the administrator “{dialog.admin.displayName}” (@{dialog.admin.username})?
          This action cannot be undone.
        </ConfirmDialog>
      )}
    </section>
  );
}
