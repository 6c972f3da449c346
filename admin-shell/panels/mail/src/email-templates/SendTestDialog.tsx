import { TextField } from '@mui/material';
import { FormDialog, useAdminMutation, useErrorToast, type EmailTemplate, type MailAccepted } from 'admin-kit';
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
    <FormDialog
      title={`Send Test Email - ${template.name}`}
      submitLabel="Send Test"
      busyLabel="Sending..."
      busy={send.isPending}
      maxWidth="xs"
      onSubmit={(event) => {
        event.preventDefault();
        if (!address.trim()) showError(null, 'Please enter an email address');
        else send.mutate(address.trim());
      }}
      onClose={onClose}
    >
      <TextField
        label="Email Address"
        type="email"
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        fullWidth
        margin="dense"
        autoFocus
      />
    </FormDialog>
  );
}
