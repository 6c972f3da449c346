import { Box, useTheme } from '@mui/material';
import { ResponsiveBar } from '@nivo/bar';
import type { ReportInterval } from 'admin-kit/rules';
import { periodLabel } from './report-charts';

export interface BarSeries<Period> {
  label: string;
  value: (period: Period) => number;
}

interface PeriodBarChartProps<Period extends { period: string }> {
  periods: readonly Period[];
  interval: ReportInterval;
  series: readonly BarSeries<Period>[];
  /** Stacked bars add up to the period's total; otherwise they stand side by side. */
  stacked?: boolean;
  format: (value: number) => string;
}

/** Beyond this many bars the axis names every seventh period. */
const LABEL_EVERY_PERIOD = 31;

/** A time series as bars (nivo), one band per day, week or month of the range, with a legend of its series. */
export function PeriodBarChart<Period extends { period: string }>({
  periods,
  interval,
  series,
  stacked = false,
  format,
}: PeriodBarChartProps<Period>) {
  const theme = useTheme();
  const data = periods.map((period) => ({
    period: periodLabel(period.period, interval),
    ...Object.fromEntries(series.map((one) => [one.label, one.value(period)])),
  }));
  const labels = data.map((row) => row.period);
  const shown = labels.length > LABEL_EVERY_PERIOD ? labels.filter((_, index) => index % 7 === 0) : labels;
  const colours = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
    theme.palette.info.main,
  ];
  return (
    <Box sx={{ height: 320 }}>
      <ResponsiveBar
        data={data}
        keys={series.map((one) => one.label)}
        indexBy="period"
        groupMode={stacked ? 'stacked' : 'grouped'}
        margin={{ top: 8, right: 16, bottom: 88, left: 88 }}
        padding={0.25}
        colors={colours}
        // The card's chart box is the image, named by the heading and described by the summary.
        role="presentation"
        animate={false}
        enableLabel={false}
        valueFormat={format}
        axisBottom={{ tickRotation: -45, tickSize: 4, tickValues: shown }}
        axisLeft={{ tickSize: 4, tickValues: 5, format }}
        gridYValues={5}
        legends={[
          {
            dataFrom: 'keys',
            anchor: 'bottom',
            direction: 'row',
            translateY: 84,
            itemWidth: 110,
            itemHeight: 18,
            symbolSize: 12,
          },
        ]}
        theme={{ text: { fontFamily: theme.typography.fontFamily, fill: theme.palette.text.secondary } }}
      />
    </Box>
  );
}
