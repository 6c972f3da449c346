import { buttonClasses } from '../../../ui/button';
import { formatVenueDate } from '../../../ui/format';
import { Card } from '../../../ui/layout';
import { type Outcome } from '../../../ui/outcome-notice';
import {
  billingCycleOfTime,
  type ManagedBooking,
  movableItem,
  movedText,
  moveTermsText,
  whenText,
} from '../manage-booking-text';
import { useMoveBooking } from '../use-managed-booking';
import { onDemandDialog } from './on-demand-dialog';

const moveDialog = onDemandDialog(async () => (await import('./move-booking-dialog')).MoveBookingDialog);

interface MoveCardProps {
  token: string;
  booking: ManagedBooking;
  onSettled(outcome: Outcome): void;
}

/** Until when the booking can be moved and, while it can, the Move booking button and its dialog. */
export function MoveCard({ token, booking, onSettled }: MoveCardProps) {
  const move = useMoveBooking(token);
  const dialog = moveDialog.useDialog();
  const terms = moveTermsText(booking);
  const item = movableItem(booking);
  if (!terms || !item) return null;
  return (
    <Card>
      <h2 className="text-xl font-bold">Change the date</h2>
      <p className="mt-3 text-slate-700">{terms}</p>
      {booking.move.allowed && (
        <>
          <button type="button" className={buttonClasses('outline', 'md', 'mt-5 w-full sm:w-auto')} {...dialog.trigger}>
            Move booking
          </button>
          {dialog.render({
            title: booking.title,
            currentText: whenText(item.date, item.time, formatVenueDate),
            billingCycle: billingCycleOfTime(item.time),
            deadlineText: booking.move.deadlineText,
            onMove: async (target) => {
              await move.mutateAsync(target);
              return movedText(target, formatVenueDate);
            },
            onMoved: (message) => onSettled({ tone: 'success', message }),
            callerFocuses: true,
          })}
        </>
      )}
    </Card>
  );
}
