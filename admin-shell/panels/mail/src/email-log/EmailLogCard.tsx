import ReplayIcon from '@mui/icons-material/Replay';
import {
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  Badge,
  ExportCsvButton,
  formatDateTime,
  humanize,
  LoadError,
  SkeletonList,
  useAllowed,
  useProviderCommand,
  type BadgeVariant,
  type EmailLogEntry,
} from 'admin-kit';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { DeliveryLogHeader } from '../delivery-log/DeliveryLogHeader';

const STATUS_BADGE: Record<EmailLogEntry['status'], BadgeVariant> = {
  pending: 'secondary',
  sending: 'warning',
  sent: 'success',
  failed: 'destructive',
};
const SHOWN_ENTRIES = 50;
const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;
type Shown = 'all' | 'failed';
const SHOWN_CHOICES = [
  { value: 'all', label: 'All' },
  { value: 'failed', label: 'Failed' },
] as const;

/**
 * The delivery log: recent e-mails the worker sent or is still trying, newest first. A message is tried for a day
 * before it counts as failed; the Failed filter lists those, and admins who may send e-mails can resend one as it was.
 */
export function EmailLogCard() {
  const [shown, setShown] = useState<Shown>('all');
  const filter = shown === 'failed' ? { status: 'failed' } : {};
  const log = useGetList<EmailLogEntry>('email-log', {
    pagination: { page: 1, perPage: SHOWN_ENTRIES },
    sort: NEWEST_FIRST,
    filter,
  });
  const mayResend = useAllowed('emailTemplates', 'send');
  const resend = useProviderCommand((dataProvider, entry: EmailLogEntry) => dataProvider.resendEmail(entry.id), {
    success: (_result, entry) => `The email to ${entry.recipient} is being sent again`,
    failure: 'Failed to resend email',
    onSuccess: () => void log.refetch(),
  });
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <DeliveryLogHeader
        title="Delivery Log"
        subheader="The latest e-mails and whether they went out; failed ones were tried for a day"
        shown={shown}
        choices={SHOWN_CHOICES}
        onShow={setShown}
        choicesLabel="Which e-mails to show"
        onRefresh={() => void log.refetch()}
        refreshing={log.isFetching}
      >
        {/* The card shows the latest entries; the export holds every one the filter picks. */}
        <ExportCsvButton list="email-log" filters={filter} sort={NEWEST_FIRST} />
      </DeliveryLogHeader>
      <CardContent>
        {log.isPending ? (
          <SkeletonList count={3} height={36} />
        ) : log.isError ? (
          <LoadError error={log.error} onRetry={() => log.refetch()} />
        ) : log.data?.length === 0 ? (
          <Typography color="text.secondary">
            {shown === 'failed' ? 'No failed e-mails.' : 'No e-mails sent yet.'}
          </Typography>
        ) : (
          <TableContainer tabIndex={0} role="region" aria-label="Email log, scrolls sideways">
            <Table size="small" aria-label="Delivery log">
              <TableHead>
                <TableRow>
                  <TableCell>Recipient</TableCell>
                  <TableCell>Template</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Attempts</TableCell>
                  <TableCell>Queued</TableCell>
                  <TableCell>Sent / next try</TableCell>
                  <TableCell>Last error</TableCell>
                  {mayResend && <TableCell aria-label="Actions" />}
                </TableRow>
              </TableHead>
              <TableBody>
                {log.data?.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell>{entry.recipient}</TableCell>
                    <TableCell>{entry.template}</TableCell>
                    <TableCell>
                      <Badge label={humanize(entry.status)} variant={STATUS_BADGE[entry.status]} />
                    </TableCell>
                    <TableCell align="right">{entry.attempts}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {entry.sentAt
                        ? formatDateTime(entry.sentAt)
                        : entry.nextAttemptAt
                          ? `Next try ${formatDateTime(entry.nextAttemptAt)}`
                          : '—'}
                    </TableCell>
                    <TableCell sx={{ maxWidth: 280 }}>
                      <Typography variant="caption" color="error" noWrap title={entry.lastError ?? ''}>
                        {entry.lastError ?? ''}
                      </Typography>
                    </TableCell>
                    {mayResend && (
                      <TableCell>
                        {entry.status === 'failed' && (
                          <Button
                            size="small"
                            startIcon={<ReplayIcon />}
                            onClick={() => void resend.call(entry)}
                            disabled={resend.isPending}
                            aria-label={`Resend the email to ${entry.recipient}`}
                          >
                            Resend
                          </Button>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
