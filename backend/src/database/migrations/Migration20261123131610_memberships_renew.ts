import { Migration } from '@mikro-orm/migrations';

export class Migration20261123131610_memberships_renew extends Migration {
  override name = 'Migration20261123131610_memberships_renew';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "membership_notices" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "plan_booking_id" uuid not null, "period_number" int not null, "kind" text not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "membership_notices" add constraint "membership_notices_once_unique" unique ("plan_booking_id", "period_number", "kind");`,
    );

    this.addSql(
      `create table "member_sign_in_tokens" ("token_hash" text not null, "user_id" uuid not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("token_hash"));`,
    );
    this.addSql(`create index "member_sign_in_tokens_user_id_index" on "member_sign_in_tokens" ("user_id");`);

    this.addSql(
      `create table "member_sessions" ("token_hash" text not null, "user_id" uuid not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), primary key ("token_hash"));`,
    );
    this.addSql(`create index "member_sessions_expires_at_index" on "member_sessions" ("expires_at");`);
    this.addSql(`create index "member_sessions_user_id_index" on "member_sessions" ("user_id");`);

    this.addSql(`alter table "payments" add "period_number" int null;`);

    this.addSql(`alter table "users" add "company_name" text null, add "kra_pin" text null;`);

    this.addSql(`alter table "plan_bookings" drop constraint "plan_bookings_subscription_status_check";`);
    this.addSql(
      `alter table "plan_bookings" add "period_number" int not null default 0, add "extension_days" int not null default 0, add "current_period_start" date null, add "current_period_end" date null, add "payment_channel" text null, add "authorization_code" text null, add "card_last4" text null, add "card_brand" text null, add "renewal_attempts" int not null default 0, add "cancelled_at" timestamptz null, add "cancel_reason" text null, add "ended_at" timestamptz null;`,
    );
    this.addSql(
      `create index "plan_bookings_status_period_end_index" on "plan_bookings" ("subscription_status", "current_period_end");`,
    );
    this.addSql(`create index "plan_bookings_user_id_index" on "plan_bookings" ("user_id");`);
    this.addSql(
      `alter table "plan_bookings" add constraint "plan_bookings_period_check" check (current_period_end is null or current_period_end > current_period_start);`,
    );
    this.addSql(
      `alter table "plan_bookings" add constraint "plan_bookings_subscription_status_check" check (subscription_status in ('pending', 'active', 'past_due', 'non_renewing', 'cancelled', 'expired'));`,
    );

    // Memberships paid before periods were kept: their first period runs from the start date for one plan period.
    this.addSql(
      `update "plan_bookings" pb set "period_number" = 1, "current_period_start" = pb."start_date", "current_period_end" = (pb."start_date" + case p."period" when 'daily' then interval '1 day' when 'yearly' then interval '1 year' else interval '1 month' end)::date from "membership_plans" p where p."id" = pb."plan_id" and pb."subscription_status" = 'active';`,
    );
    // Plan payments so far all paid a first period.
    this.addSql(`update "payments" set "period_number" = 1 where "purpose" = 'plan';`);

    this.addSql(
      `alter table "membership_notices" add constraint "membership_notices_plan_booking_id_foreign" foreign key ("plan_booking_id") references "plan_bookings" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "member_sign_in_tokens" add constraint "member_sign_in_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "member_sessions" add constraint "member_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "membership_notices" cascade;`);
    this.addSql(`drop table if exists "member_sign_in_tokens" cascade;`);
    this.addSql(`drop table if exists "member_sessions" cascade;`);

    this.addSql(`alter table "payments" drop column "period_number";`);
    this.addSql(`drop index "plan_bookings_status_period_end_index";`);
    this.addSql(`drop index "plan_bookings_user_id_index";`);
    this.addSql(`alter table "plan_bookings" drop constraint "plan_bookings_period_check";`);
    this.addSql(`alter table "plan_bookings" drop constraint "plan_bookings_subscription_status_check";`);
    this.addSql(
      `alter table "plan_bookings" drop column "period_number", drop column "extension_days", drop column "current_period_start", drop column "current_period_end", drop column "payment_channel", drop column "authorization_code", drop column "card_last4", drop column "card_brand", drop column "renewal_attempts", drop column "cancelled_at", drop column "cancel_reason", drop column "ended_at";`,
    );
    this.addSql(
      `alter table "plan_bookings" add constraint "plan_bookings_subscription_status_check" check ("subscription_status" in ('pending', 'active', 'cancelled', 'expired'));`,
    );

    this.addSql(`alter table "users" drop column "company_name", drop column "kra_pin";`);
  }
}
