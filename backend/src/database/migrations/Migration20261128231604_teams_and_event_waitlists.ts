import { Migration } from '@mikro-orm/migrations';

/**
 * Team memberships paid by a company (membership module): companies, a plan booking's company, seats and the team a
 * seat belongs to, the seats a payment adds, and the trigger that keeps every held seat's status and periods equal to
 * its team's (decision 0278). Waitlists for full events: an entry waits for a space or an event, and an event seat can
 * be held (an `offered` registration) for the first in line.
 */
export class Migration20261128231604_teams_and_event_waitlists extends Migration {
  override name = 'Migration20261128231604_teams_and_event_waitlists';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "companies" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" text not null, "kra_pin" text null, "billing_email" text not null, "address" text null, "phone" text null, primary key ("id"));`,
    );
    this.addSql(`create index "companies_created_at_id_index" on "companies" ("created_at", "id");`);
    this.addSql(`create index companies_name_index on companies (lower(name));`);

    this.addSql(`alter table "event_registrations" drop constraint "event_registrations_status_check";`);
    this.addSql(`alter table "event_registrations" add "offer_expires_at" timestamptz null;`);
    this.addSql(
      `alter table "event_registrations" add constraint "event_registrations_status_check" check (status in ('registered', 'cancelled', 'offered'));`,
    );

    this.addSql(`alter table "payments" add "seats_added" int null;`);
    this.addSql(
      `alter table "payments" add constraint "payments_seats_added_check" check (seats_added is null or seats_added >= 1);`,
    );

    this.addSql(
      `alter table "plan_bookings" add "company_id" uuid null, add "team_id" uuid null, add "seats" int not null default 1, add "seats_next_period" int null, add "seat_released_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "plan_bookings" add constraint "plan_bookings_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "plan_bookings" add constraint "plan_bookings_team_id_foreign" foreign key ("team_id") references "plan_bookings" ("id") on delete cascade;`,
    );
    this.addSql(`create index "plan_bookings_company_id_index" on "plan_bookings" ("company_id");`);
    this.addSql(`create index "plan_bookings_team_id_index" on "plan_bookings" ("team_id");`);
    this.addSql(
      `alter table "plan_bookings" add constraint "plan_bookings_team_check" check (team_id is null or company_id is null);`,
    );
    this.addSql(
      `alter table "plan_bookings" add constraint "plan_bookings_seats_check" check (seats >= 1 and (seats_next_period is null or seats_next_period >= 1));`,
    );
    this
      .addSql(`create or replace function "plan_bookings_plan_bookings_mirror_team_fn"() returns trigger language plpgsql as $$begin
  update plan_bookings seat
     set subscription_status = new.subscription_status, start_date = new.start_date,
         period_number = new.period_number, extension_days = new.extension_days,
         current_period_start = new.current_period_start, previous_period_start = new.previous_period_start,
         current_period_end = new.current_period_end, cancelled_at = new.cancelled_at, ended_at = new.ended_at
   where seat.team_id = new.id and seat.seat_released_at is null;   return null; end $$;`);
    this.addSql(`create trigger "plan_bookings_mirror_team" after update on "plan_bookings" for each row
  when (new.company_id is not null) execute function "plan_bookings_plan_bookings_mirror_team_fn"();`);

    this.addSql(`alter table "waitlist_entries" add "event_id" uuid null, add "registration_id" uuid null;`);
    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_event_id_foreign" foreign key ("event_id") references "events" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "waitlist_entries" alter column "space_id" drop not null;`);
    this.addSql(`create index "waitlist_entries_status_event_id_index" on "waitlist_entries" ("status", "event_id");`);
    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_one_target_check" check ((space_id is null) <> (event_id is null));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "plan_bookings" drop constraint "plan_bookings_company_id_foreign";`);

    this.addSql(`drop table if exists "companies" cascade;`);

    this.addSql(`alter table "plan_bookings" drop constraint "plan_bookings_team_id_foreign";`);

    this.addSql(`alter table "waitlist_entries" drop constraint "waitlist_entries_event_id_foreign";`);

    this.addSql(`alter table "event_registrations" drop constraint "event_registrations_status_check";`);
    this.addSql(`alter table "event_registrations" drop column "offer_expires_at";`);
    this.addSql(
      `alter table "event_registrations" add constraint "event_registrations_status_check" check ("status" in ('registered', 'cancelled'));`,
    );

    this.addSql(`alter table "payments" drop constraint "payments_seats_added_check";`);
    this.addSql(`alter table "payments" drop column "seats_added";`);

    this.addSql(`drop index "plan_bookings_company_id_index";`);
    this.addSql(`drop index "plan_bookings_team_id_index";`);
    this.addSql(`alter table "plan_bookings" drop constraint "plan_bookings_team_check";`);
    this.addSql(`alter table "plan_bookings" drop constraint "plan_bookings_seats_check";`);
    this.addSql(`drop trigger if exists "plan_bookings_mirror_team" on "plan_bookings";`);
    this.addSql(`drop function if exists "plan_bookings_plan_bookings_mirror_team_fn"();`);
    this.addSql(
      `alter table "plan_bookings" drop column "company_id", drop column "team_id", drop column "seats", drop column "seats_next_period", drop column "seat_released_at";`,
    );

    this.addSql(`drop index "waitlist_entries_status_event_id_index";`);
    this.addSql(`alter table "waitlist_entries" drop constraint "waitlist_entries_one_target_check";`);
    this.addSql(`alter table "waitlist_entries" drop column "event_id", drop column "registration_id";`);
    this.addSql(`alter table "waitlist_entries" alter column "space_id" set not null;`);
  }
}
