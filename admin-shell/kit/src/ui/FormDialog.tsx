import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps } from '@mui/material';
import { useId, type FormEventHandler, type ReactNode } from 'react';

interface FormDialogProps {
  title: string;
  /** The submit button's text, e.g. 'Create Space'. */
  submitLabel: string;
  /** Its text while the call runs. */
  busyLabel?: string;
  busy: boolean;
  /** Keeps submit disabled (e.g. until a new password is valid). */
  submitDisabled?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Every create/edit dialog of the back-office: a titled form with Cancel and a submit button that
 * reads busyLabel while saving. It cannot be dismissed mid-save.
 */
export function FormDialog({
  title,
  submitLabel,
  busyLabel = 'Saving...',
  busy,
  submitDisabled = false,
  maxWidth = 'sm',
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy || submitDisabled}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
