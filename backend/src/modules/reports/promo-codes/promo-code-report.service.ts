import { reportRange, reportRangeProblem } from '@coworking/domain';
import { Injectable, type StreamableFile } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { csvFile, type CsvColumn, csvKes, csvRowsOf } from '../../../common/http/csv-export.js';
import { type ReportRangeQueryDto } from '../dto/report-query.dto.js';
import { REPORTS_ERRORS } from '../reports.errors.js';
import { type PromoCodeReportDto, type PromoCodeReportRowDto } from './promo-code-report.dto.js';
import { PromoCodeReportRepository } from './promo-code-report.repository.js';

const PROMO_CODES_CSV: CsvColumn<PromoCodeReportRowDto>[] = [
  { header: 'Code', value: (row) => row.code },
  { header: 'Active', value: (row) => (row.active ? 'yes' : 'no') },
  { header: 'New uses', value: (row) => row.redemptions },
  { header: 'Payments', value: (row) => row.payments },
  { header: 'Revenue (KES)', value: (row) => csvKes(row.revenueCents) },
  { header: 'Refunded (KES)', value: (row) => csvKes(row.refundedCents) },
  { header: 'Discount given (KES)', value: (row) => csvKes(row.discountCents) },
];

/** The Reports tab's revenue and uses per promo code, over a range of Nairobi dates. */
@Injectable()
export class PromoCodeReportService {
  constructor(
    private readonly repository: PromoCodeReportRepository,
    private readonly clock: Clock,
  ) {}

  async promoCodes(query: ReportRangeQueryDto): Promise<PromoCodeReportDto> {
    const range = reportRange(query, this.clock.today());
    const problem = reportRangeProblem(range);
    if (problem) throw REPORTS_ERRORS.rangeInvalid(problem);
    const rows = await this.repository.perCode(range);
    return {
      ...range,
      codes: rows.map((row) => ({
        promoCodeId: row.id,
        code: row.code,
        active: row.active,
        redemptions: row.redemptions,
        payments: row.payments,
        revenueCents: row.revenue_cents,
        refundedCents: row.refunded_cents,
        discountCents: row.discount_cents,
      })),
    };
  }

  async promoCodesCsv(query: ReportRangeQueryDto): Promise<StreamableFile> {
    const report = await this.promoCodes(query);
    return csvFile(`promo-codes-${report.from}-to-${report.to}`, PROMO_CODES_CSV, csvRowsOf(report.codes));
  }
}
