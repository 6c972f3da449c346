import { EmptyState } from '../../../ui/layout';
import { QueryView } from '../../../ui/query-view';
import { EventCard } from '../../events/components/event-card';
import { splitByDate, useEvents } from '../../events/hooks/use-events';

const FEATURED_LIMIT = 3;

/** The featured events, read from the API (the community page loads this as it comes into view, see there). */
export function FeaturedEvents() {
  const featured = useEvents({ featured: true });
  return (
    <QueryView query={featured} loadingLabel="Loading featured events" errorTitle="Events could not be loaded">
      {(events) => {
        // Upcoming first, so a past event is only shown when nothing featured is still to come.
        const { upcoming, past } = splitByDate(events);
        const shown = [...upcoming, ...past.reverse()].slice(0, FEATURED_LIMIT);
        if (shown.length === 0) {
          return (
            <EmptyState title="No Featured Events">
              <p>New events are announced every month. Check back soon.</p>
            </EmptyState>
          );
        }
        return (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((event) => (
              <li key={event.id}>
                <EventCard event={event} past={!upcoming.includes(event)} />
              </li>
            ))}
          </ul>
        );
      }}
    </QueryView>
  );
}
