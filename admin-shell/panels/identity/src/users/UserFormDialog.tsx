import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid } from '@mui/material';
import { FormTextField, resolverFrom, useCreateRecord, useUpdateRecord, type User } from 'admin-kit';
import { useForm } from 'react-hook-form';
import { PasswordInputs } from '../passwords';
import { createUserBody, updateUserBody, userFormValues, validateUserForm, type UserFormValues } from './user-form';

/** Add/Edit User. */
export function UserFormDialog({ user, onClose }: { user?: User; onClose: () => void }) {
  const editing = Boolean(user);
  const { control, handleSubmit } = useForm<UserFormValues>({ defaultValues: userFormValues(user), resolver: resolverFrom((values) => validateUserForm(values, editing)) });
  const create = useCreateRecord('users', { success: 'User created successfully', failure: 'Failed to create user', onSuccess: onClose });
  const update = useUpdateRecord('users', { success: 'User updated successfully', failure: 'Failed to update user', onSuccess: onClose });
  const busy = create.isPending || update.isPending;

  const submit = handleSubmit((values) => {
    if (user) update.mutate({ id: user.id, body: updateUserBody(values) });
    else create.mutate(createUserBody(values));
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="user-form-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="user-form-title">{user ? 'Edit User' : 'Add User'}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="firstName" label="First name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="lastName" label="Last name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="username" label="Username" required autoComplete="off" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="email" label="Email" type="email" required />
            </Grid>
            <Grid size={12}>
              <FormTextField control={control} name="phone" label="Phone (optional)" type="tel" />
            </Grid>
            <Grid size={12}>
              <PasswordInputs control={control} optional={editing} />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : user ? 'Update User' : 'Create User'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
