import { venueToday } from '@coworking/domain';
import { getJson } from '../../../api/api-error';
import type { Schemas } from '../../../api/client';
import { usePageData } from '../../../app/page-data';

export type EventItem = Schemas['EventDto'];
export type EventCategory = Schemas['EventCategory'];

/** Events by date from the API; `featured` asks for the featured ones only. */
export function useEvents({ featured = false }: { featured?: boolean } = {}) {
  return usePageData(['events', { featured }], () =>
    getJson<EventItem[]>(featured ? '/api/events?featured=true' : '/api/events'),
  );
}

/** Events still to come (today included) and those already held, each keeping the API's date order. */
export function splitByDate(events: EventItem[], today = venueToday()): { upcoming: EventItem[]; past: EventItem[] } {
  return {
    upcoming: events.filter((event) => event.date >= today),
    past: events.filter((event) => event.date < today),
  };
}
