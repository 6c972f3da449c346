import type { DateWindow, SpaceAssignment } from 'admin-kit';
import { addVenueDateMonths, addVenueDays, venueInstant } from 'admin-kit/rules';

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

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function dayColumn(date: string, label: string): GanttColumn {
  const start = venueInstant(date).getTime();
  return { key: date, label, start, end: start + DAY_MS };
}

/** The dates (venue, inclusive) the calendar asks the server for. */
export function ganttWindow(view: GanttView, anchor: string): DateWindow {
  if (view === 'hourly') return { startDate: anchor, endDate: anchor };
  if (view === 'monthly') {
    const first = `${anchor.slice(0, 7)}-01`;
    return { startDate: first, endDate: addVenueDays(addVenueDateMonths(first, 1), -1) };
  }
  return { startDate: anchor, endDate: addVenueDays(anchor, RANGE_DAYS - 1) };
}

/** The columns of a view around the chosen date. */
export function ganttColumns(view: GanttView, anchor: string): GanttColumn[] {
  if (view === 'hourly') {
    return Array.from({ length: 24 }, (_, hour) => {
      const start = venueInstant(anchor, `${String(hour).padStart(2, '0')}:00`).getTime();
      return {
        key: `${anchor}T${String(hour).padStart(2, '0')}`,
        label: `${String(hour).padStart(2, '0')}:00`,
        start,
        end: start + HOUR_MS,
      };
    });
  }
  const { startDate, endDate } = ganttWindow(view, anchor);
  const columns: GanttColumn[] = [];
  for (let date = startDate; date <= endDate; date = addVenueDays(date, 1)) {
    const utc = new Date(`${date}T00:00:00Z`);
    const label =
      view === 'monthly'
        ? `${WEEKDAY.format(utc)} ${utc.getUTCDate()}`
        : `${WEEKDAY.format(utc)} ${MONTH_DAY.format(utc)}`;
    columns.push(dayColumn(date, label));
  }
  return columns;
}

/** Previous/next: a day, a month or a week. */
export function stepAnchor(view: GanttView, anchor: string, direction: 1 | -1): string {
  if (view === 'hourly') return addVenueDays(anchor, direction);
  if (view === 'monthly') return addVenueDateMonths(anchor, direction);
  return addVenueDays(anchor, direction * RANGE_STEP_DAYS);
}

/** The assignment of an instance that overlaps a column, if any. */
export function assignmentInColumn(
  assignments: readonly SpaceAssignment[],
  column: GanttColumn,
): SpaceAssignment | undefined {
  return assignments.find(
    (assignment) => Date.parse(assignment.startAt) < column.end && Date.parse(assignment.endAt) > column.start,
  );
}

export type GanttColour = 'success' | 'warning' | 'error' | 'info';

/** Spec section 4: confirmed green, pending yellow, cancelled red, anything else blue. */
export function statusColour(status: string): GanttColour {
  if (status === 'confirmed') return 'success';
  if (status === 'pending') return 'warning';
  if (status === 'cancelled') return 'error';
  return 'info';
}
