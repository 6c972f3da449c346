import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import {
  Button,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Badge, formatDateTime, listLink, SortableHeader, type ColumnSort } from 'admin-kit';
import { Link as RouterLink } from 'react-router-dom';
import {
  bookingReference,
  mayRemove,
  personName,
  waitlistStatusBadge,
  waitedForLabel,
  waitedWhenLabel,
} from './waitlist-labels';
import { WAITLIST_FIRST_ORDER, type WaitlistSortField } from './waitlist-query';
import type { AdminWaitlistEntry } from './waitlist-types';

interface WaitlistTableProps {
  rows: readonly AdminWaitlistEntry[];
  sort: ColumnSort<WaitlistSortField>;
  onSort: (field: WaitlistSortField) => void;
  /** Left out when the admin may not take anyone off (bookings.edit): then no row has the button. */
  onRemove?: (entry: AdminWaitlistEntry) => void;
}

/** A page of the waitlist: the slot wanted, who wants it, where they stand, the offer made and the booking it led to. */
export function WaitlistTable({ rows, sort, onSort, onRemove }: WaitlistTableProps) {
  // Read at each render: the list is read again on every change, and an offer's end only needs the day right.
  const now = new Date();
  return (
    <TableContainer>
      <Table size="small" aria-label="Waitlist">
        <TableHead>
          <TableRow>
            <SortableHeader field="date" sort={sort} onSort={onSort} firstOrder={WAITLIST_FIRST_ORDER.date}>
              Wanted
            </SortableHeader>
            <TableCell>Person</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Offered</TableCell>
            <TableCell>Booking</TableCell>
            <SortableHeader field="createdAt" sort={sort} onSort={onSort}>
              Joined
            </SortableHeader>
            <TableCell aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((entry) => {
            const badge = waitlistStatusBadge(entry, now);
            const name = personName(entry);
            return (
              <TableRow key={entry.id} hover data-testid="waitlist-row">
                <TableCell>
                  <Typography variant="body2">{waitedForLabel(entry)}</Typography>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ whiteSpace: 'nowrap' }}>
                    {waitedWhenLabel(entry)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{name}</Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {[entry.email, entry.phone].filter(Boolean).join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Badge label={badge.label} variant={badge.variant} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.offeredAt)}</TableCell>
                <TableCell>
                  <BookingCell entry={entry} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</TableCell>
                <TableCell align="right">
                  {onRemove && mayRemove(entry) && (
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      startIcon={<PersonRemoveIcon />}
                      onClick={() => onRemove(entry)}
                      aria-label={`Remove ${name} from the waitlist`}
                    >
                      Remove
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The booking held for an offer, by the reference customers read, opening Bookings searched for it (its search takes
 * the group id); its payment's reference below.
 */
function BookingCell({ entry }: { entry: AdminWaitlistEntry }) {
  if (!entry.bookingGroupId && !entry.paymentReference) return <>—</>;
  return (
    <>
      {entry.bookingGroupId && (
        <Link
          component={RouterLink}
          to={listLink('bookings', { q: entry.bookingGroupId })}
          variant="body2"
          sx={{ fontFamily: 'monospace' }}
        >
          #{bookingReference(entry.bookingGroupId)}
        </Link>
      )}
      {entry.paymentReference && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ fontFamily: 'monospace' }}>
          {entry.paymentReference}
        </Typography>
      )}
    </>
  );
}
