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
  formatDateTime,
  humanize,
  LoadError,
  SkeletonList,
  useAllowed,
  useProviderCommand,
  type BadgeVariant,
  type SmsLogEntry,
} from 'admin-kit';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { DeliveryLogHeader } from '../delivery-log/DeliveryLogHeader';

const STATUS_BADGE: Record<SmsLogEntry['status'], BadgeVariant> = {
  queued: 'secondary',
  sent: 'warning',
  delivered: 'success',
  failed: 'destructive',
  skipped: 'secondary',
};
const SHOWN_ENTRIES = 50;
const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;
type Shown = 'all' | 'failed' | 'skipped';
const SHOWN_CHOICES = [
  { value: 'all', label: 'All' },
  { value: 'failed', label: 'Failed' },
  { value: 'skipped', label: 'Skipped' },
] as const;

/** 254712345678 as people read it: +254 712 345 678. */
export function phoneText(phone: string): string {
  return /^254\d{9}$/.test(phone) ? `+254 ${phone.slice(3, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}` : phone;
}

/** What the latest word on a message was: the delivery report, else the provider's answer, else the error. */
function deliveryText(entry: SmsLogEntry): string {
  if (entry.deliveryStatus)
    return `${entry.deliveryStatus}${entry.deliveryFailureReason ? ` (${entry.deliveryFailureReason})` : ''}${
      entry.deliveryReportedAt ? `, ${formatDateTime(entry.deliveryReportedAt)}` : ''
    }`;
  if (entry.status === 'queued' && entry.nextAttemptAt) return `Next try ${formatDateTime(entry.nextAttemptAt)}`;
  return entry.providerStatus ?? '';
}

/**
 * The SMS log, beside the e-mail log: recent SMS, whether Africa's Talking took them and what its delivery report
 * said. Skipped ones were over a number's daily limit; failed ones may be resent by admins who may send e-mails.
 */
export function SmsLogCard() {
  const [shown, setShown] = useState<Shown>('all');
  const filter = shown === 'all' ? {} : { status: shown };
  const log = useGetList<SmsLogEntry>('sms-log', {
    pagination: { page: 1, perPage: SHOWN_ENTRIES },
    sort: NEWEST_FIRST,
    filter,
  });
  const mayResend = useAllowed('emailTemplates', 'send');
  const resend = useProviderCommand((dataProvider, entry: SmsLogEntry) => dataProvider.resendSms(entry.id), {
    success: (_result, entry) => `The SMS to ${phoneText(entry.phone)} is being sent again`,
    failure: 'Failed to resend the SMS',
    onSuccess: () => void log.refetch(),
  });
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <DeliveryLogHeader
        title="SMS Log"
        subheader="The latest SMS, whether they went out and their delivery reports; skipped ones were over a number's daily limit"
        shown={shown}
        choices={SHOWN_CHOICES}
        onShow={setShown}
        choicesLabel="Which SMS to show"
        onRefresh={() => void log.refetch()}
        refreshing={log.isFetching}
      />
      <CardContent>
        {log.isPending ? (
          <SkeletonList count={3} height={36} />
        ) : log.isError ? (
          <LoadError error={log.error} onRetry={() => log.refetch()} />
        ) : log.data?.length === 0 ? (
          <Typography color="text.secondary">{shown === 'all' ? 'No SMS sent yet.' : `No ${shown} SMS.`}</Typography>
        ) : (
          // Wider than a laptop screen: the region takes the keyboard's focus so its arrows scroll it sideways.
          <TableContainer tabIndex={0} role="region" aria-label="SMS log, scrolls sideways">
            <Table size="small" aria-label="SMS log">
              <TableHead>
                <TableRow>
                  <TableCell>Number</TableCell>
                  <TableCell>Template</TableCell>
                  <TableCell>Text</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Parts</TableCell>
                  <TableCell align="right">Attempts</TableCell>
                  <TableCell>Written</TableCell>
                  <TableCell>Delivery</TableCell>
                  <TableCell>Last error</TableCell>
                  {mayResend && <TableCell aria-label="Actions" />}
                </TableRow>
              </TableHead>
              <TableBody>
                {log.data?.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{phoneText(entry.phone)}</TableCell>
                    <TableCell>{entry.template}</TableCell>
                    <TableCell sx={{ maxWidth: 280 }}>
                      <Typography variant="body2" noWrap title={entry.text}>
                        {entry.text}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Badge label={humanize(entry.status)} variant={STATUS_BADGE[entry.status]} />
                    </TableCell>
                    <TableCell align="right">{entry.parts}</TableCell>
                    <TableCell align="right">{entry.attempts}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</TableCell>
                    <TableCell sx={{ maxWidth: 220 }}>
                      <Typography variant="body2" noWrap title={deliveryText(entry)}>
                        {deliveryText(entry)}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ maxWidth: 240 }}>
                      <Typography variant="caption" color="error" noWrap title={entry.lastError ?? ''}>
                        {entry.lastError ?? ''}
                      </Typography>
                    </TableCell>
                    {mayResend && (
                      <TableCell>
                        {entry.status === 'failed' && entry.phone !== 'ERASED' && (
                          <Button
                            size="small"
                            startIcon={<ReplayIcon />}
                            onClick={() => void resend.call(entry)}
                            disabled={resend.isPending}
                            aria-label={`Resend the SMS to ${phoneText(entry.phone)}`}
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
