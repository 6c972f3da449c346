import { formatKes } from '@coworking/domain';
import { CalendarDays, CreditCard, IdCard, Wallet } from 'lucide-react';
import { type ReactNode } from 'react';
import { Badge, Card } from '../../../ui/layout';
import { SAMPLE_BOOKINGS, SAMPLE_EVENTS, SAMPLE_MEMBER } from '../sample-member';

export function OverviewTab() {
  return (
    <div className="space-y-8">
      <h2 className="sr-only">Overview</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SummaryCard
          icon={<IdCard className="size-6" />}
          label="Membership"
          value={SAMPLE_MEMBER.plan.replace(' Membership', '')}
          note="Active"
        />
        <SummaryCard
          icon={<CreditCard className="size-6" />}
          label="Next Billing"
          value={SAMPLE_MEMBER.nextBilling}
          note={formatKes(SAMPLE_MEMBER.nextBillingAmount)}
        />
        <SummaryCard
          icon={<Wallet className="size-6" />}
          label="Balance"
          value={formatKes(SAMPLE_MEMBER.balance)}
          note={<Badge tone="green">Paid</Badge>}
        />
        <SummaryCard
          icon={<CalendarDays className="size-6" />}
          label="This Month"
          value={SAMPLE_MEMBER.daysThisMonth}
          note="of desk access used"
        />
      </ul>
      <div className="grid gap-6 lg:grid-cols-2">
        <SampleList
          title="Recent Bookings"
          items={SAMPLE_BOOKINGS.map((booking) => ({
            id: booking.id,
            title: booking.space,
            detail: `${booking.date} · ${booking.time}`,
            badge: <Badge tone={booking.status === 'Confirmed' ? 'brand' : 'slate'}>{booking.status}</Badge>,
          }))}
        />
        <SampleList
          title="Upcoming Events"
          items={SAMPLE_EVENTS.map((event) => ({
            id: event.id,
            title: event.title,
            detail: event.date,
            badge: (
              <Badge tone={event.registered ? 'green' : 'amber'}>{event.registered ? 'Registered' : 'Available'}</Badge>
            ),
          }))}
        />
      </div>
    </div>
  );
}

function SummaryCard({ icon, label, value, note }: { icon: ReactNode; label: string; value: string; note: ReactNode }) {
  return (
    <li>
      <Card className="h-full">
        <div className="flex items-center justify-between text-slate-600">
          <h3 className="text-sm font-medium">{label}</h3>
          <span aria-hidden="true" className="text-brand-700">
            {icon}
          </span>
        </div>
        <p className="mt-3 text-2xl font-bold text-slate-900">{value}</p>
        <div className="mt-1 text-sm text-slate-600">{note}</div>
      </Card>
    </li>
  );
}

function SampleList({
  title,
  items,
}: {
  title: string;
  items: { id: string; title: string; detail: string; badge: ReactNode }[];
}) {
  return (
    <Card>
      <h3 className="text-lg font-semibold">{title}</h3>
      <ul className="mt-4 divide-y divide-slate-200">
        {items.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-4 py-3">
            <div>
              <p className="font-medium text-slate-900">{item.title}</p>
              <p className="text-sm text-slate-600">{item.detail}</p>
            </div>
            {item.badge}
          </li>
        ))}
      </ul>
    </Card>
  );
}
