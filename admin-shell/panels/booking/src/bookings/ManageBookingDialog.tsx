import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  formatVenueDate,
  humanize,
  useOutcomeToasts,
  type AdminBooking,
  type BookingStatus,
  type UpdateBookingBody,
} from 'admin-kit';
import { useRef, useState } from 'react';
import { useRefresh, useUpdate } from 'react-admin';
import { BookingPaymentSection, useBookingPayment } from '../payments/BookingPaymentSection';
import { formatCents } from '../payments/money';
import { BOOKING_STATUSES, quickActionNotes, shortBookingId } from './booking-status';
import { formatBookingDuration } from './duration';

interface ManageBookingDialogProps {
  booking: AdminBooking;
  onClose: () => void;
}

/**
 * Manage Booking: change the status and notes; Quick Approve/Reject for pending bookings. Admins who may see
 * payments also see the group's payment, and choose whether cancelling refunds this booking's share.
 */
export function ManageBookingDialog({ booking, onClose }: ManageBookingDialogProps) {
  const [status, setStatus] = useState<BookingStatus>(booking.status);
  const [notes, setNotes] = useState(booking.notes ?? '');
  const [refund, setRefund] = useState(true);
  const payment = useBookingPayment(booking);
  const refundOffered = payment.refundOfferCents > 0 && booking.status !== 'cancelled';
  // The toast names the amount offered at saving: by the time it shows, the payment was refetched with less left.
  const offeredCents = useRef(0);
  const toasts = useOutcomeToasts();
  const [update, { isPending }] = useUpdate<AdminBooking>();
  // A cancellation may refund, which changes the payment shown here and in the ledger: they are read again.
  const refresh = useRefresh();
  // The flag goes only when a refund is on offer (a paid group with something left); else the server's default stands.
  const save = (nextStatus: BookingStatus, nextNotes: string) => {
    offeredCents.current = payment.refundOfferCents;
    const body: UpdateBookingBody = {
      status: nextStatus,
      notes: nextNotes || null,
      ...(refundOffered && nextStatus === 'cancelled' ? { refund } : {}),
    };
    update(
      'bookings',
      { id: booking.id, data: body, previousData: booking },
      toasts({
        success: body.refund
          ? `Booking status updated to ${body.status}. Refund of ${formatCents(offeredCents.current)} requested`
          : `Booking status updated to ${body.status}`,
        failure: 'Failed to update booking status',
        onSuccess: () => {
          onClose();
          refresh();
        },
      }),
    );
  };

  return (
    <Dialog
      open
      onClose={isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="manage-booking-title"
    >
      <DialogTitle id="manage-booking-title">Manage Booking #{shortBookingId(booking.id)}</DialogTitle>
      <DialogContent>
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          <Typography>
            {humanize(booking.type)}
            {booking.spaceName ? ` — ${booking.spaceName}` : ''} ·{' '}
            {formatBookingDuration(booking.type, booking.duration)}
          </Typography>
          <Typography color="text.secondary">
            {formatVenueDate(booking.date)} at {booking.time}
            {booking.userFirstName
              ? ` for ${booking.userFirstName}${booking.lastName ? ` ${booking.lastName}` : ''}`
              : ''}
          </Typography>
          {booking.email && (
            <Typography color="text.secondary">{[booking.email, booking.phone].filter(Boolean).join(' · ')}</Typography>
          )}
        </Stack>
        <TextField
          select
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as BookingStatus)}
          fullWidth
          margin="dense"
        >
          {BOOKING_STATUSES.map((option) => (
            <MenuItem key={option} value={option}>
              {humanize(option)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Notes"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          fullWidth
          multiline
          minRows={3}
          margin="dense"
        />
        {refundOffered && status === 'cancelled' && (
          <FormControlLabel
            control={<Checkbox checked={refund} onChange={(event) => setRefund(event.target.checked)} />}
            label={`Refund ${formatCents(payment.refundOfferCents)} to the customer`}
          />
        )}
        {payment.shown && <BookingPaymentSection payment={payment} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {booking.status === 'pending' && (
          <>
            <Button
              color="success"
              variant="outlined"
              disabled={isPending}
              onClick={() => save('confirmed', quickActionNotes(notes, 'confirmed'))}
            >
              Quick Approve
            </Button>
            <Button
              color="error"
              variant="outlined"
              disabled={isPending}
              onClick={() => save('cancelled', quickActionNotes(notes, 'cancelled'))}
            >
              Quick Reject
            </Button>
          </>
        )}
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={status === booking.status || isPending}
          onClick={() => save(status, notes)}
        >
          {isPending ? 'Updating...' : 'Update Booking'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
