import { applyDecorators, Controller, Get, Query, type StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CSV_EXPORT_PATH } from '../../common/http/csv-export.js';
import { RequirePermission } from '../identity/access/access-rule.decorator.js';
import { ReportQueryDto, ReportRangeQueryDto, ReportSeriesQueryDto } from './dto/report-query.dto.js';
import {
  AllowanceUseReportDto,
  CheckInsReportDto,
  MembersReportDto,
  OccupancyByHourDto,
  OccupancyBySpaceDto,
  RefundsReportDto,
  RevenueReportDto,
  ToursReportDto,
} from './dto/reports.dto.js';
import { PromoCodeReportDto } from './promo-codes/promo-code-report.dto.js';
import { PromoCodeReportService } from './promo-codes/promo-code-report.service.js';
import { ReportsService } from './reports.service.js';

const BAD_RANGE = {
  description: 'A date or filter is not valid, `to` is before `from`, or the range is longer than 366 days',
};

/** OpenAPI for a report's figures. */
function ApiReport(summary: string, type: new () => object): MethodDecorator {
  return applyDecorators(ApiOperation({ summary }), ApiOkResponse({ type }), ApiBadRequestResponse(BAD_RANGE));
}

/** OpenAPI for a report's CSV file: the same figures, KES as numbers. */
function ApiReportCsv(what: string): MethodDecorator {
  return applyDecorators(
    ApiOperation({ summary: `${what} as a CSV download: the same figures and filters, KES as numbers` }),
    ApiProduces('text/csv'),
    ApiOkResponse({ description: 'The CSV file', schema: { type: 'string' } }),
    ApiBadRequestResponse(BAD_RANGE),
  );
}

/**
 * The Reports tab's figures. Each report covers venue dates `from`–`to` (the last 30 days by default, at most 366)
 * and answers as JSON (KES cents) and as CSV at `<report>/export.csv` (KES).
 */
@ApiTags('admin reports')
@Controller('admin/reports')
export class ReportsAdminController {
  constructor(
    private readonly reports: ReportsService,
    private readonly promoCodeReport: PromoCodeReportService,
  ) {}

  @Get('occupancy-by-hour')
  @RequirePermission('reports', 'view')
  @ApiReport(
    'Occupancy of the hourly spaces per venue date and hour: booked instance-hours and their share of the instances',
    OccupancyByHourDto,
  )
  occupancyByHour(@Query() query: ReportQueryDto): Promise<OccupancyByHourDto> {
    return this.reports.occupancyByHour(query);
  }

  @Get(`occupancy-by-hour/${CSV_EXPORT_PATH}`)
  @RequirePermission('reports', 'view')
  @ApiReportCsv('Occupancy of the hourly spaces per date and hour')
  occupancyByHourCsv(@Query() query: ReportQueryDto): Promise<StreamableFile> {
    return this.reports.occupancyByHourCsv(query);
  }

  @Get('occupancy-by-space')
  @RequirePermission('reports', 'view')
  @ApiReport(
    'Occupancy of the daily and monthly spaces per venue date and space: instances booked for (part of) the day',
    OccupancyBySpaceDto,
  )
  occupancyBySpace(@Query() query: ReportQueryDto): Promise<OccupancyBySpaceDto> {
    return this.reports.occupancyBySpace(query);
  }

  @Get(`occupancy-by-space/${CSV_EXPORT_PATH}`)
  @RequirePermission('reports', 'view')
  @ApiReportCsv('Occupancy of the daily and monthly spaces per date and space')
  occupancyBySpaceCsv(@Query() query: ReportQueryDto): Promise<StreamableFile> {
    return this.reports.occupancyBySpaceCsv(query);
  }

  @Get('revenue')
  @RequirePermission('reports', 'view')
  @ApiReport(
    'Money received per day, week or month (Nairobi time), split by what it paid for and how it was paid',
    RevenueReportDto,
  )
  revenue(@Query() query: ReportSeriesQueryDto): Promise<RevenueReportDto> {
    return this.reports.revenue(query);
  }

  @Get(`revenue/${CSV_EXPORT_PATH}`)
  @RequirePermission('reports', 'view')
  @ApiReportCsv('Revenue per period')
  revenueCsv(@Query() query: ReportSeriesQueryDto): Promise<StreamableFile> {
    return this.reports.revenueCsv(query);
  }

  @Get('refunds')
  @RequirePermission('reports', 'view')
  @ApiReport('Refunds paid out per day, week or month (Nairobi time), split by what they were for', RefundsReportDto)
  refunds(@Query() query: ReportSeriesQueryDto): Promise<RefundsReportDto> {
    return this.reports.refunds(query);
  }

  @Get(`refunds/${CSV_EXPORT_PATH}`)
  @RequirePermission('reports', 'view')
  @ApiReportCsv('Refunds per period')
  refundsCsv(@Query() query: ReportSeriesQueryDto): Promise<StreamableFile> {
    return this.reports.refundsCsv(query);
  }

  @Get('members')
  @RequirePermission('reports', 'view')
  @ApiReport('New members and renewals per day, week or month: paid membership periods', MembersReportDto)
  members(@Query() query: ReportSeriesQueryDto): Promise<MembersReportDto> {
    return this.reports.members(query);
  }

  @Get(`members/${CSV_EXPORT_PATH}`)
  @RequirePermission('reports', 'view')
  @ApiReportCsv('New members and renewals per period')
  membersCsv(@Query() query: ReportSeriesQueryDto): Promise<StreamableFile> {
    return this.reports.membersCsv(query);
  }

  @Get('tours')
  @RequirePermission('reports', 'view')
  @ApiReport('Tours per day, week or month of their date, and how many of the visitors became members', ToursReportDto)
  tours(@Query() query: ReportSeriesQueryDto): Promise<ToursReportDto> {
    return this.reports.tours(query);
  }

  @Get(`tours/${CSV_EXPORT_PATH}`)
  @RequirePermission('reports', 'view')
  @ApiReportCsv('Tour-to-member conversion per period')
  toursCsv(@Query() query: ReportSeriesQueryDto): Promise<StreamableFile> {
    return this.reports.toursCsv(query);
  }

  @Get('allowance-use')
  @RequirePermission('reports', 'view')
  @ApiReport(
    'Allowance use per main plan: desk days, meeting-room hours and guest passes used in the range against what the membership periods begun in it include',
    AllowanceUseReportDto,
  )
  allowanceUse(@Query() query: ReportRangeQueryDto): Promise<AllowanceUseReportDto> {
    return this.reports.allowanceUse(query);
  }

  @Get(`allowance-use/${CSV_EXPORT_PATH}`)
  @RequirePermission('reports', 'view')
  @ApiReportCsv('Allowance use per plan')
  allowanceUseCsv(@Query() query: ReportRangeQueryDto): Promise<StreamableFile> {
    return this.reports.allowanceUseCsv(query);
  }

  @Get('check-ins')
  @RequirePermission('reports', 'view')
  @ApiReport(
    'Check-ins per Nairobi day against the visits expected (confirmed bookings, confirmed tours, guest passes), and the no-shows of past days',
    CheckInsReportDto,
  )
  checkIns(@Query() query: ReportRangeQueryDto): Promise<CheckInsReportDto> {
    return this.reports.checkIns(query);
  }

  @Get(`check-ins/${CSV_EXPORT_PATH}`)
  @RequirePermission('reports', 'view')
  @ApiReportCsv('Check-ins and no-shows per day')
  checkInsCsv(@Query() query: ReportRangeQueryDto): Promise<StreamableFile> {
    return this.reports.checkInsCsv(query);
  }

  @Get('promo-codes')
  @RequirePermission('reports', 'view')
  @ApiReport(
    'Per promo code, for payments made in the range: new uses, payments it discounted (renewals included), their revenue, refunds and the discount given',
    PromoCodeReportDto,
  )
  promoCodes(@Query() query: ReportRangeQueryDto): Promise<PromoCodeReportDto> {
    return this.promoCodeReport.promoCodes(query);
  }

  @Get(`promo-codes/${CSV_EXPORT_PATH}`)
  @RequirePermission('reports', 'view')
  @ApiReportCsv('Revenue and uses per promo code')
  promoCodesCsv(@Query() query: ReportRangeQueryDto): Promise<StreamableFile> {
    return this.promoCodeReport.promoCodesCsv(query);
  }
}
