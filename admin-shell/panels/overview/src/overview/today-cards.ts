import type { OverviewToday } from 'admin-kit';
import { formatSlotTime, formatVenueDate } from 'admin-kit/rules';

/** A card of the Overview's "Today": what waits, how many, the first few, and the list that shows them all. */
export interface TodayCard {
  title: string;
  count: number;
  rows: { id: string; primary: string; secondary: string }[];
  /** The tab and the filters its list opens with (see listLink). */
  list: { tab: string; filters: Record<string, string> };
  linkText: string;
}

type BookingRow = NonNullable<OverviewToday['arrivals']>['rows'][number];

/** 'All Day Access' and 'Monthly Access' as stored; a slot's 'HH:MM' as '10:00 AM'. */
function timeText(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? formatSlotTime(time) : time;
}

function minutesLeft(holdExpiresAt: string | null, now: number): string {
  if (!holdExpiresAt) return '';
  const minutes = Math.max(0, Math.ceil((Date.parse(holdExpiresAt) - now) / 60_000));
  return `hold ends in ${minutes} min`;
}

const placeOf = (row: BookingRow) => row.spaceName ?? 'Tour';

type CardRow = TodayCard['rows'][number];

/** A section the server sent as a card: its count, and its first rows as a line or two each. */
function sectionCard<Row extends { id: string }>(
  section: { count: number; rows: Row[] },
  card: Pick<TodayCard, 'title' | 'list' | 'linkText'>,
  line: (row: Row) => Omit<CardRow, 'id'>,
): TodayCard {
  return { ...card, count: section.count, rows: section.rows.map((row) => ({ id: row.id, ...line(row) })) };
}

/**
 * The cards of the sections the server sent (it leaves out those the admin may not view), in the order staff work
 * them: who comes in today, money about to walk away, requests waiting for an answer, renewals coming up.
 */
export function todayCards(today: OverviewToday, now = Date.now()): TodayCard[] {
  const cards = [
    today.arrivals &&
      sectionCard(
        today.arrivals,
        {
          title: "Today's Arrivals",
          list: { tab: 'bookings', filters: { from: today.today, to: today.today, status: 'confirmed' } },
          linkText: "View today's bookings",
        },
        (row) => ({ primary: row.customerName, secondary: `${timeText(row.time)} · ${placeOf(row)}` }),
      ),
    today.expiringHolds &&
      sectionCard(
        today.expiringHolds,
        {
          title: 'Holds Expiring Within the Hour',
          list: { tab: 'bookings', filters: { status: 'pending', type: 'space' } },
          linkText: 'View unpaid bookings',
        },
        (row) => ({ primary: row.customerName, secondary: `${placeOf(row)} · ${minutesLeft(row.holdExpiresAt, now)}` }),
      ),
    today.pendingTours &&
      sectionCard(
        today.pendingTours,
        {
          title: 'Pending Tours',
          list: { tab: 'bookings', filters: { status: 'pending', type: 'tour' } },
          linkText: 'View pending tours',
        },
        (row) => ({ primary: row.customerName, secondary: `${formatVenueDate(row.date)} · ${timeText(row.time)}` }),
      ),
    today.unansweredContacts &&
      sectionCard(
        today.unansweredContacts,
        {
          title: 'Unanswered Contacts',
          list: { tab: 'contacts', filters: { status: 'new' } },
          linkText: 'View new inquiries',
        },
        (row) => ({ primary: row.name, secondary: row.subject }),
      ),
    today.renewalsDue &&
      sectionCard(
        today.renewalsDue,
        {
          title: 'Renewals Due',
          list: { tab: 'memberships', filters: { status: 'active', renewsBefore: today.renewalsDue.renewsBefore } },
          linkText: 'View renewals',
        },
        (row) => ({ primary: row.memberName, secondary: `${row.planName} · renews ${formatVenueDate(row.renewsOn)}` }),
      ),
  ];
  return cards.filter((card): card is TodayCard => Boolean(card));
}
