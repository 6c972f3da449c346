import { type MembershipStatus } from './membership.js';

/**
 * What a membership plan includes each period, and how a member's bookings draw on it. A desk day is one booked date
 * of a hot desk or dedicated desk; meeting-room hours are the booked hours of a meeting room or phone booth; a guest
 * pass is one guest's visit on one date. Nothing rolls over: each period starts full.
 */
export const ALLOWANCE_KINDS = ['deskDays', 'meetingRoomHours', 'guestPasses'] as const;
export type AllowanceKind = (typeof ALLOWANCE_KINDS)[number];

/** The space types a booking draws on the allowance for, and which allowance. Other types are always paid. */
const ALLOWANCE_KIND_OF_SPACE_TYPE: Readonly<Record<string, AllowanceKind>> = {
  'hot-desk': 'deskDays',
  'dedicated-desk': 'deskDays',
  'meeting-room': 'meetingRoomHours',
  'phone-booth': 'meetingRoomHours',
};

/** Which allowance a booking of this space type uses (null: none, the member pays the member price). */
export function allowanceKindOfSpaceType(type: string): Exclude<AllowanceKind, 'guestPasses'> | null {
  const kind = ALLOWANCE_KIND_OF_SPACE_TYPE[type];
  return kind === 'deskDays' || kind === 'meetingRoomHours' ? kind : null;
}

/** What a plan includes per period (the plan's own fields). */
export interface PlanAllowance {
  deskDaysPerPeriod: number;
  unlimitedDeskDays: boolean;
  meetingRoomHoursPerPeriod: number;
  guestPassesPerPeriod: number;
  /** 0–100: off the public price of paid bookings beyond the allowance. */
  memberDiscountPercent: number;
}

export const NO_ALLOWANCE: PlanAllowance = {
  deskDaysPerPeriod: 0,
  unlimitedDeskDays: false,
  meetingRoomHoursPerPeriod: 0,
  guestPassesPerPeriod: 0,
  memberDiscountPercent: 0,
};

/** The largest number a plan may include per period (a typing slip of 1000000 desk days is refused). */
export const MAX_ALLOWANCE_PER_PERIOD = 1000;

/** One allowance of one period: included, used and left; unlimited (desk days only) has no `included` or `left`. */
export interface AllowanceBalance {
  included: number | null;
  used: number;
  left: number | null;
  unlimited: boolean;
}

/** The balance of one allowance: never negative, however much was used (a plan edited down mid-period). */
export function allowanceBalance(included: number, used: number, unlimited = false): AllowanceBalance {
  if (unlimited) return { included: null, used, left: null, unlimited: true };
  return { included, used, left: Math.max(0, included - used), unlimited: false };
}

/**
 * A membership gives its allowance only while it gives access and is paid up: active, or set not to renew (until the
 * paid period ends). Past due, pending, cancelled or expired: no allowance.
 */
export function allowanceUsable(status: MembershipStatus): boolean {
  return status === 'active' || status === 'non_renewing';
}

/** The member price of a public price in KES cents: the plan's discount off, rounded to whole shillings. */
export function memberPriceCents(publicCents: number, discountPercent: number): number {
  if (discountPercent <= 0) return publicCents;
  return Math.round((publicCents * (100 - discountPercent)) / 100 / 100) * 100;
}

/** "5 of 12 desk days left", "Unlimited desk days", "2 of 4 meeting-room hours left". */
export function allowanceText(kind: AllowanceKind, balance: AllowanceBalance): string {
  const noun = { deskDays: 'desk day', meetingRoomHours: 'meeting-room hour', guestPasses: 'guest pass' }[kind];
  const plural = (count: number) => (count === 1 ? noun : kind === 'guestPasses' ? 'guest passes' : `${noun}s`);
  if (balance.unlimited || balance.included === null) return `Unlimited ${plural(2)}`;
  return `${balance.left} of ${balance.included} ${plural(balance.included)} left`;
}

/** The plan's allowance as the lines a plan card and the comparison matrix show ("12 desk days a month"). */
export function planAllowanceLines(plan: PlanAllowance, periodWord: string): string[] {
  const lines: string[] = [];
  if (plan.unlimitedDeskDays) lines.push('Unlimited desk days');
  else if (plan.deskDaysPerPeriod > 0)
    lines.push(`${plan.deskDaysPerPeriod} desk day${plan.deskDaysPerPeriod === 1 ? '' : 's'} a ${periodWord}`);
  if (plan.meetingRoomHoursPerPeriod > 0)
    lines.push(
      `${plan.meetingRoomHoursPerPeriod} meeting-room hour${plan.meetingRoomHoursPerPeriod === 1 ? '' : 's'} a ${periodWord}`,
    );
  if (plan.guestPassesPerPeriod > 0)
    lines.push(`${plan.guestPassesPerPeriod} guest pass${plan.guestPassesPerPeriod === 1 ? '' : 'es'} a ${periodWord}`);
  if (plan.memberDiscountPercent > 0) lines.push(`${plan.memberDiscountPercent}% off extra bookings`);
  return lines;
}

/**
 * Check-in codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), so a code read aloud or copied
 * from a phone is typed right. A code only checks a visit in; it opens nothing.
 */
export const CHECK_IN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CHECK_IN_CODE_LENGTH = 8;

/** A typed code as stored: upper case, without spaces or dashes ("abcd-efgh" → "ABCDEFGH"); null if it cannot be one. */
export function normaliseCheckInCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== CHECK_IN_CODE_LENGTH) return null;
  return [...code].every((char) => CHECK_IN_CODE_ALPHABET.includes(char)) ? code : null;
}

/** A code as printed: two groups of four ("ABCD-EFGH"). */
export function formatCheckInCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
