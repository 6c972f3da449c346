import {
  REVENUE_CHANNEL_LABELS,
  REVENUE_CHANNELS,
  REVENUE_PURPOSE_LABELS,
  REVENUE_PURPOSES,
  type RevenueChannel,
  type RevenuePurpose,
  pad2,
  reportRange,
  reportRangeProblem,
  revenueChannelOf,
  revenuePurposeOf,
} from '@coworking/domain';
import { Injectable, type StreamableFile } from '@nestjs/common';
import { Clock } from '../../common/clock/clock.js';
import { csvFile, type CsvColumn, csvKes, csvRowsOf } from '../../common/http/csv-export.js';
import { type ReportQueryDto, type ReportRangeQueryDto, type ReportSeriesQueryDto } from './dto/report-query.dto.js';
import {
  type AllowancePlanUseDto,
  type AllowanceUseDto,
  type AllowanceUseReportDto,
  type CheckInDayDto,
  type CheckInsReportDto,
  type MembersReportDto,
  type OccupancyByHourDto,
  type OccupancyBySpaceDto,
  type OccupancyDayCellDto,
  type OccupancyHourCellDto,
  type RefundPeriodDto,
  type RefundsReportDto,
  type ReportSpaceDto,
  type RevenuePeriodDto,
  type RevenueReportDto,
  type ToursReportDto,
} from './dto/reports.dto.js';
import {
  type AllowanceUseRow,
  type CheckInDayRow,
  type MoneyRow,
  type ReportScope,
  ReportsRepository,
} from './reports.repository.js';
import { REPORTS_ERRORS } from './reports.errors.js';

type PurposeCents = `${RevenuePurpose}Cents`;
type ChannelCents = `${RevenueChannel}Cents`;

const purposeKey = (purpose: RevenuePurpose): PurposeCents => `${purpose}Cents`;
const channelKey = (channel: RevenueChannel): ChannelCents => `${channel}Cents`;

function emptyRevenue(period: string): RevenuePeriodDto {
  const empty = { period, payments: 0, totalCents: 0 } as RevenuePeriodDto;
  for (const purpose of REVENUE_PURPOSES) empty[purposeKey(purpose)] = 0;
  for (const channel of REVENUE_CHANNELS) empty[channelKey(channel)] = 0;
  return empty;
}

function emptyRefunds(period: string): RefundPeriodDto {
  const empty = { period, refunds: 0, refundedCents: 0 } as RefundPeriodDto;
  for (const purpose of REVENUE_PURPOSES) empty[purposeKey(purpose)] = 0;
  return empty;
}

/** SQL's money rows (one per period, purpose and channel) as one record per period, in order. */
function byPeriod<Period extends { period: string }>(
  rows: MoneyRow[],
  empty: (period: string) => Period,
  add: (period: Period, row: MoneyRow & { purpose: string }) => void,
): Period[] {
  const periods = new Map<string, Period>();
  for (const row of rows) {
    const period = periods.get(row.period) ?? empty(row.period);
    periods.set(row.period, period);
    if (row.purpose !== null) add(period, row as MoneyRow & { purpose: string });
  }
  return [...periods.values()];
}

/** A money column: KES as a number a spreadsheet sums. */
const kesColumn = <Row>(label: string, cents: (row: Row) => number): CsvColumn<Row> => ({
  header: `${label} (KES)`,
  value: (row) => csvKes(cents(row)),
});

const REVENUE_CSV: CsvColumn<RevenuePeriodDto>[] = [
  { header: 'Period', value: (row) => row.period },
  { header: 'Payments', value: (row) => row.payments },
  kesColumn('Total', (row) => row.totalCents),
  ...REVENUE_PURPOSES.map((purpose) =>
    kesColumn<RevenuePeriodDto>(REVENUE_PURPOSE_LABELS[purpose], (row) => row[purposeKey(purpose)]),
  ),
  ...REVENUE_CHANNELS.map((channel) =>
    kesColumn<RevenuePeriodDto>(REVENUE_CHANNEL_LABELS[channel], (row) => row[channelKey(channel)]),
  ),
];

const REFUNDS_CSV: CsvColumn<RefundPeriodDto>[] = [
  { header: 'Period', value: (row) => row.period },
  { header: 'Refunds', value: (row) => row.refunds },
  kesColumn('Refunded', (row) => row.refundedCents),
  ...REVENUE_PURPOSES.map((purpose) =>
    kesColumn<RefundPeriodDto>(REVENUE_PURPOSE_LABELS[purpose], (row) => row[purposeKey(purpose)]),
  ),
];

const HOURS_CSV: CsvColumn<OccupancyHourCellDto & { instances: number }>[] = [
  { header: 'Date', value: (row) => row.date },
  { header: 'Hour', value: (row) => `${pad2(row.hour)}:00` },
  { header: 'Booked instance-hours', value: (row) => row.bookedHours },
  { header: 'Instances', value: (row) => row.instances },
  { header: 'Occupancy %', value: (row) => row.occupancyPercent },
];

const SPACE_DAYS_CSV: CsvColumn<OccupancyDayCellDto & { space: ReportSpaceDto }>[] = [
  { header: 'Date', value: (row) => row.date },
  { header: 'Space', value: (row) => row.space.name },
  { header: 'Type', value: (row) => row.space.type },
  { header: 'Billing', value: (row) => row.space.billingCycle },
  { header: 'Occupied instances', value: (row) => row.occupied },
  { header: 'Instances', value: (row) => row.space.instances },
  { header: 'Occupancy %', value: (row) => row.occupancyPercent },
];

const MEMBERS_CSV: CsvColumn<MembersReportDto['periods'][number]>[] = [
  { header: 'Period', value: (row) => row.period },
  { header: 'New members', value: (row) => row.newMembers },
  { header: 'Renewals', value: (row) => row.renewals },
];

const TOURS_CSV: CsvColumn<ToursReportDto['periods'][number]>[] = [
  { header: 'Period', value: (row) => row.period },
  { header: 'Tours', value: (row) => row.tours },
  { header: 'Converted', value: (row) => row.converted },
  { header: 'Conversion %', value: (row) => row.conversionPercent },
];

/** One allowance over the range: the per-period amount times the periods begun in it, against what was used. */
function allowanceUse(perPeriod: number, periods: number, used: number, unlimited = false): AllowanceUseDto {
  if (unlimited) return { included: null, used, unlimited: true, usedPercent: null };
  const included = perPeriod * periods;
  return {
    included,
    used,
    unlimited: false,
    usedPercent: included > 0 ? Math.round((used * 1000) / included) / 10 : null,
  };
}

function toAllowancePlanUse(row: AllowanceUseRow): AllowancePlanUseDto {
  const periods = Number(row.periods);
  return {
    planId: row.id,
    planName: row.name,
    period: row.period,
    members: Number(row.members),
    periods,
    deskDays: allowanceUse(row.desk_days_per_period, periods, Number(row.desk_days_used), row.unlimited_desk_days),
    meetingRoomHours: allowanceUse(row.meeting_room_hours_per_period, periods, Number(row.meeting_room_hours_used)),
    guestPasses: allowanceUse(row.guest_passes_per_period, periods, Number(row.guest_passes_used)),
  };
}

/** A day's expected visits against its check-ins; no-shows only once the day is over (before `today`). */
function toCheckInDay(row: CheckInDayRow, today: string): CheckInDayDto {
  const expected = row.bookings + row.tours + row.guests;
  return {
    date: row.date,
    expected,
    bookings: row.bookings,
    tours: row.tours,
    guests: row.guests,
    checkedIn: row.check_ins,
    noShows: row.date < today ? expected - row.expected_checked_in : null,
  };
}

/** An allowance's included amount in a spreadsheet: a number, or the word when unlimited. */
const includedCell = (use: AllowanceUseDto) => (use.unlimited ? 'Unlimited' : use.included);

const ALLOWANCE_CSV: CsvColumn<AllowancePlanUseDto>[] = [
  { header: 'Plan', value: (row) => row.planName },
  { header: 'Period', value: (row) => row.period },
  { header: 'Members', value: (row) => row.members },
  { header: 'Periods begun', value: (row) => row.periods },
  { header: 'Desk days included', value: (row) => includedCell(row.deskDays) },
  { header: 'Desk days used', value: (row) => row.deskDays.used },
  { header: 'Meeting-room hours included', value: (row) => includedCell(row.meetingRoomHours) },
  { header: 'Meeting-room hours used', value: (row) => row.meetingRoomHours.used },
  { header: 'Guest passes included', value: (row) => includedCell(row.guestPasses) },
  { header: 'Guest passes used', value: (row) => row.guestPasses.used },
];

const CHECK_INS_CSV: CsvColumn<CheckInDayDto>[] = [
  { header: 'Date', value: (row) => row.date },
  { header: 'Expected', value: (row) => row.expected },
  { header: 'Bookings', value: (row) => row.bookings },
  { header: 'Tours', value: (row) => row.tours },
  { header: 'Guests', value: (row) => row.guests },
  { header: 'Checked in', value: (row) => row.checkedIn },
  { header: 'No-shows', value: (row) => row.noShows },
];

/** The back-office reports: the range checked, the SQL's figures shaped per period, and each as a CSV file. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly repository: ReportsRepository,
    private readonly clock: Clock,
  ) {}

  /** The query's range (the last 30 days by default) and filters, or 400 naming what is wrong. */
  private scopeOf(query: ReportQueryDto): ReportScope {
    const range = reportRange(query, this.clock.today());
    const problem = reportRangeProblem(range);
    if (problem) throw REPORTS_ERRORS.rangeInvalid(problem);
    return { ...range, spaceId: query.spaceId, spaceType: query.spaceType };
  }

  async occupancyByHour(query: ReportQueryDto): Promise<OccupancyByHourDto> {
    const scope = this.scopeOf(query);
    const rows = await this.repository.occupancyByHour(scope);
    return {
      from: scope.from,
      to: scope.to,
      instances: Number(rows[0]?.instances ?? 0),
      cells: rows.map((row) => ({
        date: row.date,
        hour: row.hour,
        bookedHours: Number(row.booked_hours),
        occupancyPercent: Number(row.occupancy_percent),
      })),
    };
  }

  async occupancyBySpace(query: ReportQueryDto): Promise<OccupancyBySpaceDto> {
    const scope = this.scopeOf(query);
    const [spaces, cells] = await Promise.all([
      this.repository.occupancySpaces(scope),
      this.repository.occupancyByDay(scope),
    ]);
    const order = new Map(spaces.map((space, index) => [space.id, index]));
    return {
      from: scope.from,
      to: scope.to,
      spaces: spaces.map((space) => ({
        id: space.id,
        name: space.name,
        type: space.type,
        billingCycle: space.billing_cycle,
        instances: Number(space.instances),
      })),
      cells: cells
        .map((cell) => ({
          date: cell.date,
          spaceId: cell.space_id,
          occupied: Number(cell.occupied),
          occupancyPercent: Number(cell.occupancy_percent),
        }))
        .sort((a, b) => a.date.localeCompare(b.date) || order.get(a.spaceId)! - order.get(b.spaceId)!),
    };
  }

  async revenue(query: ReportSeriesQueryDto): Promise<RevenueReportDto> {
    const scope = this.scopeOf(query);
    const interval = query.interval ?? 'day';
    const rows = await this.repository.revenue(scope, interval);
    const periods = byPeriod(rows, emptyRevenue, (period, row) => {
      const cents = Number(row.cents);
      period.payments += row.count;
      period.totalCents += cents;
      period[purposeKey(revenuePurposeOf(row.purpose))] += cents;
      period[channelKey(revenueChannelOf(row.channel))] += cents;
    });
    return { from: scope.from, to: scope.to, interval, periods };
  }

  async refunds(query: ReportSeriesQueryDto): Promise<RefundsReportDto> {
    const scope = this.scopeOf(query);
    const interval = query.interval ?? 'day';
    const rows = await this.repository.refunds(scope, interval);
    const periods = byPeriod(rows, emptyRefunds, (period, row) => {
      const cents = Number(row.cents);
      period.refunds += row.count;
      period.refundedCents += cents;
      period[purposeKey(revenuePurposeOf(row.purpose))] += cents;
    });
    return { from: scope.from, to: scope.to, interval, periods };
  }

  async members(query: ReportSeriesQueryDto): Promise<MembersReportDto> {
    const scope = this.scopeOf(query);
    const interval = query.interval ?? 'day';
    const rows = await this.repository.members(scope, interval);
    return {
      from: scope.from,
      to: scope.to,
      interval,
      periods: rows.map((row) => ({ period: row.period, newMembers: row.new_members, renewals: row.renewals })),
    };
  }

  async tours(query: ReportSeriesQueryDto): Promise<ToursReportDto> {
    const scope = this.scopeOf(query);
    const interval = query.interval ?? 'day';
    const rows = await this.repository.tours(scope, interval);
    return {
      from: scope.from,
      to: scope.to,
      interval,
      periods: rows.map((row) => ({
        period: row.period,
        tours: row.tours,
        converted: row.converted,
        conversionPercent: Number(row.conversion_percent),
      })),
    };
  }

  async allowanceUse(query: ReportRangeQueryDto): Promise<AllowanceUseReportDto> {
    const scope = this.scopeOf(query);
    const rows = await this.repository.allowanceUse(scope);
    return { from: scope.from, to: scope.to, plans: rows.map(toAllowancePlanUse) };
  }

  async checkIns(query: ReportRangeQueryDto): Promise<CheckInsReportDto> {
    const scope = this.scopeOf(query);
    const today = this.clock.today();
    const days = (await this.repository.checkInsByDay(scope)).map((row) => toCheckInDay(row, today));
    const sum = (value: (day: CheckInDayDto) => number) => days.reduce((total, day) => total + value(day), 0);
    return {
      from: scope.from,
      to: scope.to,
      days,
      totals: {
        expected: sum((day) => day.expected),
        bookings: sum((day) => day.bookings),
        tours: sum((day) => day.tours),
        guests: sum((day) => day.guests),
        checkedIn: sum((day) => day.checkedIn),
        noShows: sum((day) => day.noShows ?? 0),
      },
    };
  }

  async allowanceUseCsv(query: ReportRangeQueryDto): Promise<StreamableFile> {
    const report = await this.allowanceUse(query);
    return csvFile(`allowance-use-${report.from}-to-${report.to}`, ALLOWANCE_CSV, csvRowsOf(report.plans));
  }

  async checkInsCsv(query: ReportRangeQueryDto): Promise<StreamableFile> {
    const report = await this.checkIns(query);
    return csvFile(`check-ins-${report.from}-to-${report.to}`, CHECK_INS_CSV, csvRowsOf(report.days));
  }

  async occupancyByHourCsv(query: ReportQueryDto): Promise<StreamableFile> {
    const report = await this.occupancyByHour(query);
    const rows = report.cells.map((cell) => ({ ...cell, instances: report.instances }));
    return csvFile(`occupancy-by-hour-${report.from}-to-${report.to}`, HOURS_CSV, csvRowsOf(rows));
  }

  async occupancyBySpaceCsv(query: ReportQueryDto): Promise<StreamableFile> {
    const report = await this.occupancyBySpace(query);
    const spaces = new Map(report.spaces.map((space) => [space.id, space]));
    const rows = report.cells.map((cell) => ({ ...cell, space: spaces.get(cell.spaceId)! }));
    return csvFile(`occupancy-by-space-${report.from}-to-${report.to}`, SPACE_DAYS_CSV, csvRowsOf(rows));
  }

  async revenueCsv(query: ReportSeriesQueryDto): Promise<StreamableFile> {
    const report = await this.revenue(query);
    return csvFile(`revenue-${report.from}-to-${report.to}`, REVENUE_CSV, csvRowsOf(report.periods));
  }

  async refundsCsv(query: ReportSeriesQueryDto): Promise<StreamableFile> {
    const report = await this.refunds(query);
    return csvFile(`refunds-${report.from}-to-${report.to}`, REFUNDS_CSV, csvRowsOf(report.periods));
  }

  async membersCsv(query: ReportSeriesQueryDto): Promise<StreamableFile> {
    const report = await this.members(query);
    return csvFile(`members-${report.from}-to-${report.to}`, MEMBERS_CSV, csvRowsOf(report.periods));
  }

  async toursCsv(query: ReportSeriesQueryDto): Promise<StreamableFile> {
    const report = await this.tours(query);
    return csvFile(`tour-conversion-${report.from}-to-${report.to}`, TOURS_CSV, csvRowsOf(report.periods));
  }
}
