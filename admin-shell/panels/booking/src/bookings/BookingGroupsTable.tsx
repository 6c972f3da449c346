import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ManageIcon from '@mui/icons-material/EditCalendar';
import {
  Button,
  Checkbox,
  IconButton,
  Stack,
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
  formatVenueDate,
  humanize,
  SortableHeader,
  type AdminBooking,
  type BookedDate,
  type BookingGroup,
  type ColumnSort,
} from 'admin-kit';
import { Fragment, useState } from 'react';
import { useListContext } from 'react-admin';
import { formatCents } from '../payments/money';
import {
  BOOKING_FIRST_ORDER,
  bookingOf,
  groupDatesText,
  groupPaymentSummary,
  isPendingTour,
  type BookingSortField,
} from './booking-groups-query';
import { STATUS_BADGE, shortBookingId } from './booking-status';
import { formatBookingDuration } from './duration';

interface BookingGroupsTableProps {
  rows: readonly BookingGroup[];
  sort: ColumnSort<BookingSortField>;
  onSort: (field: BookingSortField) => void;
  onManage: (booking: AdminBooking) => void;
  /** Whether pending tour requests can be ticked for approving or rejecting together. */
  selectable: boolean;
}

/**
 * The page's booking groups. A one-date group is managed from its row; a group of several dates opens to show
 * each date with its own Manage button (each date is confirmed, cancelled or refunded on its own).
 */
export function BookingGroupsTable({ rows, sort, onSort, onManage, selectable }: BookingGroupsTableProps) {
  const { selectedIds, onToggleItem, onSelect } = useListContext<BookingGroup>();
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggleOpen = (id: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const tourIds = rows.filter(isPendingTour).map((group) => group.id);
  const allToursTicked = tourIds.length > 0 && tourIds.every((id) => selectedIds.includes(id));

  return (
    <TableContainer>
      <Table size="small" aria-label="Bookings">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              {selectable && tourIds.length > 0 && (
                <Checkbox
                  checked={allToursTicked}
                  indeterminate={!allToursTicked && tourIds.some((id) => selectedIds.includes(id))}
                  onChange={() => onSelect(allToursTicked ? [] : tourIds)}
                  slotProps={{ input: { 'aria-label': 'Select the pending tour requests on this page' } }}
                />
              )}
            </TableCell>
            <TableCell>Reference</TableCell>
            <SortableHeader
              field="customerName"
              sort={sort}
              onSort={onSort}
              firstOrder={BOOKING_FIRST_ORDER.customerName}
            >
              Customer
            </SortableHeader>
            <TableCell>What</TableCell>
            <SortableHeader field="firstDate" sort={sort} onSort={onSort}>
              Dates
            </SortableHeader>
            <SortableHeader field="status" sort={sort} onSort={onSort} firstOrder={BOOKING_FIRST_ORDER.status}>
              Status
            </SortableHeader>
            <TableCell>Payment</TableCell>
            <SortableHeader field="createdAt" sort={sort} onSort={onSort}>
              Received
            </SortableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((group) => (
            <Fragment key={group.id}>
              <GroupRow
                group={group}
                open={opened.has(group.id)}
                onToggleOpen={() => toggleOpen(group.id)}
                onManage={onManage}
                tickable={selectable && isPendingTour(group)}
                ticked={selectedIds.includes(group.id)}
                onTick={() => onToggleItem(group.id)}
              />
              {opened.has(group.id) &&
                group.bookings.map((date) => <DateRow key={date.id} group={group} date={date} onManage={onManage} />)}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface GroupRowProps {
  group: BookingGroup;
  open: boolean;
  onToggleOpen: () => void;
  onManage: (booking: AdminBooking) => void;
  tickable: boolean;
  ticked: boolean;
  onTick: () => void;
}

function GroupRow({ group, open, onToggleOpen, onManage, tickable, ticked, onTick }: GroupRowProps) {
  const payment = groupPaymentSummary(group);
  const single = group.bookings.length === 1 ? group.bookings[0] : undefined;
  return (
    <TableRow data-testid="booking-row" sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
      <TableCell padding="checkbox">
        {tickable && (
          <Checkbox
            checked={ticked}
            onChange={onTick}
            slotProps={{ input: { 'aria-label': `Select tour request ${group.reference}` } }}
          />
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <IconButton
            size="small"
            onClick={onToggleOpen}
            aria-expanded={open}
            aria-label={`${open ? 'Hide' : 'Show'} the dates of booking ${group.reference}`}
          >
            {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            #{group.reference}
          </Typography>
        </Stack>
      </TableCell>
      <TableCell>
        <Typography variant="body2">{group.customerName}</Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {[group.email, group.phone].filter(Boolean).join(' · ')}
        </Typography>
      </TableCell>
      <TableCell>
        <Typography variant="body2">
          {humanize(group.type)}
          {group.spaceName ? ` — ${group.spaceName}` : ''}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{groupDatesText(group, formatVenueDate)}</TableCell>
      <TableCell>
        <Badge label={humanize(group.status)} variant={STATUS_BADGE[group.status]} />
      </TableCell>
      <TableCell>
        {payment.badge && <Badge label={payment.badge.label} variant={payment.badge.variant} />}
        <Typography variant="caption" color="text.secondary" component="p">
          {payment.detail}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <span>{formatDateTime(group.createdAt)}</span>
          {single && <ManageButton booking={bookingOf(group, single)} onManage={onManage} />}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** One date of an opened group: when, how long, its status, its price share and its notes. */
function DateRow({
  group,
  date,
  onManage,
}: {
  group: BookingGroup;
  date: BookedDate;
  onManage: (booking: AdminBooking) => void;
}) {
  return (
    <TableRow data-testid="booking-date-row" sx={{ bgcolor: 'action.hover' }}>
      <TableCell padding="checkbox" />
      <TableCell colSpan={4}>
        <Typography variant="body2">
          {formatVenueDate(date.date)} at {date.time} · {formatBookingDuration(group.type, date.duration)}
        </Typography>
        {date.notes && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ whiteSpace: 'pre-line' }}>
            Notes: {date.notes}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Badge label={humanize(date.status)} variant={STATUS_BADGE[date.status]} />
      </TableCell>
      <TableCell>{date.priceCents === null ? '' : formatCents(date.priceCents)}</TableCell>
      <TableCell align="right">
        <ManageButton booking={bookingOf(group, date)} onManage={onManage} />
      </TableCell>
    </TableRow>
  );
}

function ManageButton({ booking, onManage }: { booking: AdminBooking; onManage: (booking: AdminBooking) => void }) {
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ManageIcon />}
      onClick={() => onManage(booking)}
      aria-label={`Manage booking ${shortBookingId(booking.id)}`}
    >
      Manage
    </Button>
  );
}
