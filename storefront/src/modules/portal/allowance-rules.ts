import {
  type AllowanceBalance,
  allowanceBalance,
  allowanceKindOfSpaceType,
  allowanceText,
  type BillingCycle,
  centsToKes,
  durationFor,
  formatKes,
  hasRate,
  memberPriceCents,
  selectionPriceCents,
  slotHasStarted,
} from '@coworking/domain';

/** The member's allowance as `GET /api/member/allowance` answers it (the fields these rules read). */
export interface AllowanceView {
  usable: boolean;
  periodStart: string;
  /** The first day the period does NOT cover (as memberships count it). */
  periodEnd: string;
  deskDays: AllowanceBalance;
  meetingRoomHours: AllowanceBalance;
  memberDiscountPercent: number;
}

/** A space as the portal's booking dialog offers it (the API's raw fields). */
export interface SpaceView {
  type: string;
  rate: string | null;
  billingCycle: BillingCycle;
}

export interface BookingChoice {
  dates: readonly string[];
  /** Slot starts, for hourly spaces. */
  times: readonly string[];
}

/** What a booking would take from the allowance and what would be left to pay, before the member confirms. */
export interface AllowancePreview {
  /** Which allowance the space draws on; null: none (the member price applies to all of it). */
  kind: 'deskDays' | 'meetingRoomHours' | null;
  /** How many booked rows (a date, or a date and a slot) the allowance covers, and which dates they are on. */
  coveredRows: number;
  coveredDates: string[];
  /** Desk days or hours taken from the allowance. */
  coveredUnits: number;
  /** Rows charged at the member price. */
  chargedRows: number;
  /** KES, whole shillings: what the charged rows cost at the member price (0 when the space has no rate). */
  chargedKes: number;
  /** The allowance as it would be afterwards ("4 of 12 desk days left"); null when none is drawn on. */
  leftAfterText: string | null;
}

/**
 * The rows a choice books, in the order the allowance is drawn on: dates in order, then the slots of each date.
 * A daily or monthly booking is one row a date.
 */
function rowsOf(space: Pick<SpaceView, 'billingCycle'>, choice: BookingChoice): { date: string }[] {
  const dates = [...choice.dates].sort();
  if (space.billingCycle !== 'hourly') return dates.map((date) => ({ date }));
  const times = [...choice.times].sort();
  return dates.flatMap((date) => times.map(() => ({ date })));
}

/**
 * The allowance's rule, as the server applies it, to show before confirming: a desk-type space draws one
 * desk day per booked row, a meeting room or phone booth its hours (2 per slot); only dates inside the current period
 * and only while the membership is usable; a row is covered whole or not at all; monthly access is never covered.
 * Everything not covered costs the public price less the plan's member discount. The server's answer is the final
 * word (it also counts what other tabs booked meanwhile).
 */
export function allowancePreview(
  allowance: AllowanceView | null,
  space: SpaceView,
  choice: BookingChoice,
): AllowancePreview {
  const rows = rowsOf(space, choice);
  const kind = space.billingCycle === 'monthly' ? null : allowanceKindOfSpaceType(space.type);
  const balance = allowance && kind ? allowance[kind] : null;
  const perRow = kind === 'deskDays' ? 1 : durationFor(space.billingCycle);
  let room = balance && allowance?.usable ? (balance.unlimited ? Infinity : (balance.left ?? 0)) : 0;
  const coveredDates: string[] = [];
  let coveredRows = 0;
  for (const row of rows) {
    const inPeriod = allowance !== null && row.date >= allowance.periodStart && row.date < allowance.periodEnd;
    if (!inPeriod || room < perRow) continue;
    room -= perRow;
    coveredRows++;
    if (!coveredDates.includes(row.date)) coveredDates.push(row.date);
  }
  const chargedRows = rows.length - coveredRows;
  const coveredUnits = coveredRows * perRow;
  return {
    kind: balance ? kind : null,
    coveredRows,
    coveredDates,
    coveredUnits,
    chargedRows,
    chargedKes: chargedKesOf(space, chargedRows, allowance?.memberDiscountPercent ?? 0),
    leftAfterText:
      balance && kind
        ? allowanceText(
            kind,
            allowanceBalance(balance.included ?? 0, balance.used + coveredUnits, balance.unlimited || false),
          )
        : null,
  };
}

/** The member price of the charged rows: the public price of that many rows, less the discount, whole shillings. */
function chargedKesOf(space: SpaceView, rows: number, discountPercent: number): number {
  if (rows === 0 || !hasRate(space.rate)) return 0;
  const publicCents =
    space.billingCycle === 'hourly'
      ? selectionPriceCents('hourly', space.rate, rows, 1)
      : space.billingCycle === 'daily'
        ? selectionPriceCents('daily', space.rate, rows, 0)
        : selectionPriceCents('monthly', space.rate, 1, 0) * rows;
  return centsToKes(memberPriceCents(publicCents, discountPercent));
}

/** A slot as the availability endpoint describes it. */
export interface SlotState {
  time: string;
  available: boolean;
  availableInstances?: number;
  totalInstances?: number;
}

/**
 * The slots of several chosen dates as one row of choices: a slot is free only when it is free on every date and
 * has not started on any of them; the fewest free instances across the dates are shown. Empty until every date's
 * slots are known.
 */
export function slotsFreeOnEveryDate(
  dates: readonly string[],
  perDate: readonly (readonly SlotState[] | undefined)[],
  now: Date = new Date(),
): SlotState[] {
  if (perDate.length === 0 || perDate.some((list) => !list?.length)) return [];
  const lists = perDate as readonly (readonly SlotState[])[];
  return lists[0].map((slot) => {
    const same = lists.map((list) => list.find((other) => other.time === slot.time));
    return {
      time: slot.time,
      available:
        same.every((other) => other?.available) && dates.every((date) => !slotHasStarted(date, slot.time, now)),
      availableInstances: Math.min(...same.map((other) => other?.availableInstances ?? 0)),
      totalInstances: slot.totalInstances,
    };
  });
}

const ALLOWANCE_UNITS = {
  deskDays: ['desk day', 'desk days'],
  meetingRoomHours: ['meeting-room hour', 'meeting-room hours'],
} as const;

/** "1 desk day", "4 meeting-room hours". */
export function allowanceAmountText(kind: keyof typeof ALLOWANCE_UNITS, amount: number): string {
  const [one, many] = ALLOWANCE_UNITS[kind];
  return `${amount} ${amount === 1 ? one : many}`;
}

/**
 * The booking dialog's answer before confirming: what the allowance covers, what is charged and at which price.
 * `chargedKes` is the member price of the rest (0 for a space without a rate: the server then asks for nothing).
 */
export function allowancePreviewLines(
  preview: AllowancePreview,
  discountPercent: number,
  formatDate: (date: string) => string,
): { covered: string | null; charged: string | null; left: string | null } {
  const covered =
    preview.kind && preview.coveredRows > 0
      ? `Covered by your allowance: ${allowanceAmountText(preview.kind, preview.coveredUnits)} (${preview.coveredDates.map(formatDate).join(', ')})`
      : null;
  const unit = preview.chargedRows === 1 ? 'booking' : 'bookings';
  const price = discountPercent > 0 ? `member price, ${discountPercent}% off` : 'usual price';
  const charged =
    preview.chargedRows > 0
      ? `To pay: ${formatKes(preview.chargedKes)} for ${preview.chargedRows} ${unit} at the ${price}`
      : null;
  return { covered, charged, left: preview.leftAfterText && `Left afterwards: ${preview.leftAfterText}` };
}

/** The toast after a booking the allowance covered in full: which dates, and that the e-mail is on its way. */
export function bookedFromAllowanceText(coveredDates: string[], formatDate: (date: string) => string): string {
  const dates = coveredDates.map(formatDate).join(', ');
  return dates
    ? `Covered by your allowance: ${dates}. Your confirmation and check-in code are on their way by e-mail.`
    : 'Your confirmation and check-in code are on their way by e-mail.';
}
