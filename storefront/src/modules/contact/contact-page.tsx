import { Clock, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { type ReactNode } from 'react';
import { SITE } from '../../app/site-config';
import { ButtonLink, buttonClasses } from '../../ui/button';
import { CtaBand } from '../../ui/cta-band';
import { Card, PageHero, Section } from '../../ui/layout';
import { loadOnUse } from '../../ui/load-on-use';

// The form is in the prerendered page; its code (react-hook-form, zod, the query library that sends it) loads when
// the visitor first reaches for it, so reading the page's addresses and hours costs no more than a content page.
const ContactForm = loadOnUse(async () => {
  const [{ ContactForm: Form }, { default: QueryProvider }] = await Promise.all([
    import('./components/contact-form'),
    import('../../app/query-provider'),
  ]);
  return function ContactFormSendingThroughTheApi() {
    return (
      <QueryProvider>
        <Form />
      </QueryProvider>
    );
  };
});

const MAP_URL = `https://www.google.com/maps/search/?api=1&query=${SITE.geo.latitude},${SITE.geo.longitude}`;

export default function ContactPage() {
  return (
    <>
      <PageHero
        title="Get in Touch"
        intro="Questions about a plan, a quote for your team or a tour of the space? Send us a message and we will reply within 24 hours."
      />
      <Section>
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div className="space-y-6">
            <h2 className="text-2xl font-bold">Contact Details</h2>
            <ul className="space-y-5">
              <Detail icon={<MapPin className="size-5" />} title="Visit us">
                {SITE.address.full}
              </Detail>
              <Detail icon={<Phone className="size-5" />} title="Call us">
                <a href={SITE.phoneHref} className="text-brand-700 underline-offset-2 hover:underline">
                  {SITE.phone}
                </a>
              </Detail>
              <Detail icon={<Mail className="size-5" />} title="Email us">
                <a
                  href={`mailto:${SITE.email}`}
                  className="break-all text-brand-700 underline-offset-2 hover:underline"
                >
                  {SITE.email}
                </a>
              </Detail>
              <Detail icon={<Clock className="size-5" />} title="Opening hours">
                {SITE.hours.map((hours) => (
                  <span key={hours.days} className="block">
                    {hours.days}: {hours.opens}-{hours.closes}
                  </span>
                ))}
                <span className="block">{SITE.membersHours}</span>
              </Detail>
            </ul>
            <div>
              <h3 className="font-semibold">Follow us</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {SITE.social.map((social) => (
                  <li key={social.name}>
                    <a href={social.href} target="_blank" rel="noopener" className={buttonClasses('outline', 'sm')}>
                      {social.name}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <Card className="sm:p-8">
            <h2 className="text-2xl font-bold">Send Us a Message</h2>
            <p className="mt-2 mb-6 text-slate-600">Fields marked * are required.</p>
            <ContactForm />
          </Card>
        </div>
      </Section>
      <Section
        tone="muted"
        title="Find Us"
        intro={`On ${SITE.address.street} at ${SITE.address.building}, a few minutes from JKIA and the SGR terminus, with secure parking on site.`}
      >
        <div className="relative flex min-h-72 flex-col items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br from-brand-100 via-white to-amber-50 p-8 text-center">
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-1/2 h-6 -translate-y-1/2 -rotate-6 bg-slate-300/60"
          />
          <div aria-hidden="true" className="absolute inset-y-0 left-1/3 w-3 rotate-12 bg-slate-200" />
          <div className="relative">
            <MapPin aria-hidden="true" className="mx-auto size-12 text-brand-700" />
            <p className="mt-3 text-lg font-semibold">{SITE.address.full}</p>
            <p className="text-slate-600">Interactive map coming soon</p>
            <a href={MAP_URL} target="_blank" rel="noopener" className={buttonClasses('primary', 'md', 'mt-5')}>
              <ExternalLink aria-hidden="true" className="size-4" /> Open in Google Maps
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </Section>
      <CtaBand
        title="Prefer to See It for Yourself?"
        text="Browse our desks, offices and meeting rooms, or call the front desk now."
      >
        <ButtonLink to="/spaces" variant="secondary" size="lg">
          Browse Spaces
        </ButtonLink>
        <a href={SITE.phoneHref} className={buttonClasses('light', 'lg')}>
          <Phone aria-hidden="true" className="size-5" /> Call {SITE.phone}
        </a>
      </CtaBand>
    </>
  );
}

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="mt-1 text-slate-700">{children}</p>
      </div>
    </li>
  );
}
