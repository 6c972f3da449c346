import { Box, Chip, Grid, Stack, Tab, Tabs, Typography } from '@mui/material';
import {
  FormCheckbox,
  FormDialog,
  FormTextField,
  resolverFrom,
  useOutcomeToasts,
  type EmailTemplate,
  type EmailTemplateBody,
} from 'admin-kit';
import { useState } from 'react';
import { useCreate, useUpdate } from 'react-admin';
import { useForm, useWatch } from 'react-hook-form';
import { templateBody, templateFormValues, validateTemplateForm, type TemplateFormValues } from './template-form';
import { renderPreview, TEMPLATE_PLACEHOLDERS } from './template-text';

type EditorTab = 'htmlContent' | 'textContent' | 'preview';

/** The preview shows the HTML in a sandboxed frame: no scripts, no access to the back-office. */
function HtmlPreview({ html }: { html: string }) {
  return (
    <Box
      component="iframe"
      title="HTML preview"
      sandbox=""
      srcDoc={html}
      sx={{ width: '100%', height: 320, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
    />
  );
}

/** Email Template editor: name, subject, description, and the HTML Content / Text Content / Preview tabs. */
export function TemplateEditorDialog({ template, onClose }: { template?: EmailTemplate; onClose: () => void }) {
  const { control, handleSubmit, setValue, getValues } = useForm<TemplateFormValues>({
    defaultValues: templateFormValues(template),
    resolver: resolverFrom(validateTemplateForm),
  });
  const [tab, setTab] = useState<EditorTab>('htmlContent');
  const [subject, htmlContent, textContent] = useWatch({ control, name: ['subject', 'htmlContent', 'textContent'] });
  const toasts = useOutcomeToasts();
  const [create, creating] = useCreate<EmailTemplateBody, unknown, EmailTemplate>();
  // The body's variables travel as JSON text while the record's are a list, so the update is not typed by record.
  const [update, updating] = useUpdate();
  const busy = creating.isPending || updating.isPending;
  const save = (body: EmailTemplateBody) => {
    if (template)
      update(
        'email-templates',
        { id: template.id, data: body, previousData: template },
        toasts({
          success: 'Email template updated successfully',
          failure: 'Failed to update email template',
          onSuccess: onClose,
        }),
      );
    else
      create(
        'email-templates',
        { data: body },
        toasts({
          success: 'Email template created successfully',
          failure: 'Failed to create email template',
          onSuccess: onClose,
        }),
      );
  };

  // A chip appends its placeholder to the content tab being edited (HTML when on Preview).
  const insert = (name: string) => {
    const field = tab === 'textContent' ? 'textContent' : 'htmlContent';
    setValue(field, `${getValues(field)}{{${name}}}`, { shouldDirty: true });
  };

  return (
    <FormDialog
      title={template ? `Edit Template - ${template.name}` : 'Create Email Template'}
      submitLabel={template ? 'Update Template' : 'Create Template'}
      busy={busy}
      maxWidth="lg"
      onSubmit={handleSubmit((values) => save(templateBody(values)))}
      onClose={onClose}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="name"
            label="Template name"
            required
            helperText="Lowercase with hyphens, unique (e.g. booking-confirmed)"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="subject" label="Subject" required />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="description" label="Description" />
        </Grid>
      </Grid>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}
        aria-label="Available variables"
      >
        <Typography variant="body2" color="text.secondary">
          Variables:
        </Typography>
        {TEMPLATE_PLACEHOLDERS.map((name) => (
          <Chip key={name} size="small" label={`{{${name}}}`} onClick={() => insert(name)} />
        ))}
        <Typography variant="caption" color="text.secondary">
          Conditional blocks: {'{{#if membershipPlan}}…{{/if}}'}
        </Typography>
      </Stack>
      <Tabs value={tab} onChange={(_event, next: EditorTab) => setTab(next)} aria-label="Template content">
        <Tab value="htmlContent" label="HTML Content" />
        <Tab value="textContent" label="Text Content" />
        <Tab value="preview" label="Preview" />
      </Tabs>
      <Box sx={{ pt: 2 }}>
        {tab === 'htmlContent' && (
          <FormTextField
            control={control}
            name="htmlContent"
            label="HTML content"
            multiline
            minRows={12}
            required
            slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
          />
        )}
        {tab === 'textContent' && (
          <FormTextField
            control={control}
            name="textContent"
            label="Text content"
            multiline
            minRows={12}
            helperText="Blank: made from the HTML when sending"
            slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
          />
        )}
        {tab === 'preview' && (
          <Stack spacing={2} data-testid="template-preview">
            <Typography>
              <strong>Subject:</strong> {renderPreview(subject)}
            </Typography>
            <HtmlPreview html={renderPreview(htmlContent)} />
            {textContent.trim() && (
              <Box
                component="pre"
                sx={{ whiteSpace: 'pre-wrap', p: 2, bgcolor: 'action.hover', borderRadius: 1, m: 0 }}
              >
                {renderPreview(textContent)}
              </Box>
            )}
          </Stack>
        )}
      </Box>
      <FormCheckbox control={control} name="isActive" label="Active" />
    </FormDialog>
  );
}
