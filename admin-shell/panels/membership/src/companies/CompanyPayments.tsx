import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatDateTime, formatKes } from 'admin-kit';
import { paymentStatusLabel } from '../memberships/membership-labels';
import { paymentPurposeText } from './company-labels';
import type { CompanyPayment, TeamMembership } from './company-types';

interface CompanyPaymentsProps {
  payments: readonly CompanyPayment[];
  /** The company's teams, to name the plan each payment was for when there is more than one. */
  teams: readonly TeamMembership[];
}

/** What the company paid for its team memberships (periods and seats added), newest first. */
export function CompanyPayments({ payments, teams }: CompanyPaymentsProps) {
  if (payments.length === 0) return <Typography color="text.secondary">No payments yet.</Typography>;
  const planOf = new Map(teams.length > 1 ? teams.map((team) => [team.id, team.planName]) : []);
  return (
    <TableContainer>
      <Table size="small" aria-label="Payments for this company">
        <TableHead>
          <TableRow>
            <TableCell>Reference</TableCell>
            <TableCell>Date</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Paid for</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Receipt</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => {
            const plan = planOf.get(payment.membershipId);
            return (
              <TableRow key={payment.reference}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{payment.reference}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(payment.createdAt)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatKes(payment.amountKes)}
                </TableCell>
                <TableCell>
                  {paymentPurposeText(payment)}
                  {plan && (
                    <Typography variant="caption" color="text.secondary" component="p">
                      {plan}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{paymentStatusLabel(payment.status)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{payment.receiptNumber ?? '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
