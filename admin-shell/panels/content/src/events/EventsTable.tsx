import { Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import {
  Badge,
  formatKes,
  formatVenueDate,
  RowEditDeleteButtons,
  SortableHeader,
  type AdminEvent,
  type ColumnSort,
} from 'admin-kit';
import { FeaturedTitleCell } from '../site-items/FeaturedTitleCell';
import { EventAttendeesButton } from './attendees/EventAttendeesButton';
import { EVENT_CATEGORY_LABELS } from './event-form';
import { EVENT_FIRST_ORDER, type EventSortField } from './events-query';

export type EventAction = 'edit' | 'delete';

interface EventsTableProps {
  rows: readonly AdminEvent[];
  sort: ColumnSort<EventSortField>;
  onSort: (field: EventSortField) => void;
  actions: { edit: boolean; delete: boolean };
  onAction: (action: EventAction, event: AdminEvent) => void;
}

/** A page of events: date and time, title, category, seats, price, featured, and the row's actions. */
export function EventsTable({ rows, sort, onSort, actions, onAction }: EventsTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Events">
        <TableHead>
          <TableRow>
            <SortableHeader field="date" sort={sort} onSort={onSort} firstOrder={EVENT_FIRST_ORDER.date}>
              Date
            </SortableHeader>
            <SortableHeader field="title" sort={sort} onSort={onSort} firstOrder={EVENT_FIRST_ORDER.title}>
              Event
            </SortableHeader>
            <SortableHeader field="category" sort={sort} onSort={onSort} firstOrder={EVENT_FIRST_ORDER.category}>
              Category
            </SortableHeader>
            <SortableHeader field="capacity" sort={sort} onSort={onSort}>
              Seats
            </SortableHeader>
            <SortableHeader field="price" sort={sort} onSort={onSort}>
              Price
            </SortableHeader>
            <TableCell aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((event) => (
            <TableRow key={event.id} hover data-testid="event-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2">{formatVenueDate(event.date)}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {event.time}
                </Typography>
              </TableCell>
              <FeaturedTitleCell title={event.title} featured={event.featured} caption={event.location} />
              <TableCell>
                <Badge label={EVENT_CATEGORY_LABELS[event.category]} variant="outline" />
              </TableCell>
              <TableCell>{event.capacity}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {Number(event.price) === 0 ? 'Free' : formatKes(event.price)}
              </TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                  <EventAttendeesButton event={event} />
                  <RowEditDeleteButtons
                    label={`event ${event.title}`}
                    onEdit={actions.edit ? () => onAction('edit', event) : undefined}
                    onDelete={actions.delete ? () => onAction('delete', event) : undefined}
                  />
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
