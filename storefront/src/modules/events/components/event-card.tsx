import { formatKes } from '@coworking/domain';
import { CalendarDays, Clock, MapPin, Users } from 'lucide-react';
import { type ReactNode } from 'react';
import { SITE } from '../../../app/site-config';
import { formatVenueDate } from '../../../ui/format';
import { Badge } from '../../../ui/layout';
import { type EventCategory, type EventItem } from '../hooks/use-events';
import { EventRegistrationButton } from '../registration/event-registration-button';

export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  workshop: 'Workshop',
  networking: 'Networking',
  social: 'Social',
  business: 'Business',
};

/** The price line of an event: 0 reads Free. */
export function eventPrice(price: string): string {
  return Number(price) === 0 ? 'Free' : formatKes(price);
}

export function EventCard({ event, past = false }: { event: EventItem; past?: boolean }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {event.image && (
        <img
          src={event.image.replace(/-large\.webp$/, '-small.webp')}
          alt=""
          loading="lazy"
          className="-mx-6 -mt-6 mb-6 aspect-[2/1] w-[calc(100%+3rem)] max-w-none rounded-t-2xl object-cover"
        />
      )}
      <div className="flex items-center justify-between gap-3">
        <Badge tone={past ? 'slate' : 'brand'}>{EVENT_CATEGORY_LABELS[event.category]}</Badge>
        <span className="font-semibold text-slate-900">{eventPrice(event.price)}</span>
      </div>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{event.title}</h3>
      <p className="mt-2 flex-1 text-slate-600">{event.description}</p>
      <dl className="mt-5 space-y-2 text-sm text-slate-700">
        <Detail icon={<CalendarDays className="size-4" />} label="Date">
          {formatVenueDate(event.date)}
        </Detail>
        <Detail icon={<Clock className="size-4" />} label="Time">
          {event.time} {SITE.timeZoneLabel}
        </Detail>
        <Detail icon={<MapPin className="size-4" />} label="Location">
          {event.location}
        </Detail>
        <Detail icon={<Users className="size-4" />} label="Capacity">
          {event.capacity} seats
        </Detail>
      </dl>
      {past ? (
        <p className="mt-6 text-sm font-medium text-slate-500">This event has already taken place.</p>
      ) : (
        <EventRegistrationButton event={event} className="mt-6" />
      )}
    </article>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 shrink-0 text-brand-700">
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
