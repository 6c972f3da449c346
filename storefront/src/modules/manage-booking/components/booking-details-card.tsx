import { CalendarPlus } from 'lucide-react';
import { type Ref } from 'react';
import { SITE } from '../../../app/site-config';
import { buttonClasses } from '../../../ui/button';
import { formatVenueDate } from '../../../ui/format';
import { Badge, Card } from '../../../ui/layout';
import { BOOKING_STATUS_LABELS, type BookingStatus, itemTimeText, type ManagedBooking } from '../manage-booking-text';

const STATUS_TONES = { pending: 'amber', confirmed: 'green', cancelled: 'slate' } as const;

export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]}>
      <span className="sr-only">Status: </span>
      {BOOKING_STATUS_LABELS[status]}
    </Badge>
  );
}

/** What was booked: title, reference, status, each date with its time and duration, and the calendar file. */
export function BookingDetailsCard({
  booking,
  headingRef,
}: {
  booking: ManagedBooking;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {/* Focus lands here after a cancellation, when the button that was focused has gone. */}
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
            {booking.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Reference <span className="font-mono font-semibold text-slate-900">{booking.reference}</span>
            {booking.firstName && ` · booked by ${booking.firstName}`}
          </p>
        </div>
        <StatusBadge status={booking.status} />
      </div>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">
        {booking.items.length === 1 ? 'Date and time' : 'Dates and times'}
      </h3>
      <ul className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
        {booking.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <div>
              <p className="font-medium text-slate-900">{formatVenueDate(item.date)}</p>
              <p className="text-sm text-slate-600">
                {itemTimeText(item)} · {item.duration}
              </p>
            </div>
            {item.status !== booking.status && <StatusBadge status={item.status} />}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600">All times are {SITE.timeZoneLabel}.</p>
      {booking.status !== 'cancelled' && (
        <a href={booking.calendarUrl} className={buttonClasses('outline', 'md', 'mt-5 w-full sm:w-auto')}>
          <CalendarPlus aria-hidden="true" className="size-5" /> Add to calendar
        </a>
      )}
    </Card>
  );
}
