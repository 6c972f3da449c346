import { Bus, Coffee, GraduationCap, HeartPulse } from 'lucide-react';
import { SITE } from '../../app/site-config';
import { type IconCardItem, IconCards } from '../../ui/icon-cards';
import { Card, PageHero, Section } from '../../ui/layout';
import { ApplicationForm, useApplicationForm } from './components/application-form';
import { JobOpenings } from './components/job-openings';
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

export default function CareersPage() {
  const form = useApplicationForm();

  function apply(position: Position) {
    form.setValue('position', position, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    const section = document.getElementById(APPLY_ANCHOR);
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
          <ApplicationForm form={form} />
        </Card>
      </Section>
    </>
  );
}
