import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Badge, formatDateTime, OpenableRow, RowOpenLink, SortableHeader, type PagedRowsProps } from 'admin-kit';
import type { AdminErasureRequest } from './erasure-request-types';
import { deadlineLabel, erasureStatusBadge, sourceLabel } from './erasure-request-labels';
import { ERASURE_REQUEST_FIRST_ORDER, type ErasureRequestSortField } from './erasure-requests-query';

/** A page of erasure requests: number, person, where they asked, when, the deadline (past it: red), status. */
export function ErasureRequestsTable({
  rows,
  sort,
  onSort,
  onOpen,
}: PagedRowsProps<AdminErasureRequest, ErasureRequestSortField>) {
  // Read at each render: the list is read again on every change, and the deadline only needs the day right.
  const now = new Date();
  return (
    <TableContainer>
      <Table size="small" aria-label="Erasure requests">
        <TableHead>
          <TableRow>
            <SortableHeader field="number" sort={sort} onSort={onSort}>
              Request
            </SortableHeader>
            <TableCell>Person</TableCell>
            <TableCell>Asked through</TableCell>
            <SortableHeader field="requestedAt" sort={sort} onSort={onSort}>
              Requested
            </SortableHeader>
            <SortableHeader field="dueBy" sort={sort} onSort={onSort} firstOrder={ERASURE_REQUEST_FIRST_ORDER.dueBy}>
              Due by
            </SortableHeader>
            <SortableHeader field="status" sort={sort} onSort={onSort}>
              Status
            </SortableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((request) => {
            const badge = erasureStatusBadge(request);
            const deadline = deadlineLabel(request, now);
            return (
              <OpenableRow key={request.id} onOpen={() => onOpen(request)} data-testid="erasure-request-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <RowOpenLink onOpen={() => onOpen(request)} sx={{ fontFamily: 'monospace' }}>
                    {request.number}
                  </RowOpenLink>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{request.subject}</TableCell>
                <TableCell>{sourceLabel(request.source)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(request.requestedAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Typography
                    variant="body2"
                    color={request.overdue ? 'error' : undefined}
                    sx={{ fontWeight: request.overdue ? 700 : undefined }}
                  >
                    {formatDateTime(request.dueBy)}
                  </Typography>
                  {deadline && (
                    <Typography variant="caption" component="p" color={request.overdue ? 'error' : 'text.secondary'}>
                      {deadline}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Badge label={badge.label} variant={badge.variant} />
                </TableCell>
              </OpenableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
