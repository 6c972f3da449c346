import { FormTextField } from 'admin-kit';
import type { Control, FieldValues, Path } from 'react-hook-form';

interface PasswordFieldsProps<V extends FieldValues & { password: string; confirmPassword: string }> {
  control: Control<V>;
  /** On edit, blank keeps the current password. */
  optional?: boolean;
}

/** Password and its confirmation, as the admin, user and reset forms ask for them. */
export function PasswordInputs<V extends FieldValues & { password: string; confirmPassword: string }>({ control, optional }: PasswordFieldsProps<V>) {
  return (
    <>
      <FormTextField
        control={control}
        name={'password' as Path<V>}
        label={optional ? 'New password (optional)' : 'Password'}
        type="password"
        autoComplete="new-password"
        helperText={optional ? 'Leave blank to keep the current password' : undefined}
      />
      <FormTextField control={control} name={'confirmPassword' as Path<V>} label="Confirm password" type="password" autoComplete="new-password" />
    </>
  );
}
