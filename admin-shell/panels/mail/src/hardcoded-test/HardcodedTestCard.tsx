import SendIcon from '@mui/icons-material/Send';
import { Button, Card, CardContent, CardHeader, Stack, TextField } from '@mui/material';
import { useErrorToast, useProviderCommand, type TestEmailBody } from 'admin-kit';
import { useState } from 'react';
import { useRefresh } from 'react-admin';

const DEFAULT_SUBJECT = 'Test Email from Syokimau Coworking Hub';
const DEFAULT_BODY =
  'Hello!\n\nThis is a test email from Syokimau Coworking Hub. If you are reading this, the email system is working correctly.\n\nHave a great day!';

/** Which required field is missing, in the spec's words (section 5), or null. */
export function hardcodedTestProblem({ address, subject, body }: TestEmailBody): string | null {
  if (!address.trim()) return 'Please enter an email address';
  if (!subject.trim()) return 'Please enter a subject';
  if (!body.trim()) return 'Please enter email body content';
  return null;
}

/** "Hardcoded Test Email": a plain test message that bypasses the stored templates. */
export function HardcodedTestCard() {
  const [fields, setFields] = useState<TestEmailBody>({ address: '', subject: DEFAULT_SUBJECT, body: DEFAULT_BODY });
  const showError = useErrorToast();
  // The test e-mail joins the delivery log, which is read again.
  const refresh = useRefresh();
  const send = useProviderCommand((dataProvider, body: TestEmailBody) => dataProvider.sendTestEmail(body), {
    success: (_result, body) => `Test email sent to ${body.address}`,
    failure: 'Failed to send test email',
    // Only the address is cleared, so the same message can go to someone else.
    onSuccess: () => {
      setFields((current) => ({ ...current, address: '' }));
      refresh();
    },
  });

  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardHeader
        title="Hardcoded Test Email"
        subheader="Sends a simple test message that bypasses the stored templates and the mail provider's restrictions."
      />
      <CardContent>
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const problem = hardcodedTestProblem(fields);
            if (problem) showError(null, problem);
            else void send.call({ address: fields.address.trim(), subject: fields.subject.trim(), body: fields.body });
          }}
        >
          <TextField
            label="Email Address *"
            type="email"
            value={fields.address}
            onChange={(event) => setFields({ ...fields, address: event.target.value })}
          />
          <TextField
            label="Subject *"
            value={fields.subject}
            onChange={(event) => setFields({ ...fields, subject: event.target.value })}
          />
          <TextField
            label="Email Body *"
            multiline
            rows={6}
            value={fields.body}
            onChange={(event) => setFields({ ...fields, body: event.target.value })}
          />
          <div>
            <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send Hardcoded Test Email'}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
