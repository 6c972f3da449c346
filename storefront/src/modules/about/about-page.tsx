import { Building2, Eye, Sparkles, Target, Users } from 'lucide-react';
import { SITE } from '../../app/site-config';
import { ButtonLink } from '../../ui/button';
import { IconCards } from '../../ui/icon-cards';
import { Card, PageHero, Section } from '../../ui/layout';
import { TEAM, VALUES } from './about-content';

const ACHIEVEMENTS = [
  { icon: Users, value: SITE.figures.members, label: 'Members have called the hub their office' },
  { icon: Building2, value: SITE.figures.companies, label: 'Companies, from one-person startups to corporate teams' },
  { icon: Sparkles, value: SITE.figures.satisfaction, label: 'Of members say they would recommend us' },
];

export default function AboutPage() {
  return (
    <>
      <PageHero
        title={`About ${SITE.name}`}
        intro="A workplace built for the people who live and do business along Mombasa Road, so a great office no longer means a long commute into town."
      />
      <Section title="Our Story">
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg text-slate-700">
            <p>
              Syokimau has grown fast: new homes, the SGR terminus, the Expressway and JKIA next door. Yet for years the
              people who live here still sat in traffic for hours to reach an office in Westlands or the CBD.
            </p>
            <p>
              We opened {SITE.name} at {SITE.address.short} in 2024 to change that. What started as one open floor of
              hot desks is now a full workplace with private offices, meeting rooms, phone booths and an event hall,
              used by founders, freelancers, remote employees and corporate teams from across Machakos and Nairobi
              counties.
            </p>
          </div>
          <Card className="bg-brand-50">
            <h3 className="text-xl font-bold text-brand-900">What “Syokimau” means</h3>
            <p className="mt-3 text-slate-700">
              Our neighbourhood is named after Syokimau, a celebrated Akamba prophetess and healer of the late
              nineteenth century. She is remembered for foreseeing “an iron snake” that would cross the land from the
              sea: the railway that later passed right here.
            </p>
            <p className="mt-3 text-slate-700">
              We carry her name as a reminder to look ahead, to build for the future of work and to welcome whatever the
              road from the coast brings next.
            </p>
          </Card>
        </div>
      </Section>
      <Section tone="muted">
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <Target aria-hidden="true" className="size-8 text-brand-700" />
            <h2 className="mt-4 text-2xl font-bold">Our Mission</h2>
            <p className="mt-3 text-slate-700">
              To give entrepreneurs, freelancers and teams in Syokimau a professional, affordable and inspiring place to
              work, with the tools, connections and support they need to grow.
            </p>
          </Card>
          <Card>
            <Eye aria-hidden="true" className="size-8 text-brand-700" />
            <h2 className="mt-4 text-2xl font-bold">Our Vision</h2>
            <p className="mt-3 text-slate-700">
              To make the Mombasa Road corridor one of East Africa’s most connected business communities, where great
              work happens close to home.
            </p>
          </Card>
        </div>
      </Section>
      <Section title="Our Values">
        <IconCards items={VALUES} />
      </Section>
      <Section tone="muted" title="Meet the Team" intro="The people who open the doors every morning.">
        <ul className="grid gap-6 md:grid-cols-3">
          {TEAM.map((member) => (
            <li key={member.name}>
              <Card className="h-full text-center">
                <span
                  aria-hidden="true"
                  className="mx-auto flex size-20 items-center justify-center rounded-full bg-gradient-to-br from-brand-700 to-brand-900 text-2xl font-bold text-white"
                >
                  {member.image}
                </span>
                <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
                <p className="text-sm font-medium text-brand-700">{member.role}</p>
                <p className="mt-3 text-slate-600">{member.bio}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Our Achievements">
        <ul className="grid gap-6 md:grid-cols-3">
          {ACHIEVEMENTS.map(({ icon: Icon, value, label }) => (
            <li key={label} className="rounded-2xl bg-brand-800 p-6 text-white">
              <Icon aria-hidden="true" className="size-8 text-accent-500" />
              <p className="mt-4 text-4xl font-extrabold">{value}</p>
              <p className="mt-1 text-brand-100">{label}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted">
        <div className="text-center">
          <h2 className="text-2xl font-bold sm:text-3xl">Become Part of the Story</h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-600">
            Join {SITE.figures.members} members who work closer to home. Plans start with a virtual office and go up to
            your own team room.
          </p>
          <ButtonLink to="/membership" size="lg" className="mt-8">
            View Membership Plans
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
