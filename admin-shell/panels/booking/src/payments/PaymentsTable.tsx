import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { Badge, formatDateTime } from 'admin-kit';
import type { ReactNode } from 'react';
import type { LedgerSort, LedgerSortField } from './ledger-query';
import { formatCents } from './money';
import { channelLabel, PAYMENT_STATUS_BADGE, refundStateBadge } from './payment-labels';
import type { PaymentRow } from './payment-types';

interface PaymentsTableProps {
  rows: readonly PaymentRow[];
  sort: LedgerSort;
  onSort: (field: LedgerSortField) => void;
  onOpen: (row: PaymentRow) => void;
}

function SortableHeader({
  field,
  sort,
  onSort,
  align,
  children,
}: {
  field: LedgerSortField;
  sort: LedgerSort;
  onSort: (field: LedgerSortField) => void;
  align?: 'right';
  children: ReactNode;
}) {
  const active = sort.field === field;
  const direction = sort.order === 'ASC' ? 'asc' : 'desc';
  return (
    <TableCell align={align} sortDirection={active ? direction : false}>
      <TableSortLabel active={active} direction={active ? direction : 'desc'} onClick={() => onSort(field)}>
        {children}
      </TableSortLabel>
    </TableCell>
  );
}

/** The ledger's rows; a click anywhere on a row (or its reference, for the keyboard) opens the payment. */
export function PaymentsTable({ rows, sort, onSort, onOpen }: PaymentsTableProps) {
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
              <TableRow
                key={row.id}
                hover
                onClick={() => onOpen(row)}
                sx={{ cursor: 'pointer' }}
                data-testid="payment-row"
              >
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link
                    component="button"
                    type="button"
                    variant="body2"
                    sx={{ whiteSpace: 'nowrap' }}
                    onClick={(event) => {
                      // The row opens it too; one open is enough.
                      event.stopPropagation();
                      onOpen(row);
                    }}
                  >
                    {row.reference}
                  </Link>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{row.customerName ?? '—'}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {row.email}
                  </Typography>
                </TableCell>
                <TableCell sx={{ minWidth: 180 }}>{row.targetLabel}</TableCell>
                <TableCell>{channelLabel(row.channel)}</TableCell>
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
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
