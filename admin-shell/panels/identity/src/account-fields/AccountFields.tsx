import { Grid } from '@mui/material';
import { FormTextField } from 'admin-kit';
import type { Control, FieldValues, Path } from 'react-hook-form';
import type { AccountNames, PasswordFields } from './account-rules';

type AccountValues = FieldValues & AccountNames & PasswordFields;

interface AccountFieldsProps<V extends AccountValues> {
  control: Control<V>;
  /** On edit, a blank password keeps the current one. */
  editing: boolean;
}

const field = <V extends AccountValues>(name: keyof AccountNames | keyof PasswordFields) => name as Path<V>;

/** Names, username and e-mail of an admin or user account (as grid items). */
export function AccountNameFields<V extends AccountValues>({ control }: { control: Control<V> }) {
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={field<V>('firstName')} label="First name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={field<V>('lastName')} label="Last name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={field<V>('username')} label="Username" required autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={field<V>('email')} label="Email" type="email" required />
      </Grid>
    </>
  );
}

/** Password and its confirmation, as the admin and user forms ask for them. */
export function PasswordInputs<V extends AccountValues>({ control, editing }: AccountFieldsProps<V>) {
  return (
    <>
      <FormTextField
        control={control}
        name={field<V>('password')}
        label={editing ? 'New password (optional)' : 'Password'}
        type="password"
        autoComplete="new-password"
        helperText={editing ? 'Leave blank to keep the current password' : undefined}
      />
      <FormTextField
        control={control}
        name={field<V>('confirmPassword')}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
