import { AlertDialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { ApiError, messageOf } from '../../../api/client';
import { Button } from '../../../ui/button';
import { type ManagedBooking, refundOnCancelText } from '../manage-booking-text';
import { useCancelBooking, useReloadBooking } from '../use-managed-booking';

export interface CancelOutcome {
  tone: 'success' | 'error';
  message: string;
}

interface CancelBookingDialogProps {
  token: string;
  booking: ManagedBooking;
  /** The server's answer, for the page to announce; focus then moves to the page (this button is gone). */
  onSettled(outcome: CancelOutcome): void;
}

/**
 * The Cancel booking button and its confirmation (an alert dialog: focus trapped, 'Keep booking' focused first).
 * The dialog stays open while the request runs and, on a failure worth retrying, shows why and offers it again.
 */
export function CancelBookingDialog({ token, booking, onSettled }: CancelBookingDialogProps) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string>();
  const cancel = useCancelBooking(token);
  const reload = useReloadBooking(token);
  // Once settled, the button that opened the dialog is replaced, so focus must not be sent back to it.
  const settled = useRef(false);

  function confirm() {
    setFailure(undefined);
    cancel.mutate(undefined, {
      onSuccess: (result) => {
        settled.current = true;
        setOpen(false);
        onSettled({ tone: 'success', message: result.message });
      },
      onError: (error) => {
        // 409 (deadline passed, already cancelled) and 404 (link expired) will not change on a retry: the booking
        // has moved on, so show it as it is now.
        if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
          settled.current = true;
          setOpen(false);
          onSettled({ tone: 'error', message: error.message });
          void reload();
          return;
        }
        setFailure(
          messageOf(
            error,
            'Your booking could not be cancelled right now. Please check your connection and try again.',
          ),
        );
      },
    });
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button variant="danger" className="w-full sm:w-auto">
          Cancel booking
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => settled.current && event.preventDefault()}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(32rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7"
        >
          <AlertDialog.Title className="text-xl font-bold">Cancel this booking?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            {booking.title}, reference {booking.reference}. {refundOnCancelText(booking.payment)} This cannot be undone.
          </AlertDialog.Description>
          {failure && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
              {failure}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost" disabled={cancel.isPending}>
                Keep booking
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={confirm} disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling...' : 'Yes, cancel booking'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
