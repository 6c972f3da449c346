import EventNoteIcon from '@mui/icons-material/EventNote';
import type { AdminBooking, PanelResource } from 'admin-kit';
import { shortBookingId } from './booking-status';
import { BookingsScreen } from './BookingsScreen';

/** The bookings: the Bookings tab is their cards; a booking is managed in a dialog. */
export const bookings: PanelResource = {
  list: BookingsScreen,
  icon: EventNoteIcon,
  recordRepresentation: (booking: AdminBooking) => shortBookingId(booking.id),
};
