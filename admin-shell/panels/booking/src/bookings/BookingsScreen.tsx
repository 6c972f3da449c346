import ManageIcon from '@mui/icons-material/EditCalendar';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  Badge,
  EmptyState,
  LoadError,
  ScreenHeader,
  SkeletonList,
  formatVenueDate,
  humanize,
  WHOLE_LIST,
  type AdminBooking,
} from 'admin-kit';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { STATUS_BADGE, shortBookingId } from './booking-status';
import { formatBookingDuration } from './duration';
import { ManageBookingDialog } from './ManageBookingDialog';

/** The dashboard lists only the newest bookings (spec section 9). */
const SHOWN_BOOKINGS = 10;

function BookingRow({ booking, onManage }: { booking: AdminBooking; onManage: () => void }) {
  return (
    <Card variant="outlined" data-testid="booking-row">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <div>
            <Typography sx={{ fontWeight: 600 }}>
              Booking #{shortBookingId(booking.id)}
              {booking.userFirstName ? ` for ${booking.userFirstName}` : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatVenueDate(booking.date)} at {booking.time}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {humanize(booking.type)}
              {booking.spaceName ? ` — ${booking.spaceName}` : ''} ·{' '}
              {formatBookingDuration(booking.type, booking.duration)}
            </Typography>
          </div>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Badge label={humanize(booking.status)} variant={STATUS_BADGE[booking.status]} />
            <Button
              size="small"
              variant="outlined"
              startIcon={<ManageIcon />}
              onClick={onManage}
              aria-label={`Manage booking ${shortBookingId(booking.id)}`}
            >
              Manage
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Bookings tab: "Booking Management", the newest bookings with their status and the manage dialog. */
export function BookingsScreen() {
  const bookings = useGetList<AdminBooking>('bookings', WHOLE_LIST);
  const [managed, setManaged] = useState<AdminBooking | null>(null);
  const shown = (bookings.data ?? []).slice(0, SHOWN_BOOKINGS);

  return (
    <section>
      <ScreenHeader title="Booking Management" onRefresh={() => bookings.refetch()} refreshing={bookings.isFetching} />
      {bookings.isPending ? (
        <SkeletonList count={5} />
      ) : bookings.isError ? (
        <LoadError error={bookings.error} onRetry={() => bookings.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState text="No bookings found" />
      ) : (
        <Stack spacing={2}>
          {shown.map((booking) => (
            <BookingRow key={booking.id} booking={booking} onManage={() => setManaged(booking)} />
          ))}
        </Stack>
      )}
      {managed && <ManageBookingDialog key={managed.id} booking={managed} onClose={() => setManaged(null)} />}
    </section>
  );
}
