import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useAdminMutation, type User } from 'admin-kit';
import { useState } from 'react';
import { isValidNewPassword, newPasswordErrors } from '../passwords';
import { fullName } from './user-form';

/** Reset User Password: Reset stays disabled until both fields hold the same 6+ characters. */
export function ResetPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [fields, setFields] = useState({ password: '', confirmPassword: '' });
  const errors = newPasswordErrors(fields);
  const reset = useAdminMutation<string, void>({
    run: (dataProvider, newPassword) => dataProvider.resetUserPassword(user.id, newPassword),
    refreshes: [],
    success: 'Password reset successfully',
    failure: 'Failed to reset password',
    onSuccess: onClose,
  });
  // Messages appear once something is typed, so an untouched dialog is not all red.
  const shown = (field: keyof typeof fields) => (fields[field] ? errors[field] : undefined);

  return (
    <Dialog open onClose={reset.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="reset-password-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (isValidNewPassword(fields)) reset.mutate(fields.password);
        }}
      >
        <DialogTitle id="reset-password-title">Reset User Password</DialogTitle>
        <DialogContent>
          <DialogContentText>Set a new password for {fullName(user)} (@{user.username}).</DialogContentText>
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            fullWidth
            margin="dense"
            value={fields.password}
            error={Boolean(shown('password'))}
            helperText={shown('password')}
            onChange={(event) => setFields({ ...fields, password: event.target.value })}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            fullWidth
            margin="dense"
            value={fields.confirmPassword}
            error={Boolean(shown('confirmPassword'))}
            helperText={shown('confirmPassword')}
            onChange={(event) => setFields({ ...fields, confirmPassword: event.target.value })}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={reset.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!isValidNewPassword(fields) || reset.isPending}>
            {reset.isPending ? 'Resetting...' : 'Reset Password'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
