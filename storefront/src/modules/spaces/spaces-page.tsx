import {
  Building2,
  Coffee,
  Headphones,
  Mail,
  ParkingSquare,
  Presentation,
  ShieldCheck,
  Users,
  Wifi,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { SITE } from '../../app/site-config';
import { ButtonLink } from '../../ui/button';
import { Card, EmptyState, PageHero, Section } from '../../ui/layout';
import { WaitlistOfferEndedNotice } from '../waitlist/waitlist-offer-ended-notice';
import { SpacesPreload } from './spaces-preload';
import { SpaceCard } from './components/space-card';
import { type Space } from './space-format';
import { useSpaces } from './use-spaces';

// The dialog (calendar, forms, payment) loads when a visitor first presses Book Now.
const BookingDialog = lazy(() => import('../booking/booking-dialog'));

const SERVICES = [
  {
    id: 'hot-desks',
    icon: Users,
    title: 'Hot Desks',
    text: 'Walk in, pick any open desk and get to work. Ideal for freelancers and remote workers who want a productive day out of the house.',
  },
  {
    id: 'private-offices',
    icon: Building2,
    title: 'Private Offices',
    text: 'Lockable offices for teams of 2 to 12, furnished and ready, with meeting room hours and all amenities included.',
  },
  {
    id: 'meeting-rooms',
    icon: Presentation,
    title: 'Meeting Rooms',
    text: 'Rooms for 4 to 12 people with screens and whiteboards, bookable in two-hour slots.',
  },
  {
    id: 'event-spaces',
    icon: Presentation,
    title: 'Event Spaces',
    text: 'A hall and a rooftop terrace for launches, workshops and community evenings of up to 80 guests.',
  },
  {
    id: 'virtual-offices',
    icon: Mail,
    title: 'Virtual Offices',
    text: 'A Syokimau business address, mail handling and a receptionist answering in your company name.',
  },
];

const AMENITIES = [
  { icon: Wifi, title: 'WiFi 100+ Mbps', text: 'Fibre with backup, fast enough for video calls all day.' },
  { icon: Coffee, title: 'Coffee', text: 'Kenyan coffee and tea, on the house.' },
  { icon: ParkingSquare, title: 'Parking', text: 'Secure parking in the business park.' },
  { icon: ShieldCheck, title: '24/7 Security', text: 'Guards, CCTV and access cards.' },
  { icon: Headphones, title: 'Tech Support', text: 'Help with printers, screens and the network.' },
  { icon: Users, title: 'Community', text: `${SITE.figures.members} members to learn from and work with.` },
];

export default function SpacesPage() {
  const spaces = useSpaces();
  const [booking, setBooking] = useState<Space>();
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <>
      {spaces.data === undefined && <SpacesPreload />}
      <PageHero
        title="Workspaces Built for Getting Things Done"
        intro={`Hot desks, private offices, meeting rooms and event spaces at ${SITE.address.short}. See what is free and book online in minutes.`}
      />

      <Section
        id="spaces"
        title="Choose Your Space"
        intro={`Prices in KES. Times are ${SITE.timeZoneLabel}. Pay with M-Pesa or card.`}
      >
        <WaitlistOfferEndedNotice />
        {spaces.isPending ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading spaces">
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index} className="h-96 animate-pulse rounded-2xl bg-slate-100" />
            ))}
          </ul>
        ) : spaces.isError ? (
          <EmptyState title="Spaces could not be loaded">
            Please refresh the page, or call us on {SITE.phone}.
          </EmptyState>
        ) : spaces.data.length === 0 ? (
          <EmptyState title="No spaces available at the moment">Get in touch and we will find you a desk.</EmptyState>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {spaces.data.map((space, index) => (
              <SpaceCard
                key={space.id}
                space={space}
                // The first picture is in the first screenful of a phone: it is the page's largest paint.
                priority={index === 0}
                onBook={(chosen) => {
                  setBooking(chosen);
                  setDialogOpen(true);
                }}
              />
            ))}
          </div>
        )}
      </Section>

      <Section title="Our Services" tone="muted">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map(({ id, icon: Icon, title, text }) => (
            <Card key={id}>
              <div id={id} className="scroll-mt-24">
                <Icon aria-hidden="true" className="size-8 text-brand-700" />
                <h3 className="mt-3 text-lg font-bold">{title}</h3>
                <p className="mt-2 text-slate-600">{text}</p>
              </div>
            </Card>
          ))}
        </div>
      </Section>

      <Section title="Amenities Included">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {AMENITIES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <Icon aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Floor Plan" tone="muted">
        <div className="flex h-56 items-center justify-center rounded-2xl border-2 border-dashed border-slate-300 bg-white text-lg font-semibold text-slate-600">
          3D Floor Plan Coming Soon
        </div>
      </Section>

      <Section
        title="Not Sure Which Space Fits?"
        tone="brand"
        intro="Become a member for the best rates, or talk to us and we will show you around."
      >
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/membership" variant="secondary">
            View Membership Plans
          </ButtonLink>
          <ButtonLink to="/contact" variant="light">
            Contact Us
          </ButtonLink>
        </div>
      </Section>

      {booking && (
        <Suspense fallback={null}>
          <BookingDialog space={booking} open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      )}
    </>
  );
}
