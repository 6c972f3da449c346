import { ArrowRight, CalendarCheck, IdCard, MessageCircle } from 'lucide-react';
import { Link } from '../../../app/router';
import { Section } from '../../../ui/layout';

const NEXT_STEPS = [
  {
    to: '/spaces',
    icon: CalendarCheck,
    title: 'Book a Space',
    text: 'Reserve a hot desk, office or meeting room online and pay with M-Pesa or card.',
  },
  {
    to: '/membership',
    icon: IdCard,
    title: 'Choose Membership',
    text: 'Compare our monthly plans and start the day that suits you.',
  },
  {
    to: '/contact',
    icon: MessageCircle,
    title: 'Get in Touch',
    text: 'Questions, a team quote or a tour? We reply within 24 hours.',
  },
];

export function GetStartedSection() {
  return (
    <Section tone="brand" title="Ready to Get Started?" intro="Three ways to join the community today.">
      <ul className="grid gap-6 md:grid-cols-3">
        {NEXT_STEPS.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-2xl bg-white/10 p-6 transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <Icon aria-hidden="true" className="size-8 text-accent-500" />
              <span className="mt-4 text-lg font-semibold">{title}</span>
              <span className="mt-2 flex-1 text-brand-100">{text}</span>
              <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 font-semibold">
                Go <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
