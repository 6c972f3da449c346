import type { ReportInterval } from 'admin-kit/rules';
import { BandBarChart, type BarSeries } from './BandBarChart';
import { periodLabel } from './report-charts';

export type { BarSeries } from './BandBarChart';

interface PeriodBarChartProps<Period extends { period: string }> {
  periods: readonly Period[];
  interval: ReportInterval;
  series: readonly BarSeries<Period>[];
  /** Stacked bars add up to the period's total; otherwise they stand side by side. */
  stacked?: boolean;
  format: (value: number) => string;
}

/** A time series as bars, one band per day, week or month of the range, with a legend of its series. */
export function PeriodBarChart<Period extends { period: string }>({
  periods,
  interval,
  series,
  stacked = false,
  format,
}: PeriodBarChartProps<Period>) {
  return (
    <BandBarChart
      rows={periods}
      band={(period) => periodLabel(period.period, interval)}
      series={series}
      stacked={stacked}
      format={format}
      timeline
    />
  );
}
