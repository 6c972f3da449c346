import { Bus, Coffee, GraduationCap, HeartPulse } from 'lucide-react';
import { useState } from 'react';
import { SITE } from '../../app/site-config';
import { type IconCardItem, IconCards } from '../../ui/icon-cards';
import { Card, PageHero, Section } from '../../ui/layout';
import { loadOnUse } from '../../ui/load-on-use';
import { type PickedPosition } from './components/application-part';
import { type Position } from './openings';

const APPLY_ANCHOR = 'apply';

const BENEFITS: IconCardItem[] = [
  {
    icon: HeartPulse,
    title: 'Medical cover',
    text: 'Inpatient and outpatient cover for full-time staff from day one.',
  },
  {
    icon: GraduationCap,
    title: 'Learning budget',
    text: 'Courses, books and conferences, plus every workshop we host.',
  },
  {
    icon: Bus,
    title: 'No CBD commute',
    text: 'Work in Syokimau, close to home for much of Machakos and South Nairobi.',
  },
  {
    icon: Coffee,
    title: 'A great place to work',
    text: 'The same fast internet, coffee and community our members enjoy.',
  },
];

// The form is in the prerendered page; its code (react-hook-form, zod, the query library) loads on first use.
const ApplicationPart = loadOnUse(async () => (await import('./components/application-part')).ApplicationPart);

// The openings are text and buttons in the prerendered page; their code (opening a role, Apply) loads on first use.
const JobOpenings = loadOnUse(async () => (await import('./components/job-openings')).JobOpenings);

export default function CareersPage() {
  const [picked, setPicked] = useState<PickedPosition>();

  function apply(position: Position) {
    ApplicationPart.preload();
    setPicked({ position });
    const section = document.getElementById(APPLY_ANCHOR);
    // Shown at once, even while the form's code is still on its way (it takes the field over with this value).
    const field = section?.querySelector<HTMLSelectElement>('select[name="position"]');
    if (field) field.value = position;
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue where the form starts, without a second jump.
    section?.querySelector<HTMLInputElement>('input[name="firstName"]')?.focus({ preventScroll: true });
  }

  return (
    <>
      <PageHero
        title="Careers"
        intro={`Help us build the best place to work on Mombasa Road. We are a small team at ${SITE.address.short} who care about people, service and getting the details right.`}
      />
      <Section title="Open Positions" intro="Pick a role to read the details, then apply with the form below.">
        <JobOpenings onApply={apply} />
      </Section>
      <Section tone="muted" title="Why Work With Us">
        <IconCards items={BENEFITS} columns={4} />
      </Section>
      <Section
        id={APPLY_ANCHOR}
        title="Apply Now"
        intro="Tell us who you are and which role interests you. We read every application and reply within a week."
      >
        <Card className="max-w-3xl sm:p-8">
          <ApplicationPart picked={picked} />
        </Card>
      </Section>
    </>
  );
}
