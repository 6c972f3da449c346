import { CalendarDays, CreditCard, IdCard, Wallet } from 'lucide-react';
import { type ReactNode } from 'react';
import { formatKes } from '../../../ui/format';
import { Badge, Card } from '../../../ui/layout';
import { SAMPLE_BOOKINGS, SAMPLE_EVENTS, SAMPLE_MEMBER } from '../sample-member';

export function OverviewTab() {
  return (
    <div className="space-y-8">
      <h2 className="sr-only">Overview</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SummaryCard icon={<IdCard className="size-6" />} label="Membership" value={SAMPLE_MEMBER.plan.replace(' Membership', '')} note="Active" />
        <SummaryCard
          icon={<CreditCard className="size-6" />}
          label="Next Billing"
          value={SAMPLE_MEMBER.nextBilling}
          note={formatKes(SAMPLE_MEMBER.nextBillingAmount)}
        />
        <SummaryCard icon={<Wallet className="size-6" />} label="Balance" value={formatKes(SAMPLE_MEMBER.balance)} note={<Badge tone="green">Paid</Badge>} />
        <SummaryCard icon={<CalendarDays className="size-6" />} label="This Month" value={SAMPLE_MEMBER.daysThisMonth} note="of desk access used" />
      </ul>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <h3 className="text-lg font-semibold">Recent Bookings</h3>
          <ul className="mt-4 divide-y divide-slate-200">
            {SAMPLE_BOOKINGS.map((booking) => (
              <li key={booking.id} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="font-medium text-slate-900">{booking.space}</p>
                  <p className="text-sm text-slate-600">
                    {booking.date} · {booking.time}
                  </p>
                </div>
                <Badge tone={booking.status === 'Confirmed' ? 'brand' : 'slate'}>{booking.status}</Badge>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h3 className="text-lg font-semibold">Upcoming Events</h3>
          <ul className="mt-4 divide-y divide-slate-200">
            {SAMPLE_EVENTS.map((event) => (
              <li key={event.id} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="font-medium text-slate-900">{event.title}</p>
                  <p className="text-sm text-slate-600">{event.date}</p>
                </div>
                <Badge tone={event.registered ? 'green' : 'amber'}>{event.registered ? 'Registered' : 'Available'}</Badge>
              </li>
            ))}
          </ul>
        </Card>
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
