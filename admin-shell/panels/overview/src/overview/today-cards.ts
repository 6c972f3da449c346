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

/**
 * The cards of the sections the server sent (it leaves out those the admin may not view), in the order staff work
 * them: who comes in today, money about to walk away, requests waiting for an answer, renewals coming up.
 */
export function todayCards(today: OverviewToday, now = Date.now()): TodayCard[] {
  const cards: TodayCard[] = [];
  if (today.arrivals)
    cards.push({
      title: "Today's Arrivals",
      count: today.arrivals.count,
      rows: today.arrivals.rows.map((row) => ({
        id: row.id,
        primary: row.customerName,
        secondary: `${timeText(row.time)} · ${placeOf(row)}`,
      })),
      list: { tab: 'bookings', filters: { from: today.today, to: today.today, status: 'confirmed' } },
      linkText: "View today's bookings",
    });
  if (today.expiringHolds)
    cards.push({
      title: 'Holds Expiring Within the Hour',
      count: today.expiringHolds.count,
      rows: today.expiringHolds.rows.map((row) => ({
        id: row.id,
        primary: row.customerName,
        secondary: `${placeOf(row)} · ${minutesLeft(row.holdExpiresAt, now)}`,
      })),
      list: { tab: 'bookings', filters: { status: 'pending', type: 'space' } },
      linkText: 'View unpaid bookings',
    });
  if (today.pendingTours)
    cards.push({
      title: 'Pending Tours',
      count: today.pendingTours.count,
      rows: today.pendingTours.rows.map((row) => ({
        id: row.id,
        primary: row.customerName,
        secondary: `${formatVenueDate(row.date)} · ${timeText(row.time)}`,
      })),
      list: { tab: 'bookings', filters: { status: 'pending', type: 'tour' } },
      linkText: 'View pending tours',
    });
  if (today.unansweredContacts)
    cards.push({
      title: 'Unanswered Contacts',
      count: today.unansweredContacts.count,
      rows: today.unansweredContacts.rows.map((row) => ({ id: row.id, primary: row.name, secondary: row.subject })),
      list: { tab: 'contacts', filters: { status: 'new' } },
      linkText: 'View new inquiries',
    });
  if (today.renewalsDue)
    cards.push({
      title: 'Renewals Due',
      count: today.renewalsDue.count,
      rows: today.renewalsDue.rows.map((row) => ({
        id: row.id,
        primary: row.memberName,
        secondary: `${row.planName} · renews ${formatVenueDate(row.renewsOn)}`,
      })),
      list: { tab: 'memberships', filters: { status: 'active', renewsBefore: today.renewalsDue.renewsBefore } },
      linkText: 'View renewals',
    });
  return cards;
}
