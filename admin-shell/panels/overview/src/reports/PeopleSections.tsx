import type { BarSeries } from './PeriodBarChart';
import type { FigureColumn } from './ReportSection';
import { TimeSeriesSection } from './TimeSeriesSection';
import { membersSummary, toursSummary, type MembersReport, type ToursReport } from './report-charts';
import { reportCsvUrl } from './report-filters';
import { useReport, type ReportSectionProps } from './use-report';

type MembersPeriod = MembersReport['periods'][number];
type ToursPeriod = ToursReport['periods'][number];

// Counts are whole: the axis leaves out the halves nivo's ticks may fall on.
const count = (value: number) => (Number.isInteger(value) ? String(value) : '');

/** A series' counts as a column of the figures table, under the same name as in the chart. */
const countColumn = <Period,>({ label, value }: BarSeries<Period>): FigureColumn<Period> => ({
  header: label,
  value,
  numeric: true,
});

const MEMBER_SERIES: BarSeries<MembersPeriod>[] = [
  { label: 'New members', value: (period) => period.newMembers },
  { label: 'Renewals', value: (period) => period.renewals },
];

const TOUR_SERIES: BarSeries<ToursPeriod>[] = [
  { label: 'Tours', value: (period) => period.tours },
  { label: 'Became members', value: (period) => period.converted },
];

/** Paid membership periods: members joining for the first time, and everyone else's renewals. */
export function MembersSection({ filters, enabled }: ReportSectionProps) {
  return (
    <TimeSeriesSection
      title="New and renewing members"
      description="Membership periods paid for, on the day they were paid: a person's first paid membership is new; every later period (a renewal, or a returning member's new plan) is a renewal."
      csvHref={reportCsvUrl('members', filters)}
      query={useReport('members', filters, enabled)}
      summary={membersSummary}
      series={MEMBER_SERIES}
      format={count}
      caption="New members and renewals per period"
      columns={MEMBER_SERIES.map(countColumn)}
    />
  );
}

/** Tours on their date, and how many of the visitors paid for a first membership after asking for the tour. */
export function ToursSection({ filters, enabled }: ReportSectionProps) {
  return (
    <TimeSeriesSection
      title="Tour-to-member conversion"
      description="Tours that were not cancelled, on the tour's date, and the visitors (by e-mail) whose first paid membership came after they asked for the tour."
      csvHref={reportCsvUrl('tours', filters)}
      query={useReport('tours', filters, enabled)}
      summary={toursSummary}
      series={TOUR_SERIES}
      format={count}
      caption="Tours and conversions per period"
      columns={[
        ...TOUR_SERIES.map(countColumn),
        { header: 'Conversion', value: (period) => `${period.conversionPercent}%`, numeric: true },
      ]}
    />
  );
}
