import { Box, useTheme } from '@mui/material';
import { ResponsiveBar } from '@nivo/bar';

export interface BarSeries<Row> {
  label: string;
  value: (row: Row) => number;
}

interface BandBarChartProps<Row> {
  rows: readonly Row[];
  /** The band's name under the axis: a day, week or month, or a plan's name. */
  band: (row: Row) => string;
  series: readonly BarSeries<Row>[];
  format: (value: number) => string;
  /** Stacked bars add up to the band's total; otherwise they stand side by side. */
  stacked?: boolean;
  /** The top of the axis when it has a natural one (100 for percentages); a larger value still shows whole. */
  maxValue?: number;
  /** Many long band names (dates) are slanted and, beyond a month of bands, only every seventh is named. */
  timeline?: boolean;
}

/** Beyond this many bands a timeline names every seventh. */
const LABEL_EVERY_BAND = 31;

/** Bars per band (nivo), one colour per series, with a legend: every chart of the Reports tab. */
export function BandBarChart<Row>({
  rows,
  band,
  series,
  format,
  stacked = false,
  maxValue,
  timeline = false,
}: BandBarChartProps<Row>) {
  const theme = useTheme();
  const data = rows.map((row) => ({
    band: band(row),
    ...Object.fromEntries(series.map((one) => [one.label, one.value(row)])),
  }));
  const labels = data.map((row) => row.band);
  const shown = labels.length > LABEL_EVERY_BAND ? labels.filter((_, index) => index % 7 === 0) : labels;
  const highest = Math.max(0, ...rows.flatMap((row) => series.map((one) => one.value(row))));
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
        indexBy="band"
        groupMode={stacked ? 'stacked' : 'grouped'}
        margin={{ top: 8, right: 16, bottom: timeline ? 88 : 72, left: timeline ? 88 : 64 }}
        padding={0.25}
        colors={colours}
        // The card's chart box is the image, named by the heading and described by the summary.
        role="presentation"
        animate={false}
        enableLabel={false}
        valueFormat={format}
        {...(maxValue === undefined
          ? {}
          : { valueScale: { type: 'linear', min: 0, max: Math.max(maxValue, highest) } as const })}
        axisBottom={timeline ? { tickRotation: -45, tickSize: 4, tickValues: shown } : { tickSize: 4 }}
        axisLeft={{ tickSize: 4, tickValues: 5, format }}
        gridYValues={5}
        legends={[
          {
            dataFrom: 'keys',
            anchor: 'bottom',
            direction: 'row',
            translateY: timeline ? 84 : 64,
            itemWidth: timeline ? 110 : 150,
            itemHeight: 18,
            symbolSize: 12,
          },
        ]}
        theme={{ text: { fontFamily: theme.typography.fontFamily, fill: theme.palette.text.secondary } }}
      />
    </Box>
  );
}
