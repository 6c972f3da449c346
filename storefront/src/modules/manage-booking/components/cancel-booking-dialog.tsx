import { ApiError, messageOf } from '../../../api/api-error';
import { buttonClasses } from '../../../ui/button';
import { type Outcome } from '../../../ui/outcome-notice';
import { type ManagedBooking, refundOnCancelText } from '../manage-booking-text';
import { useCancelBooking, useReloadBooking } from '../use-managed-booking';
import { confirmOnDemand } from './confirm-on-demand';

interface CancelBookingDialogProps {
  token: string;
  booking: ManagedBooking;
  /** The server's answer, for the page to announce; focus then moves to the page (this button is gone). */
  onSettled(outcome: Outcome): void;
}

/** The Cancel booking button and its confirmation ('Keep booking' focused first). */
export function CancelBookingDialog({ token, booking, onSettled }: CancelBookingDialogProps) {
  const cancel = useCancelBooking(token);
  const reload = useReloadBooking(token);
  const dialog = confirmOnDemand.useDialog();
  return (
    <>
      <button type="button" className={buttonClasses('danger', 'md', 'w-full sm:w-auto')} {...dialog.trigger}>
        Cancel booking
      </button>
      {dialog.render({
        title: 'Cancel this booking?',
        description: (
          <>
            {booking.title}, reference {booking.reference}. {refundOnCancelText(booking.payment)} This cannot be undone.
          </>
        ),
        cancelLabel: 'Keep booking',
        confirmLabel: 'Yes, cancel booking',
        busyLabel: 'Cancelling...',
        busy: cancel.isPending,
        onConfirm: ({ settle, fail }) =>
          cancel.mutate(undefined, {
            onSuccess: (result) => {
              settle();
              onSettled({ tone: 'success', message: result.message });
            },
            onError: (error) => {
              // 409 (deadline passed, already cancelled) and 404 (link expired) will not change on a retry: the booking
              // has moved on, so show it as it is now.
              if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
                settle();
                onSettled({ tone: 'error', message: error.message });
                void reload();
                return;
              }
              fail(
                messageOf(
                  error,
                  'Your booking could not be cancelled right now. Please check your connection and try again.',
                ),
              );
            },
          }),
      })}
    </>
  );
}
