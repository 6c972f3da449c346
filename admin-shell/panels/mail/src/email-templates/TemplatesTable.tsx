import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import {
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { Badge, formatDateTime, type EmailTemplate } from 'admin-kit';
import { variableChips } from './template-text';

export type TemplateAction = 'test' | 'edit' | 'delete';

interface TemplatesTableProps {
  templates: readonly EmailTemplate[];
  /** Editing and deleting need emailTemplates.edit; a test e-mail needs emailTemplates.send. */
  mayChange: boolean;
  maySend: boolean;
  onAction: (action: TemplateAction, template: EmailTemplate) => void;
}

export function TemplatesTable({ templates, mayChange, maySend, onAction }: TemplatesTableProps) {
  const hasActions = mayChange || maySend;
  return (
    <TableContainer>
      <Table size="small" aria-label="Email templates">
        <TableHead>
          <TableRow>
            <TableCell>Template</TableCell>
            <TableCell>Subject</TableCell>
            <TableCell>Variables</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Updated</TableCell>
            {hasActions && <TableCell align="right">Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {templates.map((template) => {
            const { tokens, more } = variableChips(template.variables);
            return (
              <TableRow key={template.id} data-testid="template-row">
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {template.name}
                  </Typography>
                  {template.description && (
                    <Typography variant="caption" color="text.secondary">
                      {template.description}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ maxWidth: 240 }}>
                  <Typography variant="body2" noWrap title={template.subject}>
                    {template.subject}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {tokens.map((token) => (
                      <Chip key={token} size="small" variant="outlined" label={token} />
                    ))}
                    {more && (
                      <Typography variant="caption" color="text.secondary">
                        {more}
                      </Typography>
                    )}
                  </Stack>
                </TableCell>
                <TableCell>
                  <Badge
                    label={template.isActive ? 'Active' : 'Inactive'}
                    variant={template.isActive ? 'default' : 'secondary'}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(template.updatedAt)}</TableCell>
                {hasActions && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {maySend && (
                      <Tooltip title="Send test">
                        <IconButton
                          aria-label={`Send test of ${template.name}`}
                          onClick={() => onAction('test', template)}
                        >
                          <SendIcon />
                        </IconButton>
                      </Tooltip>
                    )}
                    {mayChange && (
                      <>
                        <Tooltip title="Edit">
                          <IconButton
                            aria-label={`Edit template ${template.name}`}
                            onClick={() => onAction('edit', template)}
                          >
                            <EditIcon />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title="Delete">
                          <IconButton
                            aria-label={`Delete template ${template.name}`}
                            color="error"
                            onClick={() => onAction('delete', template)}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      </>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
