import { createHash } from 'node:crypto';
import {
  reportRange,
  reportRangeProblem,
  storefrontRouteLabel,
  venueInstant,
  WEB_VITAL_LABELS,
  WEB_VITAL_METRICS,
  WEB_VITAL_RATING_LABELS,
  WEB_VITAL_SAMPLES_PER_CLIENT_DAY,
  WEB_VITAL_SAMPLES_PER_ROUTE_DAY,
  type WebVitalMetric,
  webVitalRating,
} from '@coworking/domain';
import { Injectable, Logger, type StreamableFile } from '@nestjs/common';
import { type RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { Clock } from '../../../common/clock/clock.js';
import { RateLimiters } from '../../../common/rate-limits/rate-limiters.js';
import { csvFile, type CsvColumn } from '../../../common/http/csv-export.js';
import { type WebVitalsQueryDto } from './dto/web-vitals-query.dto.js';
import { type WebVitalFigureDto, type WebVitalsReportResultDto } from './dto/web-vitals-report-result.dto.js';
import { type WebVitalsReportDto } from './dto/web-vitals-report.dto.js';
import { REPORTS_ERRORS } from '../reports.errors.js';
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

const DAY_SECONDS = 24 * 3600;

async function* each<Row>(rows: readonly Row[]): AsyncGenerator<Row> {
  yield* rows;
}

/**
 * Core Web Vitals from the field: the storefront's reports stored (rated by the server, stamped with its clock)
 * and, for the Reports tab, the 75th percentile of each metric per route, rated by Google's thresholds.
 */
@Injectable()
export class WebVitalsService {
  private readonly logger = new Logger(WebVitalsService.name);
  /** Samples counted per client address, route, metric and Nairobi day, in Redis so every API process shares them. */
  private readonly perClient: RateLimiterRedis;

  constructor(
    private readonly repository: WebVitalsRepository,
    private readonly clock: Clock,
    rateLimiters: RateLimiters,
  ) {
    this.perClient = rateLimiters.limiter('web-vitals:client-day', {
      points: WEB_VITAL_SAMPLES_PER_CLIENT_DAY,
      windowSeconds: DAY_SECONDS,
    });
  }

  /**
   * Stores a page's report from `client` (its address), within the day's caps: per metric, at most
   * WEB_VITAL_SAMPLES_PER_CLIENT_DAY values a day from one address for one route and WEB_VITAL_SAMPLES_PER_ROUTE_DAY
   * from everyone. What is over a cap is dropped without a word (the browser never reads the answer); answers how
   * many were stored.
   */
  async record(report: WebVitalsReportDto, client: string): Promise<number> {
    const today = this.clock.today();
    const allowed = await this.clientAllowance(report, client, today);
    const samples = report.samples
      .filter((sample) => {
        const left = allowed.get(sample.metric) ?? 0;
        allowed.set(sample.metric, left - 1);
        return left > 0;
      })
      .map(
        (sample) =>
          new WebVitalSample({
            route: report.route,
            metric: sample.metric,
            value: sample.value,
            rating: webVitalRating(sample.metric, sample.value),
            device: report.device,
            navigationType: sample.navigationType,
          }),
      );
    if (!samples.length) return 0;
    return this.repository.storeUnderCap(report.route, samples, venueInstant(today), WEB_VITAL_SAMPLES_PER_ROUTE_DAY);
  }

  /** Per metric of the report, how many of its samples this client may still add to the route today. */
  private async clientAllowance(
    report: WebVitalsReportDto,
    client: string,
    today: string,
  ): Promise<Map<WebVitalMetric, number>> {
    const wanted = new Map<WebVitalMetric, number>();
    for (const sample of report.samples) wanted.set(sample.metric, (wanted.get(sample.metric) ?? 0) + 1);
    const allowed = new Map<WebVitalMetric, number>();
    for (const [metric, count] of wanted) {
      // The address is kept only as part of a hash; the day in the key starts a new count at Nairobi midnight.
      const key = createHash('sha256').update(`${today}\n${report.route}\n${metric}\n${client}`).digest('base64url');
      let used: number;
      try {
        used = (await this.perClient.consume(key, count)).consumedPoints;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) {
          // Redis and the in-memory count both failed: the route's daily cap still bounds what is kept.
          this.logger.warn(`Web vitals could not be counted per client: ${String(error)}`);
          allowed.set(metric, count);
          continue;
        }
        used = error.consumedPoints;
      }
      // `used` includes this report's samples: the ones past the cap are dropped.
      allowed.set(metric, Math.max(0, Math.min(count, WEB_VITAL_SAMPLES_PER_CLIENT_DAY - (used - count))));
    }
    return allowed;
  }

  async report(query: WebVitalsQueryDto): Promise<WebVitalsReportResultDto> {
    const range = reportRange(query, this.clock.today());
    const problem = reportRangeProblem(range);
    if (problem) throw REPORTS_ERRORS.rangeInvalid(problem);
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
