import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useParams } from '../../app/router';
import { PageHero, Section } from '../../ui/layout';
import { type Outcome, OutcomeNotice } from '../../ui/outcome-notice';
import { CardSkeletons } from '../../ui/query-view';
import { BookingDetailsCard } from './components/booking-details-card';
import { CancellationCard } from './components/cancellation-card';
import { CheckInCard } from './components/check-in-card';
import { ManageLinkError } from './components/manage-link-error';
import { MoveCard } from './components/move-card';
import { PaymentCard } from './components/payment-card';
import { type ManagedBooking } from './manage-booking-text';
import { useManagedBooking } from './use-managed-booking';

// Downloading or erasing one's data is rare: its card (and the erasure dialog) load after the booking is shown.
const ManageDataCard = lazy(async () => ({
  default: (await import('../privacy/components/manage-data-card')).ManageDataCard,
}));

/**
 * `/bookings/manage/:token`, the link in the confirmation e-mail: the booking with its payment, receipt and
 * refunds, a calendar file, and cancellation while the policy allows. The token is the only key, so the page is
 * rendered in the browser only and kept out of search engines.
 */
export default function ManageBookingPage() {
  const { token = '' } = useParams();
  const booking = useManagedBooking(token);
  return (
    <>
      <PageHero
        title="Manage Your Booking"
        intro="See your booking and payment, check in with your code, download your receipt, add it to your calendar, move or cancel it."
      />
      <Section tone="muted">
        <div className="mx-auto max-w-3xl">
          {booking.isPending ? (
            <CardSkeletons count={3} label="Loading your booking" />
          ) : booking.isError ? (
            <ManageLinkError
              error={booking.error}
              retrying={booking.isFetching}
              onRetry={() => void booking.refetch()}
            />
          ) : (
            <ManagedBookingView token={token} booking={booking.data} />
          )}
        </div>
      </Section>
    </>
  );
}

function ManagedBookingView({ token, booking }: { token: string; booking: ManagedBooking }) {
  const [outcome, setOutcome] = useState<Outcome>();
  const top = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!outcome) return;
    // Focus goes to the booking (the Cancel button is gone) while the message above it comes into view.
    heading.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView({ block: 'start' });
  }, [outcome]);
  return (
    <div ref={top} className="scroll-mt-24">
      <OutcomeNotice outcome={outcome} size="page" />
      <div className="space-y-6">
        <BookingDetailsCard booking={booking} headingRef={heading} />
        {booking.checkIn && <CheckInCard checkIn={booking.checkIn} />}
        <PaymentCard booking={booking} />
        <MoveCard token={token} booking={booking} onSettled={setOutcome} />
        <CancellationCard token={token} booking={booking} onSettled={setOutcome} />
        <Suspense fallback={null}>
          <ManageDataCard token={token} />
        </Suspense>
      </div>
    </div>
  );
}
