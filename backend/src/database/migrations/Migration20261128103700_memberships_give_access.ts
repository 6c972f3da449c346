import { Migration } from '@mikro-orm/migrations';

/**
 * Memberships give access: plan allowances (desk days, meeting-room hours, guest passes, member discount), the
 * allowance uses of members' bookings, guest passes, check-in codes and check-ins, the SEQUENCE of a moved booking's
 * calendar event, the version a member's calendar feed URL is signed over, and where a membership's previous period
 * began (a period paid early starts later; until it does, the member still lives in the previous one).
 */
export class Migration20261128103700_memberships_give_access extends Migration {
  override name = 'Migration20261128103700_memberships_give_access';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "check_in_codes" ("code" text not null, "visit_kind" text not null, "visit_id" uuid not null, "created_at" timestamptz not null default now(), primary key ("code"));`,
    );
    this.addSql(
      `alter table "check_in_codes" add constraint "check_in_codes_visit_unique" unique ("visit_kind", "visit_id");`,
    );

    this.addSql(
      `create table "check_ins" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "code" text not null, "date" date not null, "checked_in_by_id" uuid null, primary key ("id"));`,
    );
    this.addSql(`create index "check_ins_date_index" on "check_ins" ("date");`);
    this.addSql(`alter table "check_ins" add constraint "check_ins_code_date_unique" unique ("code", "date");`);

    this.addSql(
      `create table "allowance_uses" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "plan_booking_id" uuid not null, "period_start" date not null, "kind" text not null, "quantity" int not null, "booking_id" uuid not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "allowance_uses" add constraint "allowance_uses_booking_id_unique" unique ("booking_id");`,
    );
    this.addSql(
      `create index "allowance_uses_plan_booking_id_period_start_index" on "allowance_uses" ("plan_booking_id", "period_start");`,
    );

    this.addSql(
      `create table "guest_passes" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "plan_booking_id" uuid not null, "host_id" uuid not null, "first_name" text not null, "last_name" text not null, "email" text not null, "phone" text null, "date" date not null, "period_start" date not null, "cancelled_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "guest_passes_date_index" on "guest_passes" ("date");`);
    this.addSql(`create index "guest_passes_host_id_date_index" on "guest_passes" ("host_id", "date");`);
    this.addSql(
      `create index "guest_passes_plan_booking_id_period_start_index" on "guest_passes" ("plan_booking_id", "period_start");`,
    );

    this.addSql(
      `alter table "membership_plans" add "desk_days_per_period" int not null default 0, add "unlimited_desk_days" boolean not null default false, add "meeting_room_hours_per_period" int not null default 0, add "guest_passes_per_period" int not null default 0, add "member_discount_percent" int not null default 0;`,
    );
    this.addSql(
      `alter table "membership_plans" add constraint "membership_plans_allowance_check" check (desk_days_per_period >= 0 and meeting_room_hours_per_period >= 0 and guest_passes_per_period >= 0 and member_discount_percent >= 0 and member_discount_percent <= 100);`,
    );

    this.addSql(`alter table "users" add "calendar_feed_version" int not null default 0;`);

    this.addSql(`alter table "plan_bookings" add "previous_period_start" date null;`);

    this.addSql(`alter table "space_bookings" add "schedule_sequence" int not null default 0;`);

    this.addSql(
      `alter table "check_in_codes" add constraint "check_in_codes_code_check" check (code ~ '^[A-HJKMNP-Z2-9]{8}$');`,
    );
    this.addSql(
      `alter table "check_in_codes" add constraint "check_in_codes_visit_kind_check" check (visit_kind in ('booking', 'guest'));`,
    );

    this.addSql(
      `alter table "check_ins" add constraint "check_ins_code_foreign" foreign key ("code") references "check_in_codes" ("code") on delete cascade;`,
    );
    this.addSql(
      `alter table "check_ins" add constraint "check_ins_checked_in_by_id_foreign" foreign key ("checked_in_by_id") references "admins" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "allowance_uses" add constraint "allowance_uses_plan_booking_id_foreign" foreign key ("plan_booking_id") references "plan_bookings" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "allowance_uses" add constraint "allowance_uses_booking_id_foreign" foreign key ("booking_id") references "space_bookings" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "allowance_uses" add constraint "allowance_uses_quantity_check" check (quantity > 0);`);
    this.addSql(
      `alter table "allowance_uses" add constraint "allowance_uses_kind_check" check (kind in ('deskDays', 'meetingRoomHours'));`,
    );

    this.addSql(
      `alter table "guest_passes" add constraint "guest_passes_plan_booking_id_foreign" foreign key ("plan_booking_id") references "plan_bookings" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "guest_passes" add constraint "guest_passes_host_id_foreign" foreign key ("host_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "check_ins" drop constraint "check_ins_code_foreign";`);

    this.addSql(`drop table if exists "check_in_codes" cascade;`);
    this.addSql(`drop table if exists "check_ins" cascade;`);
    this.addSql(`drop table if exists "allowance_uses" cascade;`);
    this.addSql(`drop table if exists "guest_passes" cascade;`);

    this.addSql(`alter table "membership_plans" drop constraint "membership_plans_allowance_check";`);
    this.addSql(
      `alter table "membership_plans" drop column "desk_days_per_period", drop column "unlimited_desk_days", drop column "meeting_room_hours_per_period", drop column "guest_passes_per_period", drop column "member_discount_percent";`,
    );

    this.addSql(`alter table "space_bookings" drop column "schedule_sequence";`);

    this.addSql(`alter table "users" drop column "calendar_feed_version";`);

    this.addSql(`alter table "plan_bookings" drop column "previous_period_start";`);
  }
}
