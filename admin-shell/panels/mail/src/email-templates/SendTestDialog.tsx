import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useAdminMutation, useErrorToast, type EmailTemplate, type MailAccepted } from 'admin-kit';
import { useState } from 'react';

/** Send Test Email - {template}: the server sends 'Test: ' + the subject with sample values. */
export function SendTestDialog({ template, onClose }: { template: EmailTemplate; onClose: () => void }) {
  const [address, setAddress] = useState('');
  const showError = useErrorToast();
  const send = useAdminMutation<string, MailAccepted>({
    run: (dataProvider, to) => dataProvider.sendTemplateTest(template.id, to),
    refreshes: ['email-log'],
    success: (_result, to) => `Test email sent to ${to}`,
    failure: 'Failed to send test email',
    onSuccess: () => {
      setAddress('');
      onClose();
    },
  });

  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="send-test-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!address.trim()) showError(null, 'Please enter an email address');
          else send.mutate(address.trim());
        }}
      >
        <DialogTitle id="send-test-title">Send Test Email - {template.name}</DialogTitle>
        <DialogContent>
          <TextField label="Email Address" type="email" value={address} onChange={(event) => setAddress(event.target.value)} fullWidth margin="dense" autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send Test'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
