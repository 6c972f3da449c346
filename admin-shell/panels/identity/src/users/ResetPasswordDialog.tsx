import { DialogContentText, TextField } from '@mui/material';
import { FormDialog, useProviderCommand, type User } from 'admin-kit';
import { useState } from 'react';
import { isValidNewPassword, newPasswordErrors, type PasswordFields } from '../account-fields';
import { fullName } from './user-form';

const FIELDS: { name: keyof PasswordFields; label: string }[] = [
  { name: 'password', label: 'New password' },
  { name: 'confirmPassword', label: 'Confirm new password' },
];

/** Reset User Password: Reset stays disabled until both fields hold the same 6+ characters. */
export function ResetPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [fields, setFields] = useState<PasswordFields>({ password: '', confirmPassword: '' });
  const errors = newPasswordErrors(fields);
  const reset = useProviderCommand(
    (dataProvider, newPassword: string) => dataProvider.resetUserPassword(user.id, newPassword),
    { success: 'Password reset successfully', failure: 'Failed to reset password', onSuccess: onClose },
  );

  return (
    <FormDialog
      title="Reset User Password"
      submitLabel="Reset Password"
      busyLabel="Resetting..."
      busy={reset.isPending}
      submitDisabled={!isValidNewPassword(fields)}
      maxWidth="xs"
      onSubmit={(event) => {
        event.preventDefault();
        if (isValidNewPassword(fields)) void reset.call(fields.password);
      }}
      onClose={onClose}
    >
      <DialogContentText>
        Set a new password for {fullName(user)} (@{user.username}).
      </DialogContentText>
      {FIELDS.map(({ name, label }) => {
        // A message shows once something is typed, so an untouched dialog is not all red.
        const message = fields[name] ? errors[name] : undefined;
        return (
          <TextField
            key={name}
            label={label}
            type="password"
            autoComplete="new-password"
            fullWidth
            margin="dense"
            value={fields[name]}
            error={Boolean(message)}
            helperText={message}
            onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
          />
        );
      })}
    </FormDialog>
  );
}
