import type { ReportRecords } from 'admin-kit';
import { centsToKes, formatKes, type ReportInterval } from 'admin-kit/rules';

export type HourReport = ReportRecords['occupancy-by-hour'];
export type SpaceReport = ReportRecords['occupancy-by-space'];
export type RevenueReport = ReportRecords['revenue'];
export type RefundsReport = ReportRecords['refunds'];
export type MembersReport = ReportRecords['members'];
export type ToursReport = ReportRecords['tours'];
export type AllowanceUseReport = ReportRecords['allowance-use'];
export type AllowancePlanUse = AllowanceUseReport['plans'][number];
export type AllowanceUse = AllowancePlanUse['deskDays'];
export type CheckInsReport = ReportRecords['check-ins'];
export type CheckInDay = CheckInsReport['days'][number];

/** One row of a heatmap (an hour, or a space) across the dates of the range. */
export interface HeatmapRow {
  id: string;
  data: { x: string; y: number }[];
}

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const WEEKDAY_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** A venue date on an axis: 'Oct 6'. */
export const shortDate = (date: string) => DAY.format(asDate(date));
/** A venue date in a sentence: 'Tue, Oct 6'. */
export const dayName = (date: string) => WEEKDAY_DAY.format(asDate(date));

/** A bucket as the charts name it: 'Oct 6', 'Week of Oct 5', 'Oct 2026'. */
export function periodLabel(period: string, interval: ReportInterval): string {
  if (interval === 'month') return MONTH.format(asDate(period));
  if (interval === 'week') return `Week of ${shortDate(period)}`;
  return shortDate(period);
}

export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Money as the reports show it: 'KES 1,500' from integer cents. */
export const kesFromCents = (cents: number) => formatKes(centsToKes(cents));

// The venue opens at 06:00 at the earliest and closes at 22:00 at the latest (billing rules): those hours always
// show, and any hour outside them that was booked.
const FIRST_OPEN_HOUR = 6;
const LAST_OPEN_HOUR = 21;

/** The hours the day × hour heatmap shows, in order. */
export function heatmapHours(report: HourReport): number[] {
  const booked = report.cells.filter((cell) => cell.bookedHours > 0).map((cell) => cell.hour);
  const first = Math.min(FIRST_OPEN_HOUR, ...booked);
  const last = Math.max(LAST_OPEN_HOUR, ...booked);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The dates of a report's range, in order, as its cells list them. */
export function reportDates(report: { cells: readonly { date: string }[] }): string[] {
  return [...new Set(report.cells.map((cell) => cell.date))];
}

/** Day × hour: one row per hour, one column per date, the occupancy in percent. */
export function hourHeatmap(report: HourReport): HeatmapRow[] {
  const percent = new Map(report.cells.map((cell) => [`${cell.date} ${cell.hour}`, cell.occupancyPercent]));
  const dates = reportDates(report);
  return heatmapHours(report).map((hour) => ({
    id: hourLabel(hour),
    data: dates.map((date) => ({ x: date, y: percent.get(`${date} ${hour}`) ?? 0 })),
  }));
}

/** Day × space: one row per space (its id; the axis shows its name), one column per date, in percent. */
export function spaceHeatmap(report: SpaceReport): HeatmapRow[] {
  const percent = new Map(report.cells.map((cell) => [`${cell.date} ${cell.spaceId}`, cell.occupancyPercent]));
  const dates = reportDates(report);
  return report.spaces.map((space) => ({
    id: space.id,
    data: dates.map((date) => ({ x: date, y: percent.get(`${date} ${space.id}`) ?? 0 })),
  }));
}

const average = (values: readonly number[]) =>
  values.length ? Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10 : 0;

/** The day × hour heatmap in one sentence: what it covers, its average over the hours shown, its busiest hour. */
export function hourSummary(report: HourReport): string {
  if (report.instances === 0) return 'No hourly spaces match these filters.';
  const hours = new Set(heatmapHours(report));
  const shown = report.cells.filter((cell) => hours.has(cell.hour));
  const busiest = shown.reduce((best, cell) => (cell.occupancyPercent > best.occupancyPercent ? cell : best));
  const base = `${report.instances} bookable ${report.instances === 1 ? 'unit' : 'units'}, ${average(shown.map((cell) => cell.occupancyPercent))}% booked on average between ${hourLabel(Math.min(...hours))} and ${hourLabel(Math.max(...hours) + 1)}.`;
  return busiest.occupancyPercent > 0
    ? `${base} Busiest: ${dayName(busiest.date)} at ${hourLabel(busiest.hour)}, ${busiest.occupancyPercent}%.`
    : `${base} Nothing was booked.`;
}

/** The day × space heatmap in one sentence per space: its average occupancy over the range. */
export function spaceSummary(report: SpaceReport): string {
  if (report.spaces.length === 0) return 'No daily or monthly spaces match these filters.';
  return report.spaces
    .map((space) => {
      const percents = report.cells.filter((cell) => cell.spaceId === space.id).map((cell) => cell.occupancyPercent);
      return `${space.name}: ${average(percents)}% of ${space.instances} booked on average.`;
    })
    .join(' ');
}

const sum = <Row>(rows: readonly Row[], value: (row: Row) => number) =>
  rows.reduce((total, row) => total + value(row), 0);

export function revenueSummary(report: RevenueReport): string {
  const payments = sum(report.periods, (period) => period.payments);
  if (payments === 0) return 'No payments were received in this range.';
  const total = sum(report.periods, (period) => period.totalCents);
  return `${kesFromCents(total)} received from ${payments} ${payments === 1 ? 'payment' : 'payments'}: bookings ${kesFromCents(sum(report.periods, (period) => period.bookingsCents))}, memberships ${kesFromCents(sum(report.periods, (period) => period.membershipsCents))}, events ${kesFromCents(sum(report.periods, (period) => period.eventsCents))}.`;
}

/** The same money by how it was paid, naming only the channels that took any. */
export function channelSummary(report: RevenueReport, labels: Readonly<Record<string, string>>): string {
  const payments = sum(report.periods, (period) => period.payments);
  if (payments === 0) return 'No payments were received in this range.';
  const channels = (['card', 'mpesa', 'cash', 'bank', 'other'] as const)
    .map((channel) => [labels[channel], sum(report.periods, (period) => period[`${channel}Cents`])] as const)
    .filter(([, cents]) => cents > 0)
    .map(([label, cents]) => `${label} ${kesFromCents(cents)}`);
  return `${kesFromCents(sum(report.periods, (period) => period.totalCents))} received: ${channels.join(', ')}.`;
}

export function refundsSummary(report: RefundsReport): string {
  const refunds = sum(report.periods, (period) => period.refunds);
  if (refunds === 0) return 'No refunds were paid out in this range.';
  return `${kesFromCents(sum(report.periods, (period) => period.refundedCents))} paid back in ${refunds} ${refunds === 1 ? 'refund' : 'refunds'}.`;
}

export function membersSummary(report: MembersReport): string {
  const joined = sum(report.periods, (period) => period.newMembers);
  const renewed = sum(report.periods, (period) => period.renewals);
  if (joined + renewed === 0) return 'No membership periods were paid for in this range.';
  return `${joined} new ${joined === 1 ? 'member' : 'members'} and ${renewed} ${renewed === 1 ? 'renewal' : 'renewals'}.`;
}

export function toursSummary(report: ToursReport): string {
  const tours = sum(report.periods, (period) => period.tours);
  if (tours === 0) return 'No tours fall in this range.';
  const converted = sum(report.periods, (period) => period.converted);
  return `${tours} ${tours === 1 ? 'tour' : 'tours'}, ${converted} of the visitors became members (${Math.round((converted / tours) * 1000) / 10}%).`;
}

/** The three allowances of a plan, in the order the report shows them, with their nouns (one, several). */
export const ALLOWANCE_FIGURES = [
  { key: 'deskDays', label: 'Desk days', one: 'desk day', many: 'desk days' },
  { key: 'meetingRoomHours', label: 'Meeting-room hours', one: 'meeting-room hour', many: 'meeting-room hours' },
  { key: 'guestPasses', label: 'Guest passes', one: 'guest pass', many: 'guest passes' },
] as const;
export type AllowanceFigureKey = (typeof ALLOWANCE_FIGURES)[number]['key'];

/** An allowance the report may leave out (an older server): nothing included, nothing used. */
const NO_USE: AllowanceUse = { included: 0, used: 0, unlimited: false, usedPercent: null };

/** One allowance of a plan, read tolerantly. */
export function useOf(plan: AllowancePlanUse, key: AllowanceFigureKey): AllowanceUse {
  return plan[key] ?? NO_USE;
}

/** Used against included in a table cell: '18 of 24 (75%)', '40 (unlimited)', '—' when none is included or used. */
export function allowanceUseText(use: AllowanceUse): string {
  if (use.unlimited) return `${use.used} (unlimited)`;
  if (!use.included && !use.used) return '—';
  const percent = use.usedPercent === null ? '' : ` (${use.usedPercent}%)`;
  return `${use.used} of ${use.included ?? 0}${percent}`;
}

/** The share of an allowance used, for the chart: unlimited or nothing included has no share (0). */
export const usedPercentOf = (use: AllowanceUse) => (use.unlimited ? 0 : (use.usedPercent ?? 0));

/** The plans that say anything for the range: a membership period began in it, or some allowance was used. */
export function plansWithFigures(report: AllowanceUseReport): AllowancePlanUse[] {
  return (report.plans ?? []).filter(
    (plan) => plan.periods > 0 || ALLOWANCE_FIGURES.some(({ key }) => useOf(plan, key).used > 0),
  );
}

/** Allowance use in a sentence per plan: what was used of what the periods begun in the range include. */
export function allowanceSummary(report: AllowanceUseReport): string {
  const plans = plansWithFigures(report);
  if (plans.length === 0) return 'No membership period began in this range and no allowance was used.';
  return plans
    .map((plan) => {
      const parts = ALLOWANCE_FIGURES.flatMap(({ key, one, many }) => {
        const use = useOf(plan, key);
        if (use.unlimited) return [`${use.used} ${use.used === 1 ? one : many} used (unlimited)`];
        if (!use.included && !use.used) return [];
        const percent = use.usedPercent === null ? '' : ` (${use.usedPercent}%)`;
        return [`${use.used} of ${use.included ?? 0} ${use.included === 1 ? one : many} used${percent}`];
      });
      const periods = `${plan.periods} ${plan.periods === 1 ? 'period' : 'periods'}`;
      return `${plan.planName} (${periods}): ${parts.length ? parts.join(', ') : 'no allowance included'}.`;
    })
    .join(' ');
}

/** A check-in report's days as a time series by day, so the period bar chart and its table can show them. */
export function checkInSeries(
  report: CheckInsReport,
): CheckInsReport & { interval: 'day'; periods: (CheckInDay & { period: string })[] } {
  return { ...report, interval: 'day', periods: (report.days ?? []).map((day) => ({ ...day, period: day.date })) };
}

/** Check-ins against expected visits in one sentence, with the no-shows of the days that are over. */
export function checkInsSummary(report: CheckInsReport): string {
  const totals = report.totals;
  if (!totals || (totals.expected === 0 && totals.checkedIn === 0)) return 'Nobody was expected in this range.';
  const counted = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;
  const kinds = [
    counted(totals.bookings, 'booking', 'bookings'),
    counted(totals.tours, 'tour', 'tours'),
    counted(totals.guests, 'guest', 'guests'),
  ].join(', ');
  return `${counted(totals.checkedIn, 'check-in', 'check-ins')} against ${counted(totals.expected, 'expected visit', 'expected visits')} (${kinds}); ${counted(totals.noShows, 'no-show', 'no-shows')} on the days that are over.`;
}
