import {
  WEB_VITAL_DEVICES,
  WEB_VITAL_METRICS,
  WEB_VITAL_NAVIGATION_TYPES,
  WEB_VITAL_RATINGS,
  type WebVitalDevice,
  type WebVitalMetric,
  type WebVitalNavigationType,
  type WebVitalRating,
} from '@coworking/domain';
import { randomUUID } from 'node:crypto';
import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

const oneOf = (column: string, values: readonly string[]) =>
  `${column} in (${values.map((value) => `'${value}'`).join(', ')})`;

/**
 * One measurement of one visit to a storefront page, as its browser reported it: the page's route pattern (never
 * its address), the metric and its value, the rating the server gave it, the kind of screen and how the page was
 * reached. Nothing tells visitors apart. Kept 90 days (retention-periods.ts).
 */
@Entity({ tableName: 'web_vital_sample' })
@Check({ name: 'web_vital_sample_metric_check', expression: oneOf('metric', WEB_VITAL_METRICS) })
@Check({ name: 'web_vital_sample_rating_check', expression: oneOf('rating', WEB_VITAL_RATINGS) })
@Check({ name: 'web_vital_sample_device_check', expression: oneOf('device', WEB_VITAL_DEVICES) })
@Check({
  name: 'web_vital_sample_navigation_type_check',
  expression: oneOf('navigation_type', WEB_VITAL_NAVIGATION_TYPES),
})
// The report reads a range of days per route and metric; the retention job deletes by age.
@Index({ name: 'web_vital_sample_recorded_at_route_metric_index', properties: ['recordedAt', 'route', 'metric'] })
export class WebVitalSample {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  /** A storefront route pattern (`/blog/:slug`), or `*` for a page not found. */
  @Property({ type: 'text' })
  route: string;

  @Property({ type: 'text' })
  metric: WebVitalMetric;

  /** Milliseconds for LCP and INP, the layout shift score for CLS. */
  @Property({ type: 'double', columnType: 'double precision' })
  value: number;

  @Property({ type: 'text' })
  rating: WebVitalRating;

  @Property({ type: 'text' })
  device: WebVitalDevice;

  @Property({ type: 'text' })
  navigationType: WebVitalNavigationType;

  /** When the API received it (the browser's clock is not trusted). */
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  recordedAt: Opt<Date> = new Date();

  constructor(fields: Omit<WebVitalSample, 'id' | 'recordedAt'>) {
    this.route = fields.route;
    this.metric = fields.metric;
    this.value = fields.value;
    this.rating = fields.rating;
    this.device = fields.device;
    this.navigationType = fields.navigationType;
  }
}
