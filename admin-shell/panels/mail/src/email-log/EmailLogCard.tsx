import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
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
  formatDateTime,
  humanize,
  LoadError,
  SkeletonList,
  useAdminQuery,
  type BadgeVariant,
  type EmailLogEntry,
} from 'admin-kit';

const STATUS_BADGE: Record<EmailLogEntry['status'], BadgeVariant> = {
  pending: 'secondary',
  sending: 'warning',
  sent: 'success',
  failed: 'destructive',
};
const SHOWN_ENTRIES = 50;

/** The delivery log: recent e-mails the worker sent or is still trying, newest first. */
export function EmailLogCard() {
  const log = useAdminQuery(['email-log'], (dataProvider) => dataProvider.emailLog(SHOWN_ENTRIES));
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardHeader
        title="Delivery Log"
        subheader="The latest e-mails and whether they went out"
        action={
          <Button startIcon={<RefreshIcon />} onClick={() => log.refetch()} disabled={log.isFetching}>
            Refresh
          </Button>
        }
      />
      <CardContent>
        {log.isPending ? (
          <SkeletonList count={3} height={36} />
        ) : log.isError ? (
          <LoadError error={log.error} onRetry={() => log.refetch()} />
        ) : log.data.length === 0 ? (
          <Typography color="text.secondary">No e-mails sent yet.</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Delivery log">
              <TableHead>
                <TableRow>
                  <TableCell>Recipient</TableCell>
                  <TableCell>Template</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Attempts</TableCell>
                  <TableCell>Queued</TableCell>
                  <TableCell>Sent</TableCell>
                  <TableCell>Last error</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {log.data.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell>{entry.recipient}</TableCell>
                    <TableCell>{entry.template}</TableCell>
                    <TableCell>
                      <Badge label={humanize(entry.status)} variant={STATUS_BADGE[entry.status]} />
                    </TableCell>
                    <TableCell align="right">{entry.attempts}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {entry.sentAt ? formatDateTime(entry.sentAt) : '—'}
                    </TableCell>
                    <TableCell sx={{ maxWidth: 280 }}>
                      <Typography variant="caption" color="error" noWrap title={entry.lastError ?? ''}>
                        {entry.lastError ?? ''}
                      </Typography>
                    </TableCell>
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
