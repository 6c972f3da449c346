import type { DateWindow, SpaceAssignment } from 'admin-kit';

/**
 * The space calendar (spec section 9, "Gantt"): meeting rooms and phone booths by the hour for one
 * day, dedicated desks and private offices by the day for a month, anything else by the day for
 * 21 days. All times are the venue's (Africa/Nairobi, UTC+3 all year).
 */
export type GanttView = 'hourly' | 'monthly' | 'range';

const HOURLY_TYPES = new Set(['meeting-room', 'phone-booth']);
const MONTHLY_TYPES = new Set(['dedicated-desk', 'private-office']);
const RANGE_DAYS = 21;
const RANGE_STEP_DAYS = 7;
const VENUE_OFFSET_HOURS = 3;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Fixed content widths so columns stay readable; the grid scrolls sideways. */
export const GANTT_WIDTH_PX: Record<GanttView, number> = { hourly: 1536, monthly: 1920, range: 2240 };

export function ganttViewFor(spaceType: string): GanttView {
  if (HOURLY_TYPES.has(spaceType)) return 'hourly';
  if (MONTHLY_TYPES.has(spaceType)) return 'monthly';
  return 'range';
}

export interface GanttColumn {
  key: string;
  label: string;
  /** The column's interval in epoch milliseconds, [start, end). */
  start: number;
  end: number;
}

function parseDate(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Epoch ms of a venue wall-clock time. */
function venueInstant(year: number, month: number, day: number, hour = 0): number {
  return Date.UTC(year, month - 1, day, hour - VENUE_OFFSET_HOURS);
}

function isoDate(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  return isoDate(Date.UTC(year, month - 1, day + days));
}

/** The same day of another month, clamped to that month's length (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parseDate(date);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return isoDate(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)));
}

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function dayColumn(date: string, label: string): GanttColumn {
  const { year, month, day } = parseDate(date);
  const start = venueInstant(year, month, day);
  return { key: date, label, start, end: start + DAY_MS };
}

/** The dates (venue, inclusive) the calendar asks the server for. */
export function ganttWindow(view: GanttView, anchor: string): DateWindow {
  if (view === 'hourly') return { startDate: anchor, endDate: anchor };
  if (view === 'monthly') {
    const { year, month } = parseDate(anchor);
    const first = isoDate(Date.UTC(year, month - 1, 1));
    const last = isoDate(Date.UTC(year, month, 0));
    return { startDate: first, endDate: last };
  }
  return { startDate: anchor, endDate: addDays(anchor, RANGE_DAYS - 1) };
}

/** The columns of a view around the chosen date. */
export function ganttColumns(view: GanttView, anchor: string): GanttColumn[] {
  if (view === 'hourly') {
    const { year, month, day } = parseDate(anchor);
    return Array.from({ length: 24 }, (_, hour) => {
      const start = venueInstant(year, month, day, hour);
      return { key: `${anchor}T${String(hour).padStart(2, '0')}`, label: `${String(hour).padStart(2, '0')}:00`, start, end: start + HOUR_MS };
    });
  }
  const { startDate, endDate } = ganttWindow(view, anchor);
  const columns: GanttColumn[] = [];
  for (let date = startDate; date <= endDate; date = addDays(date, 1)) {
    const utc = new Date(`${date}T00:00:00Z`);
    const label = view === 'monthly' ? `${WEEKDAY.format(utc)} ${utc.getUTCDate()}` : `${WEEKDAY.format(utc)} ${MONTH_DAY.format(utc)}`;
    columns.push(dayColumn(date, label));
  }
  return columns;
}

/** Previous/next: a day, a month or a week. */
export function stepAnchor(view: GanttView, anchor: string, direction: 1 | -1): string {
  if (view === 'hourly') return addDays(anchor, direction);
  if (view === 'monthly') return addMonths(anchor, direction);
  return addDays(anchor, direction * RANGE_STEP_DAYS);
}

/** The assignment of an instance that overlaps a column, if any. */
export function assignmentInColumn(assignments: readonly SpaceAssignment[], column: GanttColumn): SpaceAssignment | undefined {
  return assignments.find((assignment) => Date.parse(assignment.startAt) < column.end && Date.parse(assignment.endAt) > column.start);
}

export type GanttColour = 'success' | 'warning' | 'error' | 'info';

/** Spec section 4: confirmed green, pending yellow, cancelled red, anything else blue. */
export function statusColour(status: string): GanttColour {
  if (status === 'confirmed') return 'success';
  if (status === 'pending') return 'warning';
  if (status === 'cancelled') return 'error';
  return 'info';
}
