import type { BadgeVariant } from 'admin-kit';
import { addVenueDays, formatKes, MEMBERSHIP_STATUSES, type MembershipStatus, venueToday } from 'admin-kit/rules';
import { statusBadge, type BadgeLook } from '../memberships/membership-labels';
import { PLAN_PERIODS, perPeriod } from '../plans/plan-form';
import type { CompanyPayment, TeamMembership, TeamSeat } from './company-types';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** A team's status under the server's label, coloured as a membership of that status is. */
export function teamStatusBadge(team: Pick<TeamMembership, 'status' | 'statusLabel'>): BadgeLook {
  const known = (MEMBERSHIP_STATUSES as readonly string[]).includes(team.status);
  const variant: BadgeVariant = known ? statusBadge(team.status as MembershipStatus).variant : 'secondary';
  return { label: team.statusLabel, variant };
}

/** 'KES 7,000 per seat / month', the plan's price per seat now. */
export function pricePerSeatText(team: Pick<TeamMembership, 'pricePerSeatKes' | 'period'>): string {
  const period = PLAN_PERIODS.find((known) => known === team.period);
  return `${formatKes(team.pricePerSeatKes)} per seat${period ? ` / ${perPeriod(period)}` : ''}`;
}

/** '3 seats paid', the seats this period is paid for; a team awaiting its first payment has paid for none yet. */
export function seatsPaidText(team: Pick<TeamMembership, 'seats' | 'status'>): string {
  return `${plural(team.seats, 'seat')} ${team.status === 'pending' ? 'awaiting payment' : 'paid'}`;
}

/** '2 of 3 seats held': how many of the seats paid for someone holds now. */
export function seatsHeldText(team: Pick<TeamMembership, 'seats' | 'holders'>): string {
  return `${team.holders.length} of ${plural(team.seats, 'seat')} held`;
}

/** '2 seats from the next period', when the billing contact kept fewer; null when the next period keeps them all. */
export function seatsNextPeriodText(team: Pick<TeamMembership, 'seats' | 'seatsNextPeriod'>): string | null {
  if (team.seatsNextPeriod === null || team.seatsNextPeriod === team.seats) return null;
  return `${plural(team.seatsNextPeriod, 'seat')} from the next period`;
}

/**
 * The current period from its first to its last day: the API's end is the first day not covered (the renewal day),
 * so the last day is the one before it.
 */
export function teamPeriodText(
  team: Pick<TeamMembership, 'currentPeriodStart' | 'currentPeriodEnd'>,
  formatDate: (date: string) => string,
): string {
  const { currentPeriodStart: start, currentPeriodEnd: end } = team;
  if (!start || !end) return 'Not started (awaiting the first payment)';
  return `${formatDate(start)} – ${formatDate(addVenueDays(end, -1))}`;
}

/** What the next renewal charges and when (the period end), overdue or not; '—' when nothing renews. */
export function teamNextChargeText(
  team: Pick<TeamMembership, 'nextChargeAmountKes' | 'currentPeriodEnd' | 'status'>,
  formatDate: (date: string) => string,
): string {
  if (!team.nextChargeAmountKes) return '—';
  const amount = formatKes(team.nextChargeAmountKes);
  if (!team.currentPeriodEnd) return amount;
  const date = formatDate(team.currentPeriodEnd);
  return team.status === 'past_due' ? `${amount}, overdue since ${date}` : `${amount} on ${date}`;
}

/** A seat holder's name. */
export function holderName(holder: Pick<TeamSeat, 'firstName' | 'lastName'>): string {
  return `${holder.firstName} ${holder.lastName}`.trim();
}

/** The venue date a seat became its holder's, e.g. 'Nov 29, 2026'. */
export function holderSinceText(holder: Pick<TeamSeat, 'assignedAt'>, formatDate: (date: string) => string): string {
  const assigned = new Date(holder.assignedAt);
  return Number.isNaN(assigned.getTime()) ? holder.assignedAt : formatDate(venueToday(assigned));
}

/** What a payment paid for: 'Period 2', '2 seats added' mid-period, or '—' when the server does not say. */
export function paymentPurposeText(payment: Pick<CompanyPayment, 'periodNumber' | 'seatsAdded'>): string {
  if (payment.seatsAdded !== null) return `${plural(payment.seatsAdded, 'seat')} added`;
  if (payment.periodNumber !== null) return `Period ${payment.periodNumber}`;
  return '—';
}
