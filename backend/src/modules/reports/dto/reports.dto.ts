import {
  BILLING_CYCLES,
  type BillingCycle,
  MEMBERSHIP_PERIODS,
  type MembershipPeriod,
  REPORT_INTERVALS,
  type ReportInterval,
  SPACE_TYPES,
} from '@coworking/domain';
import { ApiProperty } from '@nestjs/swagger';

const PERIOD_DESCRIPTION = 'The first venue date of the bucket: the day, the Monday of the week, the 1st of the month';

/** What every report answers besides its figures: the range it covers. */
class ReportRangeDto {
  @ApiProperty({ example: '2026-11-01' }) from!: string;
  @ApiProperty({ example: '2026-11-30' }) to!: string;
}

class ReportSeriesDto extends ReportRangeDto {
  @ApiProperty({ enum: REPORT_INTERVALS, enumName: 'ReportInterval' }) interval!: ReportInterval;
}

export class OccupancyHourCellDto {
  @ApiProperty({ example: '2026-11-04' }) date!: string;
  @ApiProperty({ minimum: 0, maximum: 23, description: 'Venue hour: 10 is 10:00–11:00 Nairobi time' }) hour!: number;
  @ApiProperty({ description: 'Instance-hours booked in the hour (two desks for half of it: 1)' }) bookedHours!: number;
  @ApiProperty({ description: 'bookedHours as a share of the instances, 0–100, one decimal' })
  occupancyPercent!: number;
}

export class OccupancyByHourDto extends ReportRangeDto {
  @ApiProperty({ description: 'Instances of the hourly spaces counted (active, or booked in the range)' })
  instances!: number;
  @ApiProperty({ type: [OccupancyHourCellDto], description: 'Every date × hour 0–23 of the range, in order' })
  cells!: OccupancyHourCellDto[];
}

export class ReportSpaceDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: SPACE_TYPES, enumName: 'SpaceType' }) type!: string;
  @ApiProperty({ enum: BILLING_CYCLES, enumName: 'BillingCycle' }) billingCycle!: BillingCycle;
  @ApiProperty({ description: 'Instances counted (active, or booked in the range)' }) instances!: number;
}

export class OccupancyDayCellDto {
  @ApiProperty({ example: '2026-11-04' }) date!: string;
  @ApiProperty({ format: 'uuid' }) spaceId!: string;
  @ApiProperty({ description: 'Instances of the space booked for (part of) the day' }) occupied!: number;
  @ApiProperty({ description: 'occupied as a share of the instances, 0–100, one decimal' }) occupancyPercent!: number;
}

export class OccupancyBySpaceDto extends ReportRangeDto {
  @ApiProperty({ type: [ReportSpaceDto], description: 'The daily and monthly spaces, in display order' })
  spaces!: ReportSpaceDto[];
  @ApiProperty({ type: [OccupancyDayCellDto], description: 'Every date × space of the range' })
  cells!: OccupancyDayCellDto[];
}

export class RevenuePeriodDto {
  @ApiProperty({ example: '2026-11-02', description: PERIOD_DESCRIPTION }) period!: string;
  @ApiProperty({ description: 'Successful payments of more than nothing' }) payments!: number;
  @ApiProperty({ description: 'KES cents paid' }) totalCents!: number;
  @ApiProperty({ description: 'KES cents for bookings' }) bookingsCents!: number;
  @ApiProperty({ description: 'KES cents for memberships' }) membershipsCents!: number;
  @ApiProperty({ description: 'KES cents for events' }) eventsCents!: number;
  @ApiProperty({ description: 'KES cents paid by card' }) cardCents!: number;
  @ApiProperty({ description: 'KES cents paid by M-Pesa (through Paystack or to the till)' }) mpesaCents!: number;
  @ApiProperty({ description: 'KES cents paid in cash' }) cashCents!: number;
  @ApiProperty({ description: 'KES cents paid by bank (transfer, EFT, Paystack bank)' }) bankCents!: number;
  @ApiProperty({ description: 'KES cents paid otherwise (USSD, QR, …) or by no recorded channel' }) otherCents!: number;
}

export class RevenueReportDto extends ReportSeriesDto {
  @ApiProperty({ type: [RevenuePeriodDto] }) periods!: RevenuePeriodDto[];
}

export class RefundPeriodDto {
  @ApiProperty({ example: '2026-11-02', description: PERIOD_DESCRIPTION }) period!: string;
  @ApiProperty({ description: 'Refunds paid out' }) refunds!: number;
  @ApiProperty({ description: 'KES cents paid back' }) refundedCents!: number;
  @ApiProperty({ description: 'KES cents paid back for bookings' }) bookingsCents!: number;
  @ApiProperty({ description: 'KES cents paid back for memberships' }) membershipsCents!: number;
  @ApiProperty({ description: 'KES cents paid back for events' }) eventsCents!: number;
}

export class RefundsReportDto extends ReportSeriesDto {
  @ApiProperty({ type: [RefundPeriodDto] }) periods!: RefundPeriodDto[];
}

export class MembersPeriodDto {
  @ApiProperty({ example: '2026-11-02', description: PERIOD_DESCRIPTION }) period!: string;
  @ApiProperty({ description: 'First paid membership periods of people never paid up before' }) newMembers!: number;
  @ApiProperty({ description: 'Every other paid membership period: renewals and returning members' })
  renewals!: number;
}

export class MembersReportDto extends ReportSeriesDto {
  @ApiProperty({ type: [MembersPeriodDto] }) periods!: MembersPeriodDto[];
}

export class ToursPeriodDto {
  @ApiProperty({ example: '2026-11-02', description: `${PERIOD_DESCRIPTION}; tours count on their tour date` })
  period!: string;
  @ApiProperty({ description: 'Tours booked for the period and not cancelled' }) tours!: number;
  @ApiProperty({ description: 'Of them, visitors whose first paid membership came after they asked for the tour' })
  converted!: number;
  @ApiProperty({ description: 'converted as a share of tours, 0–100, one decimal' }) conversionPercent!: number;
}

export class ToursReportDto extends ReportSeriesDto {
  @ApiProperty({ type: [ToursPeriodDto] }) periods!: ToursPeriodDto[];
}

/** One allowance of a plan over the range: included (null when unlimited) and used. */
export class AllowanceUseDto {
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'The per-period amount times the membership periods begun in the range; null when unlimited',
  })
  included!: number | null;
  @ApiProperty({ description: 'Used on booked dates (or guest visit dates) in the range, cancellations given back' })
  used!: number;
  @ApiProperty({ description: 'Desk days without limit (always false for meeting-room hours and guest passes)' })
  unlimited!: boolean;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'used as a share of included, 0–100+ with one decimal; null when unlimited or nothing included',
  })
  usedPercent!: number | null;
}

export class AllowancePlanUseDto {
  @ApiProperty({ format: 'uuid' }) planId!: string;
  @ApiProperty({ example: 'Flexible' }) planName!: string;
  @ApiProperty({ enum: MEMBERSHIP_PERIODS, enumName: 'PlanPeriod' }) period!: MembershipPeriod;
  @ApiProperty({ description: 'Memberships on the plan with a period that began in the range' }) members!: number;
  @ApiProperty({ description: 'Membership periods that began in the range (what `included` counts)' })
  periods!: number;
  @ApiProperty({ type: AllowanceUseDto, description: 'Desk days (hot desk and dedicated desk dates)' })
  deskDays!: AllowanceUseDto;
  @ApiProperty({ type: AllowanceUseDto, description: 'Meeting-room hours (meeting rooms and phone booths)' })
  meetingRoomHours!: AllowanceUseDto;
  @ApiProperty({ type: AllowanceUseDto, description: 'Guest passes' })
  guestPasses!: AllowanceUseDto;
}

export class AllowanceUseReportDto extends ReportRangeDto {
  @ApiProperty({
    type: [AllowancePlanUseDto],
    description: 'Every main plan (add-ons give no allowance) in display order; a deleted one only with figures',
  })
  plans!: AllowancePlanUseDto[];
}

export class CheckInDayDto {
  @ApiProperty({ example: '2026-11-04', description: 'Venue (Nairobi) date' }) date!: string;
  @ApiProperty({ description: 'Visits expected: bookings + tours + guests' }) expected!: number;
  @ApiProperty({ description: 'Confirmed booking groups with a booked row on the date (members’ ones included)' })
  bookings!: number;
  @ApiProperty({ description: 'Confirmed tours on the date' }) tours!: number;
  @ApiProperty({ description: 'Guest passes for the date, not cancelled' }) guests!: number;
  @ApiProperty({ description: 'Check-ins recorded at the front desk on the date' }) checkedIn!: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Expected visits without a check-in on the date; null for today and later (they may still come)',
  })
  noShows!: number | null;
}

export class CheckInTotalsDto {
  @ApiProperty() expected!: number;
  @ApiProperty() bookings!: number;
  @ApiProperty() tours!: number;
  @ApiProperty() guests!: number;
  @ApiProperty() checkedIn!: number;
  @ApiProperty({ description: 'No-shows of the days before today' }) noShows!: number;
}

export class CheckInsReportDto extends ReportRangeDto {
  @ApiProperty({ type: [CheckInDayDto], description: 'Every date of the range, in order' }) days!: CheckInDayDto[];
  @ApiProperty({ type: CheckInTotalsDto }) totals!: CheckInTotalsDto;
}
