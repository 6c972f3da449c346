import { BandBarChart, type BarSeries } from './BandBarChart';
import { FiguresTable, ReportSection, type FigureColumn } from './ReportSection';
import { TimeSeriesSection } from './TimeSeriesSection';
import {
  ALLOWANCE_FIGURES,
  allowanceSummary,
  allowanceUseText,
  checkInSeries,
  checkInsSummary,
  plansWithFigures,
  useOf,
  usedPercentOf,
  type AllowancePlanUse,
  type AllowanceUseReport,
  type CheckInDay,
} from './report-charts';
import { reportCsvUrl } from './report-filters';
import { useReport, type ReportSectionProps } from './use-report';

// Counts are whole: the axis leaves out the halves nivo's ticks may fall on.
const count = (value: number) => (Number.isInteger(value) ? String(value) : '');
const percent = (value: number) => `${value}%`;

const ALLOWANCE_SERIES: BarSeries<AllowancePlanUse>[] = ALLOWANCE_FIGURES.map(({ key, label }) => ({
  label: `${label} used`,
  value: (plan) => usedPercentOf(useOf(plan, key)),
}));

const ALLOWANCE_COLUMNS: FigureColumn<AllowancePlanUse>[] = [
  { header: 'Plan', value: (plan) => plan.planName },
  { header: 'Members', value: (plan) => plan.members, numeric: true },
  { header: 'Periods begun', value: (plan) => plan.periods, numeric: true },
  ...ALLOWANCE_FIGURES.map(({ key, label }) => ({
    header: `${label} used of included`,
    value: (plan: AllowancePlanUse) => allowanceUseText(useOf(plan, key)),
    numeric: true,
  })),
];

function allowanceFigures(report: AllowanceUseReport) {
  return (
    <FiguresTable
      caption="Allowance used of what the membership periods begun in the range include, per plan"
      columns={ALLOWANCE_COLUMNS}
      rows={report.plans ?? []}
      rowKey={(plan) => plan.planId}
    />
  );
}

/** Per main plan: the desk days, meeting-room hours and guest passes members used, against what their plan includes. */
export function AllowanceUseSection({ filters, enabled }: ReportSectionProps) {
  const report = useReport('allowance-use', filters, enabled);
  const data = report.data;
  const charted = data ? plansWithFigures(data) : [];
  return (
    <ReportSection
      title="Allowance use per plan"
      description="What members used of their plan's allowance: desk days and meeting-room hours booked for dates in the range (cancellations given back) and guest passes for its dates, against what the membership periods begun in the range include. Unlimited desk days have no share."
      csvHref={reportCsvUrl('allowance-use', filters)}
      query={report}
      summary={data && allowanceSummary(data)}
      chart={
        charted.length > 0 && (
          <BandBarChart
            rows={charted}
            band={(plan) => plan.planName}
            series={ALLOWANCE_SERIES}
            format={percent}
            maxValue={100}
          />
        )
      }
      figures={data && (data.plans ?? []).length > 0 ? () => allowanceFigures(data) : undefined}
    />
  );
}

type CheckInPeriod = CheckInDay & { period: string };

const CHECK_IN_SERIES: BarSeries<CheckInPeriod>[] = [
  { label: 'Expected', value: (day) => day.expected },
  { label: 'Checked in', value: (day) => day.checkedIn },
  // Today and later have no no-shows yet (they may still come).
  { label: 'No-shows', value: (day) => day.noShows ?? 0 },
];

/** Per Nairobi day: the visits expected, the check-ins at the front desk, and the no-shows of the days that are over. */
export function CheckInsSection({ filters, enabled }: ReportSectionProps) {
  const report = useReport('check-ins', filters, enabled);
  const series = report.data && checkInSeries(report.data);
  return (
    <TimeSeriesSection
      title="Check-ins and no-shows"
      description="Visits expected each day (confirmed bookings, confirmed tours and members' guests) against the check-ins at the front desk. A visit without a check-in is a no-show once its day is over."
      csvHref={reportCsvUrl('check-ins', filters)}
      query={{ ...report, data: series }}
      summary={checkInsSummary}
      series={CHECK_IN_SERIES}
      format={count}
      caption="Expected visits, check-ins and no-shows per day"
      columns={[
        { header: 'Expected', value: (day) => day.expected, numeric: true },
        { header: 'Bookings', value: (day) => day.bookings, numeric: true },
        { header: 'Tours', value: (day) => day.tours, numeric: true },
        { header: 'Guests', value: (day) => day.guests, numeric: true },
        { header: 'Checked in', value: (day) => day.checkedIn, numeric: true },
        { header: 'No-shows', value: (day) => day.noShows ?? '—', numeric: true },
      ]}
    />
  );
}
