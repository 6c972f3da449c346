import { QueryView } from '../../../ui/query-view';
import { type FilterOption, ListFilters, NoMatches, useListFilters } from '../../../ui/search-filters';
import { type EventItem, splitByDate, useEvents } from '../hooks/use-events';
import { EVENT_CATEGORY_LABELS, EventCard } from './event-card';

const CATEGORY_OPTIONS: FilterOption[] = Object.entries(EVENT_CATEGORY_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** The events with their search and category filters (the events page loads it on first use, see there). */
export function EventsList() {
  const events = useEvents();
  const filters = useListFilters();
  const shown = events.data?.filter((event) =>
    filters.matches(event.category, event.title, event.description, event.location),
  );

  return (
    <>
      <ListFilters
        filters={filters}
        search={{ label: 'Search events', placeholder: 'Search events...' }}
        category={{ label: 'Event category', allLabel: 'All Events', options: CATEGORY_OPTIONS }}
        status={shown ? `${shown.length} ${shown.length === 1 ? 'event' : 'events'} found` : ''}
      />
      <div className="mt-8">
        <QueryView
          query={events}
          loadingLabel="Loading events"
          errorTitle="Events could not be loaded"
          placeholders={6}
        >
          {() => {
            const { upcoming, past } = splitByDate(shown ?? []);
            if (upcoming.length === 0 && past.length === 0) {
              return (
                <NoMatches
                  title="No Events Found"
                  filters={filters}
                  emptyText="New events are announced every month. Check back soon."
                />
              );
            }
            return (
              <>
                {/* The cards' headings need a section heading above them (the past ones have theirs). */}
                <h2 className="sr-only">Upcoming Events</h2>
                {upcoming.length > 0 ? (
                  <EventGrid events={upcoming} />
                ) : (
                  <p className="text-slate-600">No upcoming events match right now.</p>
                )}
                {past.length > 0 && (
                  <>
                    <h2 className="mt-14 text-2xl font-bold">Past Events</h2>
                    <div className="mt-6">
                      <EventGrid events={past} past />
                    </div>
                  </>
                )}
              </>
            );
          }}
        </QueryView>
      </div>
    </>
  );
}

function EventGrid({ events, past = false }: { events: EventItem[]; past?: boolean }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} past={past} />
        </li>
      ))}
    </ul>
  );
}
