import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  Badge,
  ConfirmDialog,
  EmptyState,
  ExportCsvButton,
  formatDateTime,
  LoadError,
  nextSort,
  PAGE_SIZE,
  PAGE_SIZES,
  SkeletonList,
  SortableHeader,
  useAllowed,
  useDebouncedValue,
  useOutcomeToasts,
  type ColumnSort,
  type EventRegistration,
} from 'admin-kit';
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGetList, useUpdate } from 'react-admin';

/** What the attendee list needs of an event. */
export interface AttendeesEvent {
  id: string;
  title: string;
  capacity: number;
}

type AttendeeSortField = 'createdAt' | 'lastName' | 'email' | 'status';
const NEWEST_FIRST: ColumnSort<AttendeeSortField> = { field: 'createdAt', order: 'DESC' };
const SEARCH_DELAY_MS = 300;

interface EventAttendeesDialogProps {
  event: AttendeesEvent;
  /** Seats taken, when known. */
  registered?: number;
  onClose: () => void;
}

/** An event's attendees, paged and sorted on the server, searchable, with the same list as a CSV download. */
export function EventAttendeesDialog({ event, registered, onClose }: EventAttendeesDialogProps) {
  const titleId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [sort, setSort] = useState(NEWEST_FIRST);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const result = useGetList<EventRegistration>(
    'event-registrations',
    { pagination: { page: page + 1, perPage: pageSize }, sort, filter: { eventId: event.id, q } },
    { placeholderData: (previous) => previous },
  );
  const rows = result.data ?? [];
  const canCancel = useAllowed('events', 'edit');
  const [cancelling, setCancelling] = useState<EventRegistration | null>(null);
  const [update, { isPending: cancelPending }] = useUpdate<EventRegistration>();
  const queryClient = useQueryClient();
  const toasts = useOutcomeToasts();
  const cancel = (attendee: EventRegistration) =>
    update(
      'event-registrations',
      { id: attendee.id, data: { status: 'cancelled' }, previousData: attendee, meta: { eventId: event.id } },
      toasts({
        success: `${attendee.firstName} ${attendee.lastName}'s registration is cancelled; the seat is free again`,
        failure: 'The registration could not be cancelled',
        onSuccess: () => {
          setCancelling(null);
          // The seat count on the event's button reads the list's total.
          void queryClient.invalidateQueries({ queryKey: ['event-registrations'] });
        },
      }),
    );
  const changeSort = (field: AttendeeSortField) => {
    setSort(nextSort(sort, field, field === 'createdAt' ? 'DESC' : 'ASC'));
    setPage(0);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Attendees: {event.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {registered !== undefined && (
            <Typography color="text.secondary">
              {registered} of {event.capacity} seats taken
            </Typography>
          )}
          <TextField
            size="small"
            label="Search attendees"
            placeholder="Name, e-mail, phone"
            value={search}
            onChange={(change) => {
              setSearch(change.target.value);
              setPage(0);
            }}
          />
          {result.isPending ? (
            <SkeletonList count={3} height={40} />
          ) : result.error ? (
            <LoadError error={result.error} onRetry={() => result.refetch()} />
          ) : rows.length === 0 && page === 0 ? (
            <EmptyState text={q ? 'No attendees match this search' : 'No one has registered yet'} />
          ) : (
            <TableContainer aria-busy={result.isFetching}>
              <Table size="small" aria-label={`Attendees of ${event.title}`}>
                <TableHead>
                  <TableRow>
                    <SortableHeader field="lastName" sort={sort} onSort={changeSort} firstOrder="ASC">
                      Name
                    </SortableHeader>
                    <SortableHeader field="email" sort={sort} onSort={changeSort} firstOrder="ASC">
                      E-mail
                    </SortableHeader>
                    <TableCell>Phone</TableCell>
                    <SortableHeader field="createdAt" sort={sort} onSort={changeSort}>
                      Registered
                    </SortableHeader>
                    <SortableHeader field="status" sort={sort} onSort={changeSort} firstOrder="ASC">
                      Status
                    </SortableHeader>
                    {canCancel && <TableCell aria-label="Actions" />}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((attendee) => (
                    <TableRow key={attendee.id} data-testid="attendee-row">
                      <TableCell>
                        {attendee.firstName} {attendee.lastName}
                      </TableCell>
                      <TableCell>{attendee.email}</TableCell>
                      <TableCell>{attendee.phone ?? '—'}</TableCell>
                      <TableCell>{formatDateTime(attendee.createdAt)}</TableCell>
                      <TableCell>
                        <Badge
                          label={attendee.status === 'registered' ? 'Registered' : 'Cancelled'}
                          variant={attendee.status === 'registered' ? 'success' : 'secondary'}
                        />
                      </TableCell>
                      {canCancel && (
                        <TableCell align="right">
                          {attendee.status === 'registered' && (
                            <Button
                              size="small"
                              color="error"
                              aria-label={`Cancel the registration of ${attendee.email}`}
                              onClick={() => setCancelling(attendee)}
                            >
                              Cancel
                            </Button>
                          )}
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <TablePagination
                component="div"
                count={result.total ?? -1}
                page={page}
                onPageChange={(_click, next) => setPage(next)}
                rowsPerPage={pageSize}
                rowsPerPageOptions={PAGE_SIZES}
                onRowsPerPageChange={(change) => {
                  setPageSize(Number(change.target.value));
                  setPage(0);
                }}
              />
            </TableContainer>
          )}
        </Stack>
      </DialogContent>
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this registration?"
        confirmLabel="Cancel registration"
        busyLabel="Cancelling..."
        busy={cancelPending}
        onConfirm={() => cancelling && cancel(cancelling)}
        onClose={() => setCancelling(null)}
      >
        {cancelling?.firstName} {cancelling?.lastName} ({cancelling?.email}) loses their seat, which is free for someone
        else. No e-mail is sent: tell them yourself. They may register again while seats are left.
      </ConfirmDialog>
      <DialogActions>
        <ExportCsvButton list={`events/${event.id}/registrations`} filters={{ q }} sort={sort} />
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
