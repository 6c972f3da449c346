import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Badge, formatDateTime, OpenableRow, RowOpenLink, SortableHeader, type PagedRowsProps } from 'admin-kit';
import type { LedgerSortField } from './ledger-query';
import { formatCents } from './money';
import { channelLabel, PAYMENT_STATUS_BADGE, recorderLabel, refundStateBadge } from './payment-labels';
import type { PaymentRow } from './payment-types';

/** The ledger's rows; a click anywhere on a row (or its reference, for the keyboard) opens the payment. */
export function PaymentsTable({ rows, sort, onSort, onOpen }: PagedRowsProps<PaymentRow, LedgerSortField>) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Payments">
        <TableHead>
          <TableRow>
            <SortableHeader field="createdAt" sort={sort} onSort={onSort}>
              Date
            </SortableHeader>
            <TableCell>Reference</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>For</TableCell>
            <TableCell>Channel</TableCell>
            <SortableHeader field="amountCents" sort={sort} onSort={onSort} align="right">
              Amount
            </SortableHeader>
            <TableCell align="right">Fees</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Refunds</TableCell>
            <TableCell>Receipt</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const status = PAYMENT_STATUS_BADGE[row.status];
            const refunded = refundStateBadge(row);
            return (
              <OpenableRow key={row.id} onOpen={() => onOpen(row)} data-testid="payment-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <RowOpenLink onOpen={() => onOpen(row)} sx={{ whiteSpace: 'nowrap' }}>
                    {row.reference}
                  </RowOpenLink>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{row.customerName ?? '—'}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {row.email}
                  </Typography>
                </TableCell>
                <TableCell sx={{ minWidth: 180 }}>{row.targetLabel}</TableCell>
                <TableCell>
                  <Typography variant="body2">{channelLabel(row.channel)}</Typography>
                  {row.recordedBy && (
                    <Typography variant="caption" color="text.secondary">
                      {recorderLabel(row)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatCents(row.amountCents)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {row.feesCents === null ? '—' : formatCents(row.feesCents)}
                </TableCell>
                <TableCell>
                  <Badge label={status.label} variant={status.variant} />
                </TableCell>
                <TableCell>{refunded ? <Badge label={refunded.label} variant={refunded.variant} /> : '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.receiptNumber ?? '—'}</TableCell>
              </OpenableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
