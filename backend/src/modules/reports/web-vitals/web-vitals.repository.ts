import { addVenueDays, type WebVitalDevice, type WebVitalMetric, venueInstant } from '@coworking/domain';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { WebVitalSample } from './web-vital-sample.entity.js';

/** The advisory lock space (first key of pg_advisory_xact_lock) in which one route's measurements are stored. */
const ROUTE_LOCK_SPACE = 0x77766974;

/** One route × metric of the report: the interpolated 75th percentile of the range's samples and their count. */
export interface WebVitalFigureRow {
  route: string;
  metric: string;
  p75: number;
  samples: number;
}

/** Stores the storefront's measurements and reads them back per route and metric. */
@Injectable()
export class WebVitalsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores one route's samples, keeping per metric only as many as fit under `cap` rows received since `since`; the
   * rest are dropped. Reports for one route queue behind each other here, so two at once cannot both take the last
   * places. Answers how many were stored.
   */
  async storeUnderCap(route: string, samples: WebVitalSample[], since: Date, cap: number): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(?, hashtext(?))', [ROUTE_LOCK_SPACE, route]);
      const counted = await em.execute<{ metric: WebVitalMetric; samples: number }[]>(
        `select metric, count(*)::int as samples from web_vital_sample
         where recorded_at >= ? and route = ? group by metric`,
        [since, route],
      );
      const free = new Map(counted.map((row) => [row.metric, Math.max(0, cap - row.samples)]));
      const kept = samples.filter((sample) => {
        const left = free.get(sample.metric) ?? cap;
        free.set(sample.metric, left - 1);
        return left > 0;
      });
      if (kept.length) await em.insertMany(WebVitalSample, kept);
      return kept.length;
    });
  }

  /** Venue dates `from`–`to` (both included), optionally one kind of screen, per route and metric. */
  figures(range: { from: string; to: string; device?: WebVitalDevice }): Promise<WebVitalFigureRow[]> {
    const values: unknown[] = [venueInstant(range.from), venueInstant(addVenueDays(range.to, 1))];
    if (range.device) values.push(range.device);
    return this.em.fork().execute<WebVitalFigureRow[]>(
      `select route, metric,
              percentile_cont(0.75) within group (order by value)::float8 as p75,
              count(*)::int as samples
       from web_vital_sample
       where recorded_at >= ? and recorded_at < ?${range.device ? ' and device = ?' : ''}
       group by route, metric
       order by route = '*', route, metric`,
      values,
    );
  }
}
