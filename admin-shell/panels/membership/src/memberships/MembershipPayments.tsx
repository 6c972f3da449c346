import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { DocumentDownload, formatDateTime, LoadError, SkeletonList, useAllowed } from 'admin-kit';
import { centsToKes, formatKes } from 'admin-kit/rules';
import { paymentStatusText, receiptUrl } from './membership-labels';
import { useMembershipPayments } from './use-memberships';

/** The payments made for a membership (first period and renewals), newest first, with their receipts. */
export function MembershipPayments({ membershipId }: { membershipId: string }) {
  const mayViewPayments = useAllowed('payments', 'view');
  const payments = useMembershipPayments(membershipId, { enabled: mayViewPayments });
  if (!mayViewPayments)
    return <Typography color="text.secondary">Payments are shown to admins who may view payments.</Typography>;
  if (payments.isPending) return <SkeletonList count={2} height={36} />;
  if (payments.isError) return <LoadError error={payments.error} onRetry={() => payments.refetch()} />;
  if (payments.data.length === 0) return <Typography color="text.secondary">No payments yet.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Payments for this membership">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Reference</TableCell>
            <TableCell>Channel</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Receipt</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.data.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(payment.paidAt ?? payment.createdAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{payment.reference}</TableCell>
              <TableCell>
                {payment.channel === 'mobile_money' ? 'M-Pesa' : payment.channel === 'card' ? 'Card' : '—'}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatKes(centsToKes(payment.amountCents))}
              </TableCell>
              <TableCell>{paymentStatusText(payment)}</TableCell>
              <TableCell>
                <DocumentDownload number={payment.receiptNumber} href={receiptUrl(payment.id)} kind="receipt" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
