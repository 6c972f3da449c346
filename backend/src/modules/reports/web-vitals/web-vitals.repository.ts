import { addVenueDays, type WebVitalDevice, venueInstant } from '@coworking/domain';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { WebVitalSample } from './web-vital-sample.entity.js';

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

  async store(samples: WebVitalSample[]): Promise<void> {
    await this.em.fork().insertMany(WebVitalSample, samples);
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
