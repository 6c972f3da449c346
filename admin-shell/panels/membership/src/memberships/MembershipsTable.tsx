import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Badge, formatVenueDate, OpenableRow, RowOpenLink, SortableHeader, type PagedRowsProps } from 'admin-kit';
import { nextChargeText, paymentMethodText, planPriceText, statusBadge } from './membership-labels';
import type { Membership } from './membership-types';
import { FIRST_ORDER, type MembershipSortField } from './memberships-query';

/** The memberships' rows; a click anywhere on a row (or the member's name, for the keyboard) opens it. */
export function MembershipsTable({ rows, sort, onSort, onOpen }: PagedRowsProps<Membership, MembershipSortField>) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Memberships">
        <TableHead>
          <TableRow>
            <SortableHeader field="memberName" sort={sort} onSort={onSort} firstOrder={FIRST_ORDER.memberName}>
              Member
            </SortableHeader>
            <SortableHeader field="planName" sort={sort} onSort={onSort} firstOrder={FIRST_ORDER.planName}>
              Plan
            </SortableHeader>
            <SortableHeader field="status" sort={sort} onSort={onSort} firstOrder={FIRST_ORDER.status}>
              Status
            </SortableHeader>
            <SortableHeader
              field="currentPeriodEnd"
              sort={sort}
              onSort={onSort}
              firstOrder={FIRST_ORDER.currentPeriodEnd}
            >
              Period end
            </SortableHeader>
            <TableCell>Next charge</TableCell>
            <TableCell>Payment method</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const status = statusBadge(row.status);
            return (
              <OpenableRow key={row.id} onOpen={() => onOpen(row)} data-testid="membership-row">
                <TableCell>
                  <RowOpenLink onOpen={() => onOpen(row)} sx={{ textAlign: 'left' }}>
                    {row.memberName}
                  </RowOpenLink>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {row.email}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{row.planName}</Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {planPriceText(row)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Badge label={status.label} variant={status.variant} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.currentPeriodEnd ? formatVenueDate(row.currentPeriodEnd) : '—'}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{nextChargeText(row, formatVenueDate)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{paymentMethodText(row.paymentMethod)}</TableCell>
              </OpenableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
