import { SITE } from '../../../app/site-config';
import { Card } from '../../../ui/layout';
import { type Outcome } from '../../../ui/outcome-notice';
import { cancellationDeadlineText, type ManagedBooking } from '../manage-booking-text';
import { CancelBookingDialog } from './cancel-booking-dialog';

const LINK = 'font-semibold text-brand-800 underline underline-offset-2';

interface CancellationCardProps {
  token: string;
  booking: ManagedBooking;
  onSettled(outcome: Outcome): void;
}

/** The policy, the deadline, and either the Cancel button or, once it is too late, how to reach the front desk. */
export function CancellationCard({ token, booking, onSettled }: CancellationCardProps) {
  const { cancellation } = booking;
  const tooLate = booking.status !== 'cancelled' && !cancellation.allowed;
  return (
    <Card>
      <h2 className="text-xl font-bold">Cancellation</h2>
      <p className="mt-3 text-slate-700">{cancellation.policy}</p>
      <p className="mt-3 font-medium text-slate-900">{cancellationDeadlineText(booking)}</p>
      {tooLate && (
        <p className="mt-3 text-slate-700">
          To change or cancel it now, call{' '}
          <a href={SITE.phoneHref} className={LINK}>
            {SITE.phone}
          </a>{' '}
          or e-mail{' '}
          <a href={`mailto:${SITE.email}`} className={`${LINK} wrap-anywhere`}>
            {SITE.email}
          </a>{' '}
          and quote reference {booking.reference}.
        </p>
      )}
      {cancellation.allowed && booking.status !== 'cancelled' && (
        <div className="mt-5">
          <CancelBookingDialog token={token} booking={booking} onSettled={onSettled} />
        </div>
      )}
    </Card>
  );
}
