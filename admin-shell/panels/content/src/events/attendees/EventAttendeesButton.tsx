import GroupIcon from '@mui/icons-material/Group';
import { Button } from '@mui/material';
import type { EventRegistration } from 'admin-kit';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { EventAttendeesDialog, type AttendeesEvent } from './EventAttendeesDialog';

/**
 * "Attendees (n)" on an event's row, n the seats taken; it opens the event's attendee list with its CSV export. The
 * count is the total of a one-row page, so a table of events asks for no attendee rows until one is opened.
 */
export function EventAttendeesButton({ event }: { event: AttendeesEvent }) {
  const [open, setOpen] = useState(false);
  const { total } = useGetList<EventRegistration>('event-registrations', {
    pagination: { page: 1, perPage: 1 },
    filter: { eventId: event.id, status: 'registered' },
  });
  return (
    <>
      <Button
        size="small"
        startIcon={<GroupIcon />}
        onClick={(click) => {
          // The row may open its event on a click; this button opens the attendees only.
          click.stopPropagation();
          setOpen(true);
        }}
      >
        {total === undefined ? 'Attendees' : `Attendees (${total})`}
      </Button>
      {open && <EventAttendeesDialog event={event} registered={total} onClose={() => setOpen(false)} />}
    </>
  );
}
