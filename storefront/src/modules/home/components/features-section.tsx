import { Briefcase, CalendarClock, Lightbulb, MapPin, Sparkles, Users } from 'lucide-react';
import { SITE } from '../../../app/site-config';
import { type IconCardItem, IconCards } from '../../../ui/icon-cards';
import { Section } from '../../../ui/layout';

const FEATURES: IconCardItem[] = [
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
      <IconCards items={FEATURES} />
    </Section>
  );
}
