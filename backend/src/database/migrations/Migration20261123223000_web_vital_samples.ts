import { Migration } from '@mikro-orm/migrations';

/**
 * Core Web Vitals from the field: one row per measurement a storefront visit reported (route pattern, metric, value,
 * rating, kind of screen, how the page was reached), read by the Reports tab per range of days and deleted by age.
 */
export class Migration20261123223000_web_vital_samples extends Migration {
  override name = 'Migration20261123223000_web_vital_samples';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "web_vital_sample" ("id" uuid not null default gen_random_uuid(), "route" text not null, "metric" text not null, "value" double precision not null, "rating" text not null, "device" text not null, "navigation_type" text not null, "recorded_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "web_vital_sample_recorded_at_route_metric_index" on "web_vital_sample" ("recorded_at", "route", "metric");`,
    );
    this.addSql(
      `alter table "web_vital_sample" add constraint "web_vital_sample_metric_check" check (metric in ('LCP', 'INP', 'CLS'));`,
    );
    this.addSql(
      `alter table "web_vital_sample" add constraint "web_vital_sample_rating_check" check (rating in ('good', 'needs-improvement', 'poor'));`,
    );
    this.addSql(
      `alter table "web_vital_sample" add constraint "web_vital_sample_device_check" check (device in ('mobile', 'desktop'));`,
    );
    this.addSql(
      `alter table "web_vital_sample" add constraint "web_vital_sample_navigation_type_check" check (navigation_type in ('navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "web_vital_sample" cascade;`);
  }
}
