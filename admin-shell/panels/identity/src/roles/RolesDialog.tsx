import AddIcon from '@mui/icons-material/Add';
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
  Badge,
  EmptyState,
  LoadError,
  SkeletonList,
  useDeleteRecord,
  useRecords,
  useSaveRecord,
  type Role,
} from 'admin-kit';
import { useState } from 'react';
import { roleBody, type RoleFormValues } from './role-form';
import { RoleForm } from './RoleForm';

type View = { kind: 'list' } | { kind: 'form'; role?: Role };

const DELETE_QUESTION = 'Are you sure you want to delete this role? This action cannot be undone.';

/** Role Management (super admins): the list of roles, and the role form for creating or editing one. */
export function RolesDialog({ onClose }: { onClose: () => void }) {
  const roles = useRecords('roles');
  const [view, setView] = useState<View>({ kind: 'list' });
  const backToList = () => setView({ kind: 'list' });
  const editedRole = view.kind === 'form' ? view.role : undefined;
  // Admins show their custom role's name, so the admin list is refreshed with the roles.
  const { save, busy } = useSaveRecord('roles', editedRole?.id, {
    created: 'Role created successfully',
    updated: 'Role updated successfully',
    createFailure: 'Failed to create role',
    updateFailure: 'Failed to update role',
    onSuccess: backToList,
    refreshes: ['admins'],
  });
  const remove = useDeleteRecord('roles', {
    success: 'Role deleted successfully',
    failure: 'Failed to delete role',
    refreshes: ['admins'],
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="roles-title">
      <DialogTitle id="roles-title">Role Management</DialogTitle>
      <DialogContent>
        {view.kind === 'form' ? (
          <RoleForm
            role={editedRole}
            busy={busy}
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
              <Button startIcon={<AddIcon />} variant="contained" onClick={() => setView({ kind: 'form' })}>
                Create Role
              </Button>
            </Stack>
            {roles.data.length === 0 ? (
              <EmptyState text="No roles found" />
            ) : (
              <List aria-label="Roles">
                {roles.data.map((role) => (
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
                            disabled={remove.isPending}
                            onClick={() => {
                              if (window.confirm(DELETE_QUESTION)) remove.mutate(role.id);
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
