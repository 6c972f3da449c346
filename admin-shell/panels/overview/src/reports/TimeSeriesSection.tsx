import type { ReportInterval } from 'admin-kit/rules';
import { PeriodBarChart, type BarSeries } from './PeriodBarChart';
import { FiguresTable, ReportSection, type FigureColumn, type ReportQueryState } from './ReportSection';
import { periodLabel } from './report-charts';

interface TimeSeries {
  interval: ReportInterval;
  periods: { period: string }[];
}

type PeriodOf<Report extends TimeSeries> = Report['periods'][number];

interface TimeSeriesSectionProps<Report extends TimeSeries, Period extends PeriodOf<Report> = PeriodOf<Report>> {
  title: string;
  description: string;
  csvHref: string;
  query: ReportQueryState & { data?: Report };
  summary: (report: Report) => string;
  series: readonly BarSeries<Period>[];
  stacked?: boolean;
  /** How the axis and tooltips write a value. */
  format: (value: number) => string;
  /** The figures table: its caption and its columns after the period's. */
  caption: string;
  columns: readonly FigureColumn<Period>[];
}

/** A report over days, weeks or months: bars per period, and the same figures as a table with the period first. */
export function TimeSeriesSection<Report extends TimeSeries, Period extends PeriodOf<Report> = PeriodOf<Report>>({
  title,
  description,
  csvHref,
  query,
  summary,
  series,
  stacked,
  format,
  caption,
  columns,
}: TimeSeriesSectionProps<Report, Period>) {
  const data = query.data;
  return (
    <ReportSection
      title={title}
      description={description}
      csvHref={csvHref}
      query={query}
      summary={data && summary(data)}
      chart={
        data && (
          <PeriodBarChart
            periods={data.periods as Period[]}
            interval={data.interval}
            series={series}
            stacked={stacked}
            format={format}
          />
        )
      }
      figures={
        data &&
        (() => (
          <FiguresTable
            caption={caption}
            columns={[
              { header: 'Period', value: (period: Period) => periodLabel(period.period, data.interval) },
              ...columns,
            ]}
            rows={data.periods as Period[]}
            rowKey={(period) => period.period}
          />
        ))
      }
    />
  );
}
