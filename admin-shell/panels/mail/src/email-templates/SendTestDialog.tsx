import { TextField } from '@mui/material';
import { FormDialog, useErrorToast, useProviderCommand, type EmailTemplate } from 'admin-kit';
import { useState } from 'react';
import { useRefresh } from 'react-admin';

/** Send Test Email - {template}: the server sends 'Test: ' + the subject with sample values. */
export function SendTestDialog({ template, onClose }: { template: EmailTemplate; onClose: () => void }) {
  const [address, setAddress] = useState('');
  const showError = useErrorToast();
  // The test e-mail joins the delivery log, which is read again.
  const refresh = useRefresh();
  const send = useProviderCommand((dataProvider, to: string) => dataProvider.sendTemplateTest(template.id, to), {
    success: (_result, to) => `Test email sent to ${to}`,
    failure: 'Failed to send test email',
    onSuccess: () => {
      setAddress('');
      onClose();
      refresh();
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
        else void send.call(address.trim());
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
