import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  FormDialog,
  FormTextField,
  LoadError,
  SkeletonList,
  useAllowed,
  useOutcomeToasts,
  WHOLE_LIST,
  type SmsTemplate,
} from 'admin-kit';
import { useState } from 'react';
import { useGetList, useUpdate } from 'react-admin';
import { useForm, useWatch } from 'react-hook-form';
import { typedLengthText } from './sms-text';

/** Rewords one SMS; the server refuses a text over two parts with sample values, saying by how much. */
function SmsTemplateDialog({ template, onClose }: { template: SmsTemplate; onClose: () => void }) {
  const { control, handleSubmit, setValue, getValues } = useForm<{ text: string }>({
    defaultValues: { text: template.text },
  });
  const text = useWatch({ control, name: 'text' });
  const toasts = useOutcomeToasts();
  const [update, updating] = useUpdate<SmsTemplate>();
  const save = (values: { text: string }) =>
    update(
      'sms-templates',
      { id: template.id, data: values, previousData: template },
      toasts({ success: 'SMS text updated', failure: 'Failed to update the SMS text', onSuccess: onClose }),
    );
  return (
    <FormDialog
      title={`Edit SMS - ${template.name}`}
      submitLabel="Save SMS"
      busy={updating.isPending}
      maxWidth="md"
      onSubmit={handleSubmit(save)}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {template.description}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Variables:
        </Typography>
        {template.variables.map((name) => (
          <Chip
            key={name}
            size="small"
            label={`{{${name}}}`}
            onClick={() => setValue('text', `${getValues('text')}{{${name}}}`, { shouldDirty: true })}
          />
        ))}
      </Stack>
      <FormTextField
        control={control}
        name="text"
        label="SMS text"
        multiline
        minRows={4}
        required
        helperText={typedLengthText(text ?? '')}
      />
      <Button size="small" sx={{ mt: 1 }} onClick={() => setValue('text', template.defaultText, { shouldDirty: true })}>
        Use the built-in text
      </Button>
    </FormDialog>
  );
}

/**
 * The SMS the product sends, beside the e-mail templates: each text with a sample and how many SMS parts it takes.
 * Admins who may edit e-mail templates reword them (within two parts).
 */
export function SmsTemplatesCard() {
  const templates = useGetList<SmsTemplate>('sms-templates', WHOLE_LIST);
  const mayChange = useAllowed('emailTemplates', 'edit');
  const [editing, setEditing] = useState<SmsTemplate | null>(null);
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardHeader
        title="SMS Texts"
        subheader="Sent only to numbers whose owner ticked the SMS box; each must fit two SMS parts"
      />
      <CardContent>
        {templates.isPending ? (
          <SkeletonList count={3} height={36} />
        ) : templates.isError ? (
          <LoadError error={templates.error} onRetry={() => templates.refetch()} />
        ) : (
          <TableContainer tabIndex={0} role="region" aria-label="SMS texts, scrolls sideways">
            <Table size="small" aria-label="SMS texts">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>With sample values</TableCell>
                  <TableCell align="right">Parts</TableCell>
                  {mayChange && <TableCell aria-label="Actions" />}
                </TableRow>
              </TableHead>
              <TableBody>
                {templates.data?.map((template) => (
                  <TableRow key={template.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {template.name}
                      {template.customised && (
                        <Box component="span" sx={{ ml: 1 }}>
                          <Chip size="small" label="Reworded" />
                        </Box>
                      )}
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2">{template.sample}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {template.description}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" title={`${template.sampleCharacters} characters, ${template.encoding}`}>
                      {template.sampleParts}
                    </TableCell>
                    {mayChange && (
                      <TableCell>
                        <Button
                          size="small"
                          startIcon={<EditIcon />}
                          onClick={() => setEditing(template)}
                          aria-label={`Edit the ${template.name} SMS`}
                        >
                          Edit
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      {editing && <SmsTemplateDialog template={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
