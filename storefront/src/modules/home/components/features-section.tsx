import { Briefcase, CalendarClock, Lightbulb, MapPin, Sparkles, Users } from 'lucide-react';
import { SITE } from '../../../app/site-config';
import { Card, Section } from '../../../ui/layout';

const FEATURES = [
  {
    icon: Sparkles,
    title: 'Premium Amenities',
    text: '100+ Mbps fibre with a backup line, solar-backed power, ergonomic chairs, printing and free-flowing Kenyan coffee and tea.',
  },
  {
    icon: Users,
    title: 'Vibrant Community',
    text: `Work beside ${SITE.figures.members} founders, freelancers and remote teams, with monthly mixers, lunch-and-learns and a members' chat.`,
  },
  {
    icon: MapPin,
    title: 'Prime Location',
    text: `${SITE.address.short}, right on ${SITE.address.street}: minutes from JKIA, the SGR terminus and the Expressway, with secure parking.`,
  },
  {
    icon: Lightbulb,
    title: 'Innovation',
    text: 'Workshops, pitch nights with Nairobi angel investors and mentorship sessions that help good ideas become businesses.',
  },
  {
    icon: CalendarClock,
    title: 'Flexible Memberships',
    text: 'Book by the hour, day or month. Change plans at your next billing cycle, with no setup fee and no long lease.',
  },
  {
    icon: Briefcase,
    title: 'Business Support',
    text: 'A registered business address, mail handling, a friendly reception for your guests and help getting set up with M-Pesa and card payments.',
  },
];

export function FeaturesSection() {
  return (
    <Section
      title={`Why Work at ${SITE.name}`}
      intro="Everything you need to do your best work, without the CBD commute or the cost of leasing an office."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
