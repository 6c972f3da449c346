import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
} from '@mui/material';
import {
  AddButton,
  Badge,
  EmptyState,
  LoadError,
  SkeletonList,
  useOutcomeToasts,
  WHOLE_LIST,
  type Role,
  type RoleBody,
} from 'admin-kit';
import { useState } from 'react';
import { useCreate, useDelete, useGetList, useRefresh, useUpdate } from 'react-admin';
import { roleBody, type RoleFormValues } from './role-form';
import { RoleForm } from './RoleForm';

type View = { kind: 'list' } | { kind: 'form'; role?: Role };

const DELETE_QUESTION = 'Are you sure you want to delete this role? This action cannot be undone.';

/** Role Management (super admins): the list of roles, and the role form for creating or editing one. */
export function RolesDialog({ onClose }: { onClose: () => void }) {
  const roles = useGetList<Role>('roles', WHOLE_LIST);
  const [view, setView] = useState<View>({ kind: 'list' });
  const backToList = () => setView({ kind: 'list' });
  const editedRole = view.kind === 'form' ? view.role : undefined;
  const toasts = useOutcomeToasts();
  // Admins show their custom role's name, so every list is read again after a role changes.
  const refresh = useRefresh();
  const saved = () => {
    backToList();
    refresh();
  };
  const [create, creating] = useCreate<RoleBody, unknown, Role>();
  const [update, updating] = useUpdate<Role>();
  const [deleteRole, deleting] = useDelete<Role>();
  const save = (body: RoleBody) => {
    if (editedRole)
      update(
        'roles',
        { id: editedRole.id, data: body, previousData: editedRole },
        toasts({ success: 'Role updated successfully', failure: 'Failed to update role', onSuccess: saved }),
      );
    else
      create(
        'roles',
        { data: body },
        toasts({ success: 'Role created successfully', failure: 'Failed to create role', onSuccess: saved }),
      );
  };
  const remove = (role: Role) =>
    deleteRole(
      'roles',
      { id: role.id, previousData: role },
      toasts({ success: 'Role deleted successfully', failure: 'Failed to delete role', onSuccess: refresh }),
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="roles-title">
      <DialogTitle id="roles-title">Role Management</DialogTitle>
      <DialogContent>
        {view.kind === 'form' ? (
          <RoleForm
            role={editedRole}
            busy={creating.isPending || updating.isPending}
            onSave={(values: RoleFormValues) => save(roleBody(values))}
            onCancel={backToList}
          />
        ) : roles.isPending ? (
          <SkeletonList count={3} height={56} />
        ) : roles.isError ? (
          <LoadError error={roles.error} onRetry={() => roles.refetch()} />
        ) : (
          <>
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <AddButton onClick={() => setView({ kind: 'form' })}>Create Role</AddButton>
            </Stack>
            {roles.data?.length === 0 ? (
              <EmptyState text="No roles found" />
            ) : (
              <List aria-label="Roles">
                {roles.data?.map((role) => (
                  <ListItem
                    key={role.id}
                    divider
                    secondaryAction={
                      role.isSystem ? (
                        <Badge label="System Role" variant="secondary" />
                      ) : (
                        <Stack direction="row">
                          <IconButton
                            aria-label={`Edit role ${role.name}`}
                            onClick={() => setView({ kind: 'form', role })}
                          >
                            <EditIcon />
                          </IconButton>
                          <IconButton
                            aria-label={`Delete role ${role.name}`}
                            color="error"
                            disabled={deleting.isPending}
                            onClick={() => {
                              if (window.confirm(DELETE_QUESTION)) remove(role);
                            }}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </Stack>
                      )
                    }
                  >
                    <ListItemText
                      primary={
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <span>{role.name}</span>
                          <Badge
                            label={role.isActive ? 'Active' : 'Inactive'}
                            variant={role.isActive ? 'success' : 'secondary'}
                          />
                        </Stack>
                      }
                      secondary={role.description}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
