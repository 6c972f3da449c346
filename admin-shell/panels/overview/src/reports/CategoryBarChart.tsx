import { Box, useTheme } from '@mui/material';
import { ResponsiveBar } from '@nivo/bar';

export interface CategorySeries<Row> {
  label: string;
  value: (row: Row) => number;
}

interface CategoryBarChartProps<Row> {
  rows: readonly Row[];
  /** The band's name under the axis (a plan's name). */
  category: (row: Row) => string;
  series: readonly CategorySeries<Row>[];
  format: (value: number) => string;
  /** The largest value of the axis when it has a natural one (100 for percentages). */
  maxValue?: number;
}

/** Grouped bars per category (nivo), one colour per series, with a legend: the same look as the period charts. */
export function CategoryBarChart<Row>({ rows, category, series, format, maxValue }: CategoryBarChartProps<Row>) {
  const theme = useTheme();
  const data = rows.map((row) => ({
    category: category(row),
    ...Object.fromEntries(series.map((one) => [one.label, one.value(row)])),
  }));
  // A natural top (100%) still gives way to a larger value (more used than included).
  const highest = Math.max(0, ...rows.flatMap((row) => series.map((one) => one.value(row))));
  const colours = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.success.main];
  return (
    <Box sx={{ height: 320 }}>
      <ResponsiveBar
        data={data}
        keys={series.map((one) => one.label)}
        indexBy="category"
        groupMode="grouped"
        margin={{ top: 8, right: 16, bottom: 72, left: 64 }}
        padding={0.25}
        colors={colours}
        // The card's chart box is the image, named by the heading and described by the summary.
        role="presentation"
        animate={false}
        enableLabel={false}
        valueFormat={format}
        valueScale={{ type: 'linear', min: 0, max: maxValue === undefined ? 'auto' : Math.max(maxValue, highest) }}
        axisBottom={{ tickSize: 4 }}
        axisLeft={{ tickSize: 4, tickValues: 5, format }}
        gridYValues={5}
        legends={[
          {
            dataFrom: 'keys',
            anchor: 'bottom',
            direction: 'row',
            translateY: 64,
            itemWidth: 150,
            itemHeight: 18,
            symbolSize: 12,
          },
        ]}
        theme={{ text: { fontFamily: theme.typography.fontFamily, fill: theme.palette.text.secondary } }}
      />
    </Box>
  );
}
