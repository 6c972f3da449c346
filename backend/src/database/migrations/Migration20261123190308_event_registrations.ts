import { Migration } from '@mikro-orm/migrations';

/**
 * Event registrations: one row per seat taken at an event (one per e-mail address per event), registered or
 * cancelled; an event that is deleted takes its registrations with it.
 */
export class Migration20261123190308_event_registrations extends Migration {
  override name = 'Migration20261123190308_event_registrations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "event_registrations" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "event_id" uuid not null, "first_name" text not null, "last_name" text not null, "email" text not null, "phone" text null, "status" text not null default 'registered', primary key ("id"));`,
    );
    this.addSql(
      `create index "event_registrations_event_id_created_at_id_index" on "event_registrations" ("event_id", "created_at", "id");`,
    );
    this.addSql(
      `alter table "event_registrations" add constraint "event_registrations_event_id_email_unique" unique ("event_id", "email");`,
    );
    this.addSql(
      `alter table "event_registrations" add constraint "event_registrations_event_id_foreign" foreign key ("event_id") references "events" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "event_registrations" add constraint "event_registrations_status_check" check (status in ('registered', 'cancelled'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "event_registrations" cascade;`);
  }
}
