import {
  reportRange,
  reportRangeProblem,
  storefrontRouteLabel,
  WEB_VITAL_LABELS,
  WEB_VITAL_METRICS,
  WEB_VITAL_RATING_LABELS,
  type WebVitalMetric,
  webVitalRating,
} from '@coworking/domain';
import { BadRequestException, Injectable, type StreamableFile } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { csvFile, type CsvColumn } from '../../../common/http/csv-export.js';
import { type ErrorBody } from '../../../common/http/error-body.js';
import { type WebVitalsQueryDto } from './dto/web-vitals-query.dto.js';
import { type WebVitalFigureDto, type WebVitalsReportResultDto } from './dto/web-vitals-report-result.dto.js';
import { type WebVitalsReportDto } from './dto/web-vitals-report.dto.js';
import { WebVitalSample } from './web-vital-sample.entity.js';
import { WebVitalsRepository } from './web-vitals.repository.js';

/** The p75 as staff read it: whole milliseconds, a layout shift score to two decimals (as Google's tools show). */
function shownP75(metric: WebVitalMetric, p75: number): number {
  return metric === 'CLS' ? Math.round(p75 * 100) / 100 : Math.round(p75);
}

const CSV: CsvColumn<{ route: string } & WebVitalFigureDto>[] = [
  { header: 'Route', value: (row) => storefrontRouteLabel(row.route) },
  { header: 'Metric', value: (row) => `${WEB_VITAL_LABELS[row.metric]} (${row.metric})` },
  { header: 'p75', value: (row) => row.p75 },
  { header: 'Unit', value: (row) => (row.metric === 'CLS' ? 'score' : 'ms') },
  { header: 'Rating', value: (row) => WEB_VITAL_RATING_LABELS[row.rating] },
  { header: 'Samples', value: (row) => row.samples },
];

async function* each<Row>(rows: readonly Row[]): AsyncGenerator<Row> {
  yield* rows;
}

/**
 * Core Web Vitals from the field: the storefront's reports stored (rated by the server, stamped with its clock)
 * and, for the Reports tab, the 75th percentile of each metric per route, rated by Google's thresholds.
 */
@Injectable()
export class WebVitalsService {
  constructor(
    private readonly repository: WebVitalsRepository,
    private readonly clock: Clock,
  ) {}

  async record(report: WebVitalsReportDto): Promise<void> {
    await this.repository.store(
      report.samples.map(
        (sample) =>
          new WebVitalSample({
            route: report.route,
            metric: sample.metric,
            value: sample.value,
            rating: webVitalRating(sample.metric, sample.value),
            device: report.device,
            navigationType: sample.navigationType,
          }),
      ),
    );
  }

  async report(query: WebVitalsQueryDto): Promise<WebVitalsReportResultDto> {
    const range = reportRange(query, this.clock.today());
    const problem = reportRangeProblem(range);
    if (problem) {
      const body: ErrorBody = { message: problem.message, errors: { [problem.field]: problem.message } };
      throw new BadRequestException(body);
    }
    const rows = await this.repository.figures({ ...range, device: query.device });
    const routes = new Map<string, WebVitalFigureDto[]>();
    for (const row of rows) {
      const metric = row.metric as WebVitalMetric;
      const p75 = shownP75(metric, row.p75);
      const figures = routes.get(row.route) ?? [];
      routes.set(row.route, figures);
      figures.push({ metric, p75, samples: row.samples, rating: webVitalRating(metric, p75) });
    }
    const order = (figure: WebVitalFigureDto) => WEB_VITAL_METRICS.indexOf(figure.metric);
    return {
      ...range,
      ...(query.device ? { device: query.device } : {}),
      routes: [...routes].map(([route, metrics]) => ({ route, metrics: metrics.sort((a, b) => order(a) - order(b)) })),
    };
  }

  async reportCsv(query: WebVitalsQueryDto): Promise<StreamableFile> {
    const report = await this.report(query);
    const rows = report.routes.flatMap((route) => route.metrics.map((figure) => ({ route: route.route, ...figure })));
    return csvFile(`web-vitals-${report.from}-to-${report.to}`, CSV, each(rows));
  }
}
