import { formatMembershipDate, MEMBERSHIP_ACCESS_STATUSES } from '@coworking/domain';
import { LogOut } from 'lucide-react';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { messageOf } from '../../../api/client';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/layout';
import { CardSkeletons } from '../../../ui/query-view';
import { toast } from '../../../ui/toast';
import { useMemberships, useSignOut, useTeams } from '../hooks/use-member-portal';
import { type MemberProfile } from '../portal-text';
import { OverviewTab } from './overview-tab';
import { TabList, TabPanel } from './portal-tabs';

/**
 * A tab's code loads when the member first points at, touches or focuses its tab (or opens it): the Overview is what
 * a signed-in member sees first, and it alone is part of the portal's first paint. The module and the name of its tab
 * are passed apart: the build then writes each lazy import the shorter way (~45 bytes gzip less over the tabs), which
 * counts on a first paint that is within 0.1 KB of its 120 KB budget.
 */
function tabOnUse<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  let loading: Promise<Record<K, ComponentType<P>>> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(
    lazy(async () => ({ default: (await preload())[name] })),
    { preload },
  );
}

const BookingsTab = tabOnUse(() => import('./bookings-tab'), 'BookingsTab');
const GuestsTab = tabOnUse(() => import('./guests-tab'), 'GuestsTab');
const BillingTab = tabOnUse(() => import('./billing-tab'), 'BillingTab');
const TeamTab = tabOnUse(() => import('./team-tab'), 'TeamTab');
const SettingsTab = tabOnUse(() => import('./settings-tab'), 'SettingsTab');
const ComingSoonTab = tabOnUse(() => import('./coming-soon-tab'), 'ComingSoonTab');
const PRELOAD: Partial<Record<string, () => void>> = {
  bookings: BookingsTab.preload,
  guests: GuestsTab.preload,
  billing: BillingTab.preload,
  team: TeamTab.preload,
  community: ComingSoonTab.preload,
  settings: SettingsTab.preload,
};

// On a phone the tabs sit in a grid of pills (a scrolling strip would hide Community and Settings); from `sm`
// up they are one underlined row.
const TAB_LIST = 'grid grid-cols-3 gap-2 sm:flex sm:gap-0 sm:border-b sm:border-slate-200';
const TAB_TRIGGER =
  'rounded-lg border border-slate-200 px-2 py-2.5 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800 sm:shrink-0 sm:rounded-none sm:border-0 sm:border-b-2 sm:border-transparent sm:px-4 sm:py-3 sm:data-[state=active]:border-brand-700 sm:data-[state=active]:bg-transparent';

const TAB_LABELS = {
  overview: 'Overview',
  bookings: 'Bookings',
  guests: 'Guests',
  billing: 'Billing',
  team: 'Team',
  community: 'Community',
  settings: 'Settings',
} as const;
type Tab = keyof typeof TAB_LABELS;
// The Team tab is for a company's billing contact alone.
const { team: _team, ...WITHOUT_TEAM } = TAB_LABELS;

/**
 * The signed-in portal: who is signed in, Sign Out, and its tabs (Team when the member pays for a team). Back from
 * paying for seats (`?seats-paid=…`), the Team tab is open: it checks the payment.
 */
export function Dashboard({ member }: { member: MemberProfile }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // After signing in the view changes under the visitor: move focus to its heading so screen readers follow.
  useEffect(() => heading.current?.focus(), []);
  const [tab, setTab] = useState<Tab>(() => (window.location.search.includes('seats-paid=') ? 'team' : 'overview'));
  const teams = useTeams().data?.length || tab === 'team';
  const idBase = useId();
  const signOut = useSignOut();

  function leave() {
    signOut.mutate(undefined, {
      onError: (error) =>
        toast({
          title: 'Not signed out',
          description: messageOf(error, 'Please check your connection and try again.'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 py-8 text-white sm:py-10">
        <Container className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <h1 ref={heading} tabIndex={-1} className="text-2xl font-extrabold outline-none sm:text-3xl">
              Welcome back{member.firstName ? `, ${member.firstName}` : ''}!
            </h1>
            <MembershipLine />
            <p className="mt-1 text-sm wrap-anywhere text-brand-100">Signed in as {member.email}</p>
          </div>
          <Button variant="light" onClick={leave} disabled={signOut.isPending} className="w-full sm:w-auto">
            <LogOut aria-hidden="true" className="size-4" /> {signOut.isPending ? 'Signing out...' : 'Sign Out'}
          </Button>
        </Container>
      </section>
      <Container className="py-8 sm:py-10">
        <TabList<Tab>
          label="Member portal sections"
          idBase={idBase}
          tabs={teams ? TAB_LABELS : WITHOUT_TEAM}
          value={tab}
          onChange={setTab}
          onReach={(value) => PRELOAD[value]?.()}
          className={TAB_LIST}
          tabClassName={TAB_TRIGGER}
        />
        <Panel idBase={idBase} value={tab}>
          {tab === 'overview' ? (
            <OverviewTab onShowBookings={() => setTab('bookings')} />
          ) : tab === 'bookings' ? (
            <BookingsTab />
          ) : tab === 'guests' ? (
            <GuestsTab />
          ) : tab === 'billing' ? (
            <BillingTab onShowSettings={() => setTab('settings')} />
          ) : tab === 'team' ? (
            <TeamTab />
          ) : tab === 'community' ? (
            <ComingSoonTab
              title="Member Community Coming Soon"
              text="A members' directory and discussion board are on the way. Meanwhile, join our Slack and come to an event."
              link={{ to: '/events', label: 'Browse Events' }}
              slack
            />
          ) : (
            <SettingsTab member={member} />
          )}
        </Panel>
      </Container>
    </>
  );
}

function Panel({ idBase, value, children }: { idBase: string; value: Tab; children: ReactNode }) {
  return (
    <TabPanel
      key={value}
      idBase={idBase}
      value={value}
      className="pt-6 focus-visible:outline-2 focus-visible:outline-brand-700 sm:pt-8"
    >
      <Suspense fallback={<CardSkeletons count={2} label={`Loading ${TAB_LABELS[value]}`} />}>{children}</Suspense>
    </TabPanel>
  );
}

/** 'Flexible · Member since 1 December 2026', from the membership that gives access now (none: nothing). */
function MembershipLine() {
  const memberships = useMemberships();
  const current = memberships.data?.find((membership) => MEMBERSHIP_ACCESS_STATUSES.includes(membership.status));
  if (!current) return null;
  return (
    <p className="mt-2 text-brand-100">
      {current.planName} · Member since {formatMembershipDate(current.startDate)}
    </p>
  );
}
