import { addVenueDays, centsToKes, formatKes, formatMembershipDate, MAX_TEAM_SEATS, toCents } from '@coworking/domain';
import { type Schemas } from '../../api/client';
import { periodUnit } from '../membership/membership-rules';

// The Team tab's words, apart from portal-text.ts: that tab's code loads when it is opened.

/** A team membership the member pays for as its company's billing contact (`GET /api/member/teams`). */
export type Team = Schemas['TeamMembershipDto'];
/** Who holds one of its seats. */
export type TeamSeat = Schemas['TeamSeatDto'];

/** The statuses in which a team's seats give access, and so can be given, moved, taken back and added. */
const SEATS_USABLE = new Set(['active', 'non_renewing', 'past_due']);

export function teamIsUsable(team: Pick<Team, 'status'>): boolean {
  return SEATS_USABLE.has(team.status);
}

export const TEAM_NOT_ACTIVE_TEXT =
  'This team membership is not active, so its seats cannot be given or changed. Pay for its current period first, or contact us.';

const seatsWord = (count: number) => `${count} ${count === 1 ? 'seat' : 'seats'}`;

/** "2 of 3 seats assigned". */
export function seatsAssignedText(team: Pick<Team, 'seats' | 'holders'>): string {
  return `${team.holders.length} of ${seatsWord(team.seats)} assigned`;
}

/** How many more seats can be given now: those paid for, less any the next period drops, less those held. */
export function freeSeats(team: Pick<Team, 'seats' | 'seatsNextPeriod' | 'holders'>): number {
  return Math.max(0, Math.min(team.seats, team.seatsNextPeriod ?? team.seats) - team.holders.length);
}

/** Said where no seat is free to give. */
export function noFreeSeatText(team: Pick<Team, 'seats' | 'seatsNextPeriod' | 'holders'>): string {
  if (team.seatsNextPeriod !== null && team.seatsNextPeriod <= team.holders.length && team.holders.length < team.seats)
    return `The next period keeps ${seatsWord(team.seatsNextPeriod)}, and all of them are assigned: keep more seats below to give one.`;
  return `All ${seatsWord(team.seats)} are assigned: add seats below, or move one from its holder.`;
}

/** The last day a period covers: the API's end is the first day NOT covered. */
export function teamLastDay(team: Pick<Team, 'currentPeriodEnd'>): string | null {
  return team.currentPeriodEnd ? addVenueDays(team.currentPeriodEnd, -1) : null;
}

/** "1 December 2026 to 31 December 2026": the first and the last day of the current period; null before one. */
export function teamPeriodText(team: Pick<Team, 'currentPeriodStart' | 'currentPeriodEnd'>): string | null {
  const last = teamLastDay(team);
  if (!team.currentPeriodStart || !last) return null;
  return `${formatMembershipDate(team.currentPeriodStart)} to ${formatMembershipDate(last)}`;
}

/** "KSh 7,000 a month per seat". */
export function pricePerSeatText(team: Pick<Team, 'pricePerSeatKes' | 'period'>): string {
  return `${formatKes(team.pricePerSeatKes)} a ${periodUnit(team.period)} per seat`;
}

/** "KSh 21,000 on 1 January 2027": what renewing all the seats kept costs, and when; null when it does not renew. */
export function teamNextChargeText(team: Pick<Team, 'nextChargeAmountKes' | 'currentPeriodEnd'>): string | null {
  if (!team.nextChargeAmountKes || !team.currentPeriodEnd) return null;
  return `${formatKes(team.nextChargeAmountKes)} on ${formatMembershipDate(team.currentPeriodEnd)}`;
}

/** "KSh 14,000 a month" for `seats` seats. */
function seatsPriceText(team: Pick<Team, 'pricePerSeatKes' | 'period'>, seats: number): string {
  return `${formatKes(centsToKes(toCents(team.pricePerSeatKes) * seats))} a ${periodUnit(team.period)}`;
}

/** "From 1 January 2027: 2 seats (KSh 14,000 a month)" once seats are removed from the next period; else null. */
export function nextPeriodSeatsText(
  team: Pick<Team, 'seatsNextPeriod' | 'currentPeriodEnd' | 'pricePerSeatKes' | 'period'>,
): string | null {
  if (team.seatsNextPeriod === null || !team.currentPeriodEnd) return null;
  return `From ${formatMembershipDate(team.currentPeriodEnd)}: ${seatsWord(team.seatsNextPeriod)} (${seatsPriceText(team, team.seatsNextPeriod)})`;
}

/** Announced after the seats of the next period were saved. */
export function seatsKeptText(
  team: Pick<Team, 'seats' | 'seatsNextPeriod' | 'currentPeriodEnd' | 'pricePerSeatKes' | 'period'>,
): string {
  return `${nextPeriodSeatsText(team) ?? `All ${seatsWord(team.seats)} renew with the team`}.`;
}

/** How many seats can still be bought: a team holds at most MAX_TEAM_SEATS. */
export function seatsToAddAtMost(team: Pick<Team, 'seats'>): number {
  return Math.max(0, MAX_TEAM_SEATS - team.seats);
}

export const TEAM_FULL_TEXT = `A team holds at most ${MAX_TEAM_SEATS} seats. For more, contact us.`;

export function holderName(holder: Pick<TeamSeat, 'firstName' | 'lastName'>): string {
  return `${holder.firstName} ${holder.lastName}`;
}

type Person = Pick<TeamSeat, 'firstName' | 'lastName'>;

/** Announced after a seat was given. */
export function seatGivenText(person: Person): string {
  return `Seat given to ${holderName(person)}. We've e-mailed them a sign-in link.`;
}

/** What moving a seat does, said before it is done. */
export function moveSeatText(holder: Person): string {
  return `${holderName(holder)} loses access at once. The seat becomes the new holder's, and we e-mail them a sign-in link.`;
}

/** Announced after a seat was moved. */
export function seatMovedText(from: Person, to: Person): string {
  return `The seat moved from ${holderName(from)} to ${holderName(to)}. We've e-mailed ${to.firstName} a sign-in link.`;
}

/** What taking a seat back does, said before it is done. */
export function takeBackText(holder: Person): string {
  return `${holderName(holder)} loses access at once. The seat stays paid for, free to give to someone else.`;
}

/** Announced after a seat was taken back. */
export function seatTakenBackText(holder: Person): string {
  return `${holderName(holder)}'s seat is free again.`;
}

/** "KSh 2,450 for the rest of this period": what the seats bought now cost (the server's amount, KES). */
export function seatPurchaseText(amount: number): string {
  return `${formatKes(amount)} for the rest of this period`;
}

/** Back from paying for seats, the payment checked. */
export const SEATS_ADDED_TEXT = 'Seats added. They are yours to give now, and renew with the team.';
export const SEATS_NOT_CONFIRMED_TEXT =
  'The payment for the seats could not be confirmed. If you paid, the seats are added within a few minutes; otherwise please contact us.';
