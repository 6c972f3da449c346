import { venueToday } from '@coworking/domain';
import { useQuery } from '@tanstack/react-query';
import { api, type Schemas, unwrap } from '../../../api/client';

export type EventItem = Schemas['EventDto'];
export type EventCategory = Schemas['EventCategory'];

/** Events by date from the API; `featured` asks for the featured ones only. */
export function useEvents({ featured = false }: { featured?: boolean } = {}) {
  return useQuery({
    queryKey: ['events', { featured }],
    queryFn: () => unwrap(api.GET('/api/events', { params: { query: featured ? { featured: true } : {} } })),
  });
}

/** Events still to come (today included) and those already held, each keeping the API's date order. */
export function splitByDate(events: EventItem[], today = venueToday()): { upcoming: EventItem[]; past: EventItem[] } {
  return {
    upcoming: events.filter((event) => event.date >= today),
    past: events.filter((event) => event.date < today),
  };
}
