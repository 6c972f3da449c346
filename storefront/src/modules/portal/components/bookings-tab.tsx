import { formatKes } from '@coworking/domain';
import { useState } from 'react';
import { messageOf } from '../../../api/client';
import { Button, ButtonLink, buttonClasses } from '../../../ui/button';
import { formatVenueDate } from '../../../ui/format';
import { Badge, Card } from '../../../ui/layout';
import { QueryView } from '../../../ui/query-view';
import { onDemandDialog } from '../../manage-booking/components/on-demand-dialog';
import { movedText } from '../../manage-booking/manage-booking-text';
import { useMoveMemberBooking } from '../hooks/use-member-actions';
import { useMemberBookings, useOpenManageLink } from '../hooks/use-member-portal';
import { bookingDatesText, bookingStatusText, type MemberBooking, memberBookingMove } from '../portal-text';
import { toast } from '../../../ui/toast';

const moveDialog = onDemandDialog(
  async () => (await import('../../manage-booking/components/move-booking-dialog')).MoveBookingDialog,
);

const STATUS_TONES: Record<string, 'green' | 'amber' | 'slate'> = {
  confirmed: 'green',
  pending: 'amber',
};

/** Upcoming bookings, each with Manage (a fresh manage link: change, receipt, cancel), then past ones. */
export function BookingsTab() {
  const bookings = useMemberBookings();
  return (
    <QueryView
      query={bookings}
      loadingLabel="Loading your bookings"
      errorTitle="Your bookings could not be loaded"
      placeholders={2}
    >
      {({ upcoming, past }) => (
        <div className="space-y-8">
          <section aria-labelledby="portal-upcoming">
            <h2 id="portal-upcoming" className="text-xl font-bold">
              Upcoming
            </h2>
            {upcoming.length === 0 ? (
              <Card className="mt-4">
                <p className="text-slate-700">No upcoming bookings.</p>
                <ButtonLink to="/spaces" className="mt-4 w-full sm:w-auto">
                  Book a Space
                </ButtonLink>
              </Card>
            ) : (
              <BookingList bookings={upcoming} manageable />
            )}
          </section>
          <section aria-labelledby="portal-past">
            <h2 id="portal-past" className="text-xl font-bold">
              Past
            </h2>
            {past.length === 0 ? (
              <p className="mt-3 text-slate-600">No past bookings yet.</p>
            ) : (
              <BookingList bookings={past} />
            )}
          </section>
        </div>
      )}
    </QueryView>
  );
}

function BookingList({ bookings, manageable = false }: { bookings: MemberBooking[]; manageable?: boolean }) {
  return (
    <ul className="mt-4 space-y-4">
      {bookings.map((booking) => (
        <li key={booking.bookingGroupId}>
          <BookingRow booking={booking} manageable={manageable} />
        </li>
      ))}
    </ul>
  );
}

function BookingRow({ booking, manageable }: { booking: MemberBooking; manageable: boolean }) {
  const open = useOpenManageLink();
  const opening = open.isPending || open.isSuccess;
  const [failure, setFailure] = useState<string>();
  function manage() {
    setFailure(undefined);
    open.mutate(booking.bookingGroupId, {
      onError: (error) =>
        setFailure(messageOf(error, 'The booking could not be opened. Please check your connection and try again.')),
    });
  }
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{booking.title}</h3>
          <p className="text-sm text-slate-600">
            {bookingDatesText(booking.dates, formatVenueDate)} · {booking.timeText}
          </p>
          {booking.amountKes && <p className="mt-1 text-sm text-slate-700">{formatKes(booking.amountKes)}</p>}
        </div>
        <Badge tone={STATUS_TONES[booking.status] ?? 'slate'}>
          <span className="sr-only">Status: </span>
          {bookingStatusText(booking.status)}
        </Badge>
      </div>
      {manageable && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button
            variant="outline"
            className="w-full sm:w-auto"
            onClick={manage}
            disabled={open.isPending || open.isSuccess}
            // While opening, the name is what it shows (WCAG 2.5.3: the visible label is in the name).
            aria-label={opening ? undefined : `Manage ${booking.title}`}
          >
            {opening ? 'Opening...' : 'Manage'}
          </Button>
          <MoveButton booking={booking} />
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
    </Card>
  );
}

/** Move, on a booking the portal can move: the shared move dialog, loaded when first reached for. */
function MoveButton({ booking }: { booking: MemberBooking }) {
  const move = useMoveMemberBooking(booking.bookingGroupId);
  const dialog = moveDialog.useDialog();
  const movable = memberBookingMove(booking);
  if (!movable) return null;
  return (
    <>
      <button
        type="button"
        className={buttonClasses('ghost', 'md', 'w-full border border-slate-300 sm:w-auto')}
        aria-label={`Move ${booking.title}`}
        {...dialog.trigger}
      >
        Move
      </button>
      {dialog.render({
        title: booking.title,
        currentText: `${formatVenueDate(movable.date)} · ${booking.timeText}`,
        billingCycle: movable.billingCycle,
        spaceId: movable.spaceId,
        onMove: async (target) => {
          await move.mutateAsync(target);
          return movedText(target, formatVenueDate);
        },
        onMoved: (message) => toast({ title: 'Booking moved', description: message }),
      })}
    </>
  );
}
