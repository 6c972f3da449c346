import { FiguresTable, type FigureColumn } from './ReportSection';
import { ReportSection } from './ReportSection';
import { OccupancyHeatmap } from './OccupancyHeatmap';
import {
  dayName,
  heatmapHours,
  hourHeatmap,
  hourLabel,
  hourSummary,
  reportDates,
  spaceHeatmap,
  spaceSummary,
  type HourReport,
  type SpaceReport,
} from './report-charts';
import { reportCsvUrl } from './report-filters';
import { useReport, type ReportSectionProps } from './use-report';

function hourFigures(report: HourReport) {
  const percent = new Map(report.cells.map((cell) => [`${cell.date} ${cell.hour}`, cell.occupancyPercent]));
  const columns: FigureColumn<string>[] = [
    { header: 'Date', value: dayName },
    ...heatmapHours(report).map((hour) => ({
      header: hourLabel(hour),
      value: (date: string) => `${percent.get(`${date} ${hour}`) ?? 0}%`,
      numeric: true,
    })),
  ];
  return (
    <FiguresTable
      caption="Share of the hourly spaces booked, per date and hour"
      columns={columns}
      rows={reportDates(report)}
      rowKey={(date) => date}
    />
  );
}

function spaceFigures(report: SpaceReport) {
  const cells = new Map(report.cells.map((cell) => [`${cell.date} ${cell.spaceId}`, cell]));
  const columns: FigureColumn<string>[] = [
    { header: 'Date', value: dayName },
    ...report.spaces.map((space) => ({
      header: space.name,
      value: (date: string) => {
        const cell = cells.get(`${date} ${space.id}`);
        return `${cell?.occupied ?? 0} of ${space.instances} (${cell?.occupancyPercent ?? 0}%)`;
      },
      numeric: true,
    })),
  ];
  return (
    <FiguresTable
      caption="Units of the daily and monthly spaces booked, per date and space"
      columns={columns}
      rows={reportDates(report)}
      rowKey={(date) => date}
    />
  );
}

/** Day × hour occupancy of the hourly spaces (meeting rooms, booths). */
export function OccupancyByHourSection({ filters, enabled }: ReportSectionProps) {
  const report = useReport('occupancy-by-hour', filters, enabled);
  const data = report.data;
  return (
    <ReportSection
      title="Occupancy by hour"
      description="Hourly spaces: the share of their units booked in each hour, Nairobi time. Paid and confirmed bookings count; unpaid holds do not."
      csvHref={reportCsvUrl('occupancy-by-hour', filters)}
      query={report}
      summary={data && hourSummary(data)}
      chart={data && data.instances > 0 && <OccupancyHeatmap rows={hourHeatmap(data)} />}
      figures={data && data.instances > 0 ? () => hourFigures(data) : undefined}
    />
  );
}

/** Day × space occupancy of the daily and monthly spaces (desks, offices). */
export function OccupancyBySpaceSection({ filters, enabled }: ReportSectionProps) {
  const report = useReport('occupancy-by-space', filters, enabled);
  const data = report.data;
  const names = new Map(data?.spaces.map((space) => [space.id, space.name]));
  return (
    <ReportSection
      title="Occupancy by space"
      description="Daily and monthly spaces: the share of each space's units booked for (part of) each day. Paid and confirmed bookings count; unpaid holds do not."
      csvHref={reportCsvUrl('occupancy-by-space', filters)}
      query={report}
      summary={data && spaceSummary(data)}
      chart={
        data &&
        data.spaces.length > 0 && <OccupancyHeatmap rows={spaceHeatmap(data)} rowLabel={(id) => names.get(id) ?? id} />
      }
      figures={data && data.spaces.length > 0 ? () => spaceFigures(data) : undefined}
    />
  );
}
