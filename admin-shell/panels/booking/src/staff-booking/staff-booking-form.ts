import type { BillingCycle, SpaceAssignment, StaffBookingBody, StaffQuoteBody } from 'admin-kit';
import {
  CONTACT_FIELD_MESSAGES,
  EMAIL_PATTERN,
  MAX_DATES_PER_BOOKING,
  MAX_DISCOUNT_PERCENT,
  MPESA_CODE_MESSAGE,
  MPESA_CODE_PATTERN,
  normalizeMpesaCode,
  slotStartsFor,
  venueInstant,
  type DiscountKind,
  type StaffPaymentKind,
} from 'admin-kit/rules';
import { parseKesToCents } from '../payments/money';
import type { GanttColumn, GanttView } from '../space-calendar/gantt';

/** Hourly bookings take 2-hour slots. */
const SLOT_HOURS = 2;
const HOUR_MS = 3_600_000;

/** What an empty cell (or a range of them on one instance) selects on the calendar. */
export interface CalendarSelection {
  instanceId: string;
  dates: string[];
  slots: string[];
}

/**
 * The booking an empty cell or range stands for: on the hourly view, the day and the 2-hour slots that start in the
 * selected hours (back to back); on the day views, the selected dates (a monthly space takes the first as its start).
 * Slots of an hourly space picked on a day view are left for staff to choose.
 */
export function selectionFromCells(
  view: GanttView,
  billing: BillingCycle,
  anchor: string,
  instanceId: string,
  columns: readonly GanttColumn[],
): CalendarSelection {
  const sorted = [...columns].sort((a, b) => a.start - b.start);
  if (view === 'hourly') {
    if (billing !== 'hourly') return { instanceId, dates: [anchor], slots: [] };
    const offered = slotStartsFor(anchor);
    const slots: string[] = [];
    let freeFrom = -Infinity;
    for (const column of sorted) {
      const hour = column.label;
      if (column.start < freeFrom || !offered.includes(hour)) continue;
      slots.push(hour);
      freeFrom = column.start + SLOT_HOURS * HOUR_MS;
    }
    // A click on an hour no slot starts at (early morning, late evening) still opens the day, slot to be chosen.
    return { instanceId, dates: [anchor], slots };
  }
  const dates = sorted.map((column) => column.key);
  return {
    instanceId,
    dates: billing === 'monthly' ? dates.slice(0, 1) : dates.slice(0, MAX_DATES_PER_BOOKING),
    slots: [],
  };
}

/** The columns between two clicked cells of one row, both included. */
export function columnRange(columns: readonly GanttColumn[], fromKey: string, toKey: string): GanttColumn[] {
  const from = columns.findIndex((column) => column.key === fromKey);
  const to = columns.findIndex((column) => column.key === toKey);
  if (from < 0 || to < 0) return columns.filter((column) => column.key === toKey);
  return columns.slice(Math.min(from, to), Math.max(from, to) + 1);
}

/** Whether a slot is free: on the chosen instance, or on any active one ('' = any free instance). */
export function slotIsFree(
  assignments: readonly Pick<SpaceAssignment, 'instanceId' | 'startAt' | 'endAt'>[],
  activeInstanceIds: readonly string[],
  instanceId: string,
  date: string,
  slot: string,
): boolean {
  const start = venueInstant(date, slot).getTime();
  const end = start + SLOT_HOURS * HOUR_MS;
  const taken = new Set(
    assignments
      .filter((assignment) => Date.parse(assignment.startAt) < end && Date.parse(assignment.endAt) > start)
      .map((assignment) => assignment.instanceId),
  );
  return instanceId ? !taken.has(instanceId) : activeInstanceIds.some((id) => !taken.has(id));
}

export interface StaffBookingDraft {
  instanceId: string;
  dates: string[];
  slots: string[];
  customerMode: 'existing' | 'new';
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string;
  discountKind: '' | DiscountKind;
  /** KES (kind cents) or whole percent, as typed. */
  discountValue: string;
  discountReason: string;
  paymentKind: StaffPaymentKind;
  mpesaCode: string;
  bankReference: string;
  complimentaryReason: string;
}

export function emptyDraft(selection: CalendarSelection): StaffBookingDraft {
  return {
    ...selection,
    customerMode: 'new',
    userId: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    notes: '',
    discountKind: '',
    discountValue: '',
    discountReason: '',
    paymentKind: 'cash',
    mpesaCode: '',
    bankReference: '',
    complimentaryReason: '',
  };
}

export type DraftErrors = Partial<Record<keyof StaffBookingDraft, string>>;

const REASON = /^.{3,500}$/s;

/** The discount as the API takes it: KES typed for kind cents becomes cents; null when none or unreadable. */
function discountValueOf(draft: StaffBookingDraft): number | null {
  if (!draft.discountKind) return null;
  const typed = draft.discountValue.trim();
  if (draft.discountKind === 'percent') return /^\d+$/.test(typed) ? Number(typed) : null;
  return parseKesToCents(typed);
}

/** What is wrong with the form before it is sent (the server checks it all again). */
export function draftErrors(draft: StaffBookingDraft, billing: BillingCycle): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.dates.length === 0) errors.dates = 'Please choose a date';
  if (billing === 'hourly' && draft.slots.length === 0) errors.slots = 'Please choose at least one time slot';
  if (draft.customerMode === 'existing') {
    if (!draft.userId) errors.userId = 'Please pick a customer, or enter a new one';
  } else {
    if (!draft.firstName.trim()) errors.firstName = CONTACT_FIELD_MESSAGES.firstNameRequired;
    if (!draft.lastName.trim()) errors.lastName = CONTACT_FIELD_MESSAGES.lastNameRequired;
    if (!draft.email.trim()) errors.email = CONTACT_FIELD_MESSAGES.emailRequired;
    else if (!EMAIL_PATTERN.test(draft.email.trim())) errors.email = CONTACT_FIELD_MESSAGES.emailInvalid;
  }
  if (draft.discountKind && draft.paymentKind !== 'complimentary') {
    const value = discountValueOf(draft);
    if (value === null || value < 1) errors.discountValue = 'The discount must be a whole number above zero';
    else if (draft.discountKind === 'percent' && value > MAX_DISCOUNT_PERCENT)
      errors.discountValue = `At most ${MAX_DISCOUNT_PERCENT}%; use complimentary to waive more`;
    if (!REASON.test(draft.discountReason.trim()))
      errors.discountReason = 'Please say why the discount is given (3 to 500 characters)';
  }
  if (draft.paymentKind === 'mpesa' && !MPESA_CODE_PATTERN.test(normalizeMpesaCode(draft.mpesaCode)))
    errors.mpesaCode = MPESA_CODE_MESSAGE;
  if (draft.paymentKind === 'bank_transfer' && !/^.{3,100}$/.test(draft.bankReference.trim()))
    errors.bankReference = "Please give the bank's reference of the transfer";
  if (draft.paymentKind === 'complimentary' && !REASON.test(draft.complimentaryReason.trim()))
    errors.complimentaryReason = 'Please say why the booking is complimentary (3 to 500 characters)';
  return errors;
}

/** What the server prices: the selection and the discount (left out while it cannot be read). */
export function quoteBodyOf(spaceId: string, draft: StaffBookingDraft): StaffQuoteBody {
  const discount = draft.paymentKind === 'complimentary' ? null : discountValueOf(draft);
  return {
    spaceId,
    dates: draft.dates,
    slots: draft.slots,
    ...(draft.discountKind && discount ? { discountKind: draft.discountKind, discountValue: discount } : {}),
  };
}

/** The create call's body: only the fields of the chosen customer mode and payment kind. */
export function bookingBodyOf(spaceId: string, draft: StaffBookingDraft): StaffBookingBody {
  const quote = quoteBodyOf(spaceId, draft);
  const customer =
    draft.customerMode === 'existing'
      ? { userId: draft.userId }
      : {
          firstName: draft.firstName.trim(),
          lastName: draft.lastName.trim(),
          email: draft.email.trim(),
          ...(draft.phone.trim() ? { phone: draft.phone.trim() } : {}),
        };
  const payment: Partial<StaffBookingBody> =
    draft.paymentKind === 'mpesa'
      ? { mpesaCode: normalizeMpesaCode(draft.mpesaCode) }
      : draft.paymentKind === 'bank_transfer'
        ? { bankReference: draft.bankReference.trim() }
        : draft.paymentKind === 'complimentary'
          ? { complimentaryReason: draft.complimentaryReason.trim() }
          : {};
  return {
    ...quote,
    ...(draft.instanceId ? { instanceId: draft.instanceId } : {}),
    ...customer,
    ...(draft.notes.trim() ? { notes: draft.notes.trim() } : {}),
    ...(quote.discountKind ? { discountReason: draft.discountReason.trim() } : {}),
    paymentKind: draft.paymentKind,
    ...payment,
  } as StaffBookingBody;
}

export const PAYMENT_KIND_LABELS: Record<StaffPaymentKind, string> = {
  cash: 'Cash',
  mpesa: 'M-Pesa (till)',
  bank_transfer: 'Bank transfer',
  complimentary: 'Complimentary',
  pay_link: 'Send a pay link',
};

/** Where a booking dropped on a cell goes: that instance, and the cell's date (and hour, on the hourly view). */
export interface MoveTarget {
  instanceId: string;
  date: string;
  /** HH:MM on the hourly view; null keeps the booking's own time. */
  time: string | null;
}

export function moveTargetOf(view: GanttView, anchor: string, instanceId: string, column: GanttColumn): MoveTarget {
  return view === 'hourly'
    ? { instanceId, date: anchor, time: column.label }
    : { instanceId, date: column.key, time: null };
}
