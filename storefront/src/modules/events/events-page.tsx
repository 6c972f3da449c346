import { CalendarPlus } from 'lucide-react';
import { readPageSeed } from '../../app/query-seed';
import { ButtonLink } from '../../ui/button';
import { CtaBand } from '../../ui/cta-band';
import { PageHero, Section } from '../../ui/layout';
import { loadOnUse } from '../../ui/load-on-use';
import { WaitlistOfferGate } from './waitlist/waitlist-offer-gate';

/**
 * The list and its filters: the API server renders this page with the events in it, and their code (cards, filters,
 * Register buttons) loads when the visitor first points at, touches or focuses the list. A page without its data
 * (the build's copy, served if rendering failed) or rendered in the browser loads it at once.
 */
const EventsList = loadOnUse(async () => (await import('./components/events-list')).EventsList, {
  atOnce: () => readPageSeed().length === 0,
});

export default function EventsPage() {
  return (
    <>
      <PageHero
        title="Events & Workshops"
        intro="Workshops, networking evenings, socials and business clinics at the hub. Most are free for members and open to guests."
      />
      <Section>
        <WaitlistOfferGate />
        <EventsList />
      </Section>
      <CtaBand
        title="Host an Event With Us"
        text="Planning a workshop, product launch or meetup? Our event hall seats up to 80 guests with a projector, PA system and catering on request. Tell us what you have in mind."
      >
        <ButtonLink to="/contact?subject=Event%20Booking" variant="secondary" size="lg">
          <CalendarPlus aria-hidden="true" className="size-5" /> Host an Event
        </ButtonLink>
      </CtaBand>
    </>
  );
}
