import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Card, CardContent, CardHeader, InputAdornment, TextField, Typography } from '@mui/material';
import {
  AddButton,
  ConfirmDialog,
  LoadError,
  ScreenHeader,
  useAllowed,
  useDeleteRecord,
  WHOLE_LIST,
  type EmailTemplate,
} from 'admin-kit';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { EmailLogCard } from '../email-log';
import { HardcodedTestCard } from '../hardcoded-test';
import { SmsLogCard } from '../sms-log';
import { SmsTemplatesCard } from '../sms-templates';
import { StaffNotificationsCard } from '../staff-notifications';
import { SendTestDialog } from './SendTestDialog';
import { TemplateEditorDialog } from './TemplateEditorDialog';
import { TemplatesTable, type TemplateAction } from './TemplatesTable';
import { filterTemplates } from './template-text';

type OpenDialog = { kind: 'create' } | { kind: TemplateAction; template: EmailTemplate } | null;

/** Email tab: the Email Templates screen (spec section 2), the delivery log and who on staff gets which e-mail. */
export function EmailTemplatesScreen() {
  const templates = useGetList<EmailTemplate>('email-templates', WHOLE_LIST);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const mayChange = useAllowed('emailTemplates', 'edit');
  const maySend = useAllowed('emailTemplates', 'send');
  const mayViewStaffNotifications = useAllowed('staffNotifications', 'view');
  const { remove, busy: deleting } = useDeleteRecord<EmailTemplate>('email-templates', {
    deleted: 'Email template deleted successfully',
    failure: 'Failed to delete email template',
    onSuccess: close,
  });
  const all = templates.data ?? [];
  const shown = filterTemplates(all, search);
  const create = () => setDialog({ kind: 'create' });

  return (
    <section>
      <ScreenHeader
        title="Email Templates"
        subtitle="Manage email templates used throughout the application"
        actions={mayChange && <AddButton onClick={create}>Create Template</AddButton>}
      />
      {maySend && <HardcodedTestCard />}
      <Card variant="outlined">
        <CardHeader title={`Templates (${all.length})`} />
        <CardContent>
          <TextField
            placeholder="Search templates..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            size="small"
            fullWidth
            sx={{ mb: 2 }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search templates' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
          {templates.isPending ? (
            <Typography color="text.secondary" role="status">
              Loading templates...
            </Typography>
          ) : templates.isError ? (
            <LoadError error={templates.error} onRetry={() => templates.refetch()} />
          ) : all.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 4 }}>
              <Typography color="text.secondary">No email templates found.</Typography>
              {mayChange && (
                <Button sx={{ mt: 2 }} variant="contained" onClick={create}>
                  Create Your First Template
                </Button>
              )}
            </Box>
          ) : shown.length === 0 ? (
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
              No templates match your search.
            </Typography>
          ) : (
            <TemplatesTable
              templates={shown}
              mayChange={mayChange}
              maySend={maySend}
              onAction={(kind, template) => setDialog({ kind, template })}
            />
          )}
        </CardContent>
      </Card>
      <EmailLogCard />
      <SmsTemplatesCard />
      <SmsLogCard />
      {mayViewStaffNotifications && <StaffNotificationsCard />}

      {dialog?.kind === 'create' && <TemplateEditorDialog onClose={close} />}
      {dialog?.kind === 'edit' && <TemplateEditorDialog template={dialog.template} onClose={close} />}
      {dialog?.kind === 'test' && <SendTestDialog template={dialog.template} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Delete Email Template"
          busy={deleting}
          onClose={close}
          onConfirm={() => remove(dialog.template)}
        >
          Are you sure you want to delete the template “{dialog.template.name}”? This action cannot be undone and may
          affect email functionality if this template is in use.
        </ConfirmDialog>
      )}
    </section>
  );
}
