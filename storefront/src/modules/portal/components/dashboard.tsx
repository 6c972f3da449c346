import { LogOut } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/layout';
import { SAMPLE_MEMBER } from '../sample-member';
import { ComingSoonTab } from './coming-soon-tab';
import { OverviewTab } from './overview-tab';
import { SettingsTab } from './settings-tab';

const TAB_TRIGGER =
  'shrink-0 border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

const TABS = [
  { value: 'overview', label: 'Overview', content: <OverviewTab /> },
  {
    value: 'bookings',
    label: 'Bookings',
    content: (
      <ComingSoonTab
        title="Booking Management Coming Soon"
        text="Soon you will see, change and cancel all your bookings here. Until then, book any space online."
        link={{ to: '/spaces', label: 'Book a Space' }}
      />
    ),
  },
  {
    value: 'billing',
    label: 'Billing',
    content: (
      <ComingSoonTab
        title="Billing History Coming Soon"
        text="Invoices, receipts and payment methods will live here. For a copy of an invoice today, contact our team."
        link={{ to: '/contact', label: 'Contact Billing' }}
      />
    ),
  },
  {
    value: 'community',
    label: 'Community',
    content: (
      <ComingSoonTab
        title="Member Community Coming Soon"
        text="A members' directory and discussion board are on the way. Meanwhile, join our Slack and come to an event."
        link={{ to: '/events', label: 'Browse Events' }}
        slack
      />
    ),
  },
  { value: 'settings', label: 'Settings', content: <SettingsTab /> },
];

export function Dashboard({ onSignOut }: { onSignOut: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // After signing in the view changes under the visitor: move focus to its heading so screen readers follow.
  useEffect(() => heading.current?.focus(), []);

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 py-10 text-white">
        <Container className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h1 ref={heading} tabIndex={-1} className="text-3xl font-extrabold outline-none">
              Welcome back, {SAMPLE_MEMBER.firstName}!
            </h1>
            <p className="mt-2 text-brand-100">
              {SAMPLE_MEMBER.plan} · Member since {SAMPLE_MEMBER.memberSince}
            </p>
          </div>
          <Button variant="light" onClick={onSignOut}>
            <LogOut aria-hidden="true" className="size-4" /> Sign Out
          </Button>
        </Container>
      </section>
      <Container className="py-10">
        <Tabs.Root defaultValue="overview">
          <Tabs.List aria-label="Member portal sections" className="flex overflow-x-auto border-b border-slate-200">
            {TABS.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} className={TAB_TRIGGER}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Content
              key={tab.value}
              value={tab.value}
              className="pt-8 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {tab.content}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
    </>
  );
}
