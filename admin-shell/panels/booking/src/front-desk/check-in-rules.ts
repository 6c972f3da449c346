import type { AdminSpace, CheckInOutcome, CheckInVisit } from 'admin-kit';
import { formatCheckInCode, normaliseCheckInCode, VENUE_ZONE } from 'admin-kit/rules';

/** What each kind of visit is called in the arrivals list. */
export const VISIT_KIND_LABELS: Readonly<Record<CheckInVisit['kind'], string>> = {
  booking: 'Booking',
  'member-booking': 'Member',
  guest: 'Guest',
  tour: 'Tour',
};

const VENUE_CLOCK = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: VENUE_ZONE,
});

/** An instant as the desk's clock shows it: '09:12', Nairobi time. */
export function venueClock(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : VENUE_CLOCK.format(date);
}

/** A visit's status in the list: 'Checked in at 09:12' or 'Expected'. */
export function visitStatusText(visit: Pick<CheckInVisit, 'checkedInAt'>): string {
  return visit.checkedInAt ? `Checked in at ${venueClock(visit.checkedInAt)}` : 'Expected';
}

/** What the visit is for, and when: 'Hot Desk · All Day Access', 'Guest of Amina Njeri · All Day Access'. */
export function visitWhatWhen(visit: Pick<CheckInVisit, 'title' | 'time'>): string {
  return [visit.title, visit.time].filter(Boolean).join(' · ');
}

/** Shown when what was typed or scanned cannot be a code at all (the server is not asked). */
export const CODE_FORMAT_MESSAGE =
  'A check-in code is 8 letters and digits, like ABCD-EFGH (no 0, O, 1, I or L). Please check it and try again.';
/** Shown when a scanned QR code holds something other than a check-in code. */
export const NOT_A_CHECK_IN_QR = 'This QR code is not a check-in code. Please scan the code in the visit e-mail.';

/** The code to send for what was typed or scanned ('abcd efgh', 'ABCD-EFGH'), or null when it cannot be one. */
export function codeToSend(typedOrScanned: string): string | null {
  return normaliseCheckInCode(typedOrScanned.trim());
}

/** What the desk is told after a check-in: how it went, and who it was. */
export interface CheckInNotice {
  severity: 'success' | 'info' | 'error';
  title: string;
  text: string;
}

/** The notice of a check-in the server accepted: checked in now (201), or already earlier today (200). */
export function checkInNotice({ visit, alreadyCheckedIn }: CheckInOutcome): CheckInNotice {
  const who = `${visit.name} (${formatCheckInCode(visit.code.replace(/-/g, ''))}), ${visitWhatWhen(visit)}`;
  if (alreadyCheckedIn) {
    const at = visit.checkedInAt ? ` at ${venueClock(visit.checkedInAt)}` : '';
    return { severity: 'info', title: `Already checked in${at}`, text: who };
  }
  return { severity: 'success', title: 'Checked in', text: who };
}

/** The notice of a refused check-in: the server's words (unknown code, another day, cancelled), else the fallback. */
export function checkInFailureNotice(message: string): CheckInNotice {
  return { severity: 'error', title: 'Not checked in', text: message };
}

/**
 * The spaces a day pass can be sold for: active, daily-billed spaces (a walk-in pays for the day), desks first, then
 * by display order and name.
 */
export function dayPassSpaces(spaces: readonly AdminSpace[]): AdminSpace[] {
  const deskFirst = (space: AdminSpace) => (space.type === 'hot-desk' ? 0 : space.type === 'dedicated-desk' ? 1 : 2);
  return spaces
    .filter((space) => space.isActive && space.billingCycle === 'daily')
    .sort(
      (a, b) =>
        deskFirst(a) - deskFirst(b) ||
        (a.displayOrder ?? 999) - (b.displayOrder ?? 999) ||
        a.name.localeCompare(b.name),
    );
}

/** The arrivals list's filters: a venue date (never blank: the desk always looks at one day) and the search. */
export interface ArrivalFilters {
  q: string;
  date: string;
}

/** A heading for the chosen day: "Today's arrivals" or "Arrivals on Dec 2, 2026". */
export function arrivalsHeading(date: string, today: string, formatDate: (date: string) => string): string {
  return date === today ? "Today's arrivals" : `Arrivals on ${formatDate(date)}`;
}
