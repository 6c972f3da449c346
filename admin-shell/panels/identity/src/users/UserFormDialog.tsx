import { Grid } from '@mui/material';
import { FormDialog, FormTextField, resolverFrom, useOutcomeToasts, type CreateUserBody, type User } from 'admin-kit';
import { useCreate, useUpdate } from 'react-admin';
import { useForm } from 'react-hook-form';
import { AccountNameFields, PasswordInputs } from '../account-fields';
import { createUserBody, updateUserBody, userFormValues, validateUserForm, type UserFormValues } from './user-form';

/** Add/Edit User. */
export function UserFormDialog({ user, onClose }: { user?: User; onClose: () => void }) {
  const editing = Boolean(user);
  const { control, handleSubmit } = useForm<UserFormValues>({
    defaultValues: userFormValues(user),
    resolver: resolverFrom((values) => validateUserForm(values, editing)),
  });
  const toasts = useOutcomeToasts();
  const [create, creating] = useCreate<CreateUserBody, unknown, User>();
  const [update, updating] = useUpdate<User>();

  const submit = handleSubmit((values) => {
    if (user)
      update(
        'users',
        { id: user.id, data: updateUserBody(values), previousData: user },
        toasts({ success: 'User updated successfully', failure: 'Failed to update user', onSuccess: onClose }),
      );
    else
      create(
        'users',
        { data: createUserBody(values) },
        toasts({ success: 'User created successfully', failure: 'Failed to create user', onSuccess: onClose }),
      );
  });

  return (
    <FormDialog
      title={user ? 'Edit User' : 'Add User'}
      submitLabel={user ? 'Update User' : 'Create User'}
      busy={creating.isPending || updating.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Grid container spacing={2}>
        <AccountNameFields control={control} />
        <Grid size={12}>
          <FormTextField control={control} name="phone" label="Phone (optional)" type="tel" />
        </Grid>
        <Grid size={12}>
          <PasswordInputs control={control} editing={editing} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
