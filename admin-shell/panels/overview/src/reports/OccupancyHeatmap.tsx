import { Box, useTheme } from '@mui/material';
import { HeatMap } from '@nivo/heatmap';
import { shortDate, type HeatmapRow } from './report-charts';

const CELL_WIDTH = 26;
const CELL_HEIGHT = 22;
const MARGIN = { top: 8, right: 16, bottom: 64, left: 120 };
/** Beyond this many dates the axis names every seventh one. */
const LABEL_EVERY_DATE = 31;

interface OccupancyHeatmapProps {
  rows: HeatmapRow[];
  /** How a row's id reads on the axis (a space's name for its id). */
  rowLabel?: (id: string) => string;
}

/**
 * Occupancy as a heatmap (nivo): one column per venue date, one row per hour or space, darker the fuller. Wider
 * than the card for long ranges, so it scrolls sideways.
 */
export function OccupancyHeatmap({ rows, rowLabel = (id) => id }: OccupancyHeatmapProps) {
  const theme = useTheme();
  const dates = rows[0]?.data.map((cell) => cell.x) ?? [];
  const labelled = dates.length > LABEL_EVERY_DATE ? dates.filter((_, index) => index % 7 === 0) : dates;
  const width = MARGIN.left + MARGIN.right + Math.max(dates.length, 7) * CELL_WIDTH;
  const height = MARGIN.top + MARGIN.bottom + Math.max(rows.length, 1) * CELL_HEIGHT;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <HeatMap
        data={rows}
        width={width}
        height={height}
        margin={MARGIN}
        // The card's chart box is the image, named by the heading and described by the summary.
        role="presentation"
        animate={false}
        enableLabels={false}
        valueFormat={(value) => `${value}%`}
        colors={{ type: 'sequential', scheme: 'blues', minValue: 0, maxValue: 100 }}
        emptyColor={theme.palette.grey[100]}
        borderWidth={1}
        borderColor={theme.palette.background.paper}
        axisTop={null}
        axisBottom={{ tickRotation: -45, tickSize: 4, tickValues: labelled, format: (date) => shortDate(String(date)) }}
        axisLeft={{ tickSize: 4, format: (id) => rowLabel(String(id)) }}
        theme={{ text: { fontFamily: theme.typography.fontFamily, fill: theme.palette.text.secondary } }}
      />
    </Box>
  );
}
