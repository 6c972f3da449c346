import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Badge, DocumentDownload, formatDateTime } from 'admin-kit';
import { creditNoteUrl, handBackLabel, REFUND_STATUS_BADGE, refundAmountLabel, requesterLabel } from './payment-labels';
import type { Refund } from './payment-types';

interface RefundsTableProps {
  paymentId: string;
  refunds: readonly Refund[];
  /** The Manage Booking dialog is narrow: it leaves out who asked and the reason. */
  compact?: boolean;
  /** Given (to staff with the refund right): desk refunds waiting to be handed back offer to record it. */
  onRecordHandBack?: (refund: Refund) => void;
}

/** A payment's refunds, oldest first as they were asked, with the credit note once one is issued. */
export function RefundsTable({ paymentId, refunds, compact = false, onRecordHandBack }: RefundsTableProps) {
  if (refunds.length === 0) return <Typography color="text.secondary">No refunds.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Refunds">
        <TableHead>
          <TableRow>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
            {!compact && <TableCell>Reason</TableCell>}
            {!compact && <TableCell>Requested by</TableCell>}
            <TableCell>Requested</TableCell>
            <TableCell>Credit note</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {refunds.map((refund) => {
            const status = REFUND_STATUS_BADGE[refund.status];
            return (
              <TableRow key={refund.id}>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {refundAmountLabel(refund)}
                </TableCell>
                <TableCell>
                  <Badge label={status.label} variant={status.variant} />
                  {refund.failure && refund.status !== 'processed' && (
                    <Typography variant="caption" color="error" component="p">
                      {refund.failure}
                    </Typography>
                  )}
                  {handBackLabel(refund) && (
                    <Typography variant="caption" color="text.secondary" component="p">
                      Handed back: {handBackLabel(refund)}
                      {refund.settledNote ? ` (${refund.settledNote})` : ''}
                    </Typography>
                  )}
                  {refund.status === 'awaiting-hand-back' && onRecordHandBack && (
                    <Button size="small" onClick={() => onRecordHandBack(refund)} sx={{ mt: 0.5 }}>
                      Record refund handed back
                    </Button>
                  )}
                </TableCell>
                {!compact && <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>{refund.reason}</TableCell>}
                {!compact && <TableCell>{requesterLabel(refund)}</TableCell>}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(refund.createdAt)}</TableCell>
                <TableCell>
                  <DocumentDownload
                    number={refund.creditNoteNumber}
                    href={creditNoteUrl(paymentId, refund.id)}
                    kind="credit note"
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
