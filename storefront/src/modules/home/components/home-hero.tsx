import { ArrowRight, Clock, Coffee, MapPin, Phone, Presentation, Users, Wifi } from 'lucide-react';
import { SITE } from '../../../app/site-config';
import { ButtonLink } from '../../../ui/button';
import { Container } from '../../../ui/layout';

const FIGURES = [
  { value: SITE.figures.members, label: 'Members' },
  { value: SITE.figures.companies, label: 'Companies' },
  { value: SITE.figures.satisfaction, label: 'Satisfaction' },
];

export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div aria-hidden="true" className="absolute -right-24 -top-24 size-96 rounded-full bg-accent-500/20 blur-3xl" />
      <Container className="relative grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100">
            <MapPin aria-hidden="true" className="size-4" /> {SITE.address.short}, {SITE.address.street}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            Your Workspace <span className="text-accent-500">Along Mombasa Road</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-100">
            Hot desks, private offices and meeting rooms in Syokimau, minutes from JKIA and the SGR terminus. Fast
            fibre, backup power and a community of {SITE.figures.members} members: skip the drive to town and book by
            the hour, day or month.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/spaces" variant="secondary" size="lg">
              Explore Spaces <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to="/about" variant="light" size="lg">
              Learn More<span className="sr-only"> about Syokimau Coworking Hub</span>
            </ButtonLink>
          </div>
          <dl className="mt-10 grid max-w-md grid-cols-3 gap-4">
            {FIGURES.map((figure) => (
              <div key={figure.label} className="flex flex-col">
                <dt className="text-sm text-brand-100">{figure.label}</dt>
                <dd className="order-first text-3xl font-extrabold">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <FloorSketch />
      </Container>
    </section>
  );
}

const ZONES = [
  { icon: Users, label: 'Open hot desks', className: 'col-span-2 row-span-2 bg-white/15' },
  { icon: Presentation, label: 'Meeting rooms', className: 'bg-accent-500/80 text-slate-900' },
  { icon: Phone, label: 'Phone booths', className: 'bg-white/10' },
  { icon: Coffee, label: 'Coffee bar', className: 'bg-white/10' },
  { icon: Wifi, label: '100+ Mbps fibre', className: 'col-span-2 bg-brand-600/70' },
];

/** A drawn impression of the floor instead of a photograph: no image to download on the first view. */
function FloorSketch() {
  const today = SITE.hours[0];
  return (
    <div aria-hidden="true" className="hidden sm:block">
      <div className="grid grid-cols-3 grid-rows-3 gap-3 rounded-3xl border border-white/20 bg-white/5 p-4 shadow-2xl">
        {ZONES.map(({ icon: Icon, label, className }) => (
          <div key={label} className={`flex min-h-28 flex-col justify-between rounded-2xl p-4 ${className}`}>
            <Icon className="size-6" />
            <span className="text-sm font-semibold">{label}</span>
          </div>
        ))}
      </div>
      <div className="relative -mt-3 ml-6 inline-flex items-center gap-3 rounded-2xl bg-white p-4 text-slate-900 shadow-xl">
        <Clock className="size-8 text-brand-700" />
        <div>
          <p className="text-sm font-semibold">
            Open {today.days} {today.opens}-{today.closes}
          </p>
          <p className="text-xs text-slate-600">{SITE.membersHours}</p>
        </div>
      </div>
    </div>
  );
}
