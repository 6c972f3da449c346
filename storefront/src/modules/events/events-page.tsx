import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '../../ui/button';
import { EmptyState, PageHero, Section } from '../../ui/layout';
import { QueryView } from '../../ui/query-view';
import { type FilterOption, ListFilters, matchesQuery } from '../../ui/search-filters';
import { EVENT_CATEGORY_LABELS, EventCard } from './components/event-card';
import { type EventItem, splitByDate, useEvents } from './hooks/use-events';

const ALL = 'all';
const CATEGORY_OPTIONS: FilterOption[] = [
  { value: ALL, label: 'All Events' },
  ...Object.entries(EVENT_CATEGORY_LABELS).map(([value, label]) => ({ value, label })),
];

export default function EventsPage() {
  const events = useEvents();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);
  const filtered = search.trim() !== '' || category !== ALL;
  const clear = () => {
    setSearch('');
    setCategory(ALL);
  };
  const matches = (event: EventItem) =>
    (category === ALL || event.category === category) && matchesQuery(search, event.title, event.description, event.location);
  const shown = events.data?.filter(matches);

  return (
    <>
      <PageHero
        title="Events & Workshops"
        intro="Workshops, networking evenings, socials and business clinics at the hub. Most are free for members and open to guests."
      />
      <Section>
        <ListFilters
          search={{ label: 'Search events', placeholder: 'Search events...', value: search, onChange: setSearch }}
          category={{ label: 'Event category', value: category, options: CATEGORY_OPTIONS, onChange: setCategory }}
          active={filtered}
          onClear={clear}
          status={shown ? `${shown.length} ${shown.length === 1 ? 'event' : 'events'} found` : ''}
        />
        <div className="mt-8">
          <QueryView query={events} loadingLabel="Loading events" errorTitle="Events could not be loaded" placeholders={6}>
            {() => {
              const { upcoming, past } = splitByDate(shown ?? []);
              if (upcoming.length === 0 && past.length === 0) {
                return (
                  <EmptyState title="No Events Found">
                    <p>{filtered ? 'No events match your search. Try another word or category.' : 'New events are announced every month. Check back soon.'}</p>
                    {filtered && (
                      <Button variant="outline" className="mt-4" onClick={clear}>
                        Clear Filters
                      </Button>
                    )}
                  </EmptyState>
                );
              }
              return (
                <>
                  {upcoming.length > 0 ? <EventGrid events={upcoming} /> : <p className="text-slate-600">No upcoming events match right now.</p>}
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
      </Section>
      <Section tone="brand">
        <div className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold sm:text-3xl">Host an Event With Us</h2>
            <p className="mt-3 max-w-2xl text-brand-100">
              Planning a workshop, product launch or meetup? Our event hall seats up to 80 guests with a projector, PA
              system and catering on request. Tell us what you have in mind.
            </p>
          </div>
          <ButtonLink to="/contact?subject=Event%20Booking" variant="secondary" size="lg" className="shrink-0">
            <CalendarPlus aria-hidden="true" className="size-5" /> Host an Event
          </ButtonLink>
        </div>
      </Section>
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
