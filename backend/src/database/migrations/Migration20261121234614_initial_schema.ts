import { Migration } from '@mikro-orm/migrations';

export class Migration20261121234614_initial_schema extends Migration {
  override name = 'Migration20261121234614_initial_schema';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "app_settings" ("key" text not null, "value" jsonb not null, "updated_at" timestamptz not null default now(), primary key ("key"));`,
    );

    this.addSql(
      `create table "blog_posts" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" text not null, "slug" text not null, "excerpt" text not null, "content" text not null, "author" text not null, "category" text not null, "featured" boolean not null default false, "published" boolean not null default false, primary key ("id"));`,
    );
    this.addSql(`alter table "blog_posts" add constraint "blog_posts_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "comparison_features" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "name" text not null, "display_order" int not null, "is_active" boolean not null default true, primary key ("id"));`,
    );

    this.addSql(
      `create table "contacts" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "first_name" text not null, "last_name" text not null, "email" text not null, "phone" text null, "subject" text not null, "message" text not null, "status" text not null default 'new', primary key ("id"));`,
    );

    this.addSql(
      `create table "email_templates" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" text not null, "subject" text not null, "html_content" text not null, "text_content" text null, "description" text null, "variables" jsonb not null default '[]', "is_active" boolean not null default true, primary key ("id"));`,
    );
    this.addSql(`alter table "email_templates" add constraint "email_templates_name_unique" unique ("name");`);

    this.addSql(
      `create table "events" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "title" text not null, "description" text not null, "date" date not null, "time" text not null, "location" text not null default 'Syokimau Coworking Hub', "capacity" int not null default 50, "price" numeric(10,2) not null default 0, "category" text not null, "featured" boolean not null default false, primary key ("id"));`,
    );
    this.addSql(`create index "events_date_index" on "events" ("date");`);

    this.addSql(
      `create table "job_applications" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "position" text not null, "first_name" text not null, "last_name" text not null, "email" text not null, "phone" text null, "cover_letter" text null, "resume_url" text null, "status" text not null default 'pending', primary key ("id"));`,
    );

    this.addSql(
      `create table "mail_outbox" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "template_name" text not null, "recipient" text not null, "variables" jsonb not null default '{}', "attachments" jsonb not null default '[]', "status" text not null default 'pending', "attempts" int not null default 0, "last_error" text null, "message_id" text null, "enqueued_at" timestamptz null, "sent_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "mail_outbox_status_created_at_index" on "mail_outbox" ("status", "created_at");`);

    this.addSql(
      `create table "mail_delivery_attempts" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "outbox_id" uuid not null, "attempt" int not null, "succeeded" boolean not null, "error" text null, "response" text null, primary key ("id"));`,
    );
    this.addSql(`create index "mail_delivery_attempts_outbox_id_index" on "mail_delivery_attempts" ("outbox_id");`);

    this.addSql(
      `create table "membership_plans" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" text not null, "description" text null, "price" numeric(10,2) not null, "period" text not null default 'monthly', "features" text[] not null default '{}', "number" int null, "display_order" int null, "is_active" boolean not null default true, "is_available" boolean not null default true, "popular" boolean not null default false, "is_additional" boolean not null default false, "promo_text" text null, primary key ("id"));`,
    );

    this.addSql(
      `create table "comparison_feature_plans" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "comparison_feature_id" uuid not null, "membership_plan_id" uuid not null, "value" text not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "comparison_feature_plans" add constraint "comparison_feature_plans_feature_plan_unique" unique ("comparison_feature_id", "membership_plan_id");`,
    );

    this.addSql(
      `create table "newsletters" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "email" text not null, "subscribed" boolean not null default true, primary key ("id"));`,
    );
    this.addSql(`alter table "newsletters" add constraint "newsletters_email_unique" unique ("email");`);

    this.addSql(
      `create table "payments" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "reference" text not null, "purpose" text not null, "target_id" uuid not null, "amount_cents" int not null, "currency" char(3) not null default 'KES', "status" text not null default 'pending', "email" text not null, "channel" text null, "provider_data" jsonb null, "paid_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "payments" add constraint "payments_reference_unique" unique ("reference");`);
    this.addSql(`create index "payments_target_id_index" on "payments" ("target_id");`);
    this.addSql(`create index "payments_status_created_at_index" on "payments" ("status", "created_at");`);

    this.addSql(
      `create table "roles" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" text not null, "description" text null, "permissions" jsonb not null, "is_system" boolean not null default false, "is_active" boolean not null default true, primary key ("id"));`,
    );
    this.addSql(`alter table "roles" add constraint "roles_name_unique" unique ("name");`);

    this.addSql(
      `create table "admins" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "username" text not null, "email" text not null, "password" text not null, "role" text not null default 'admin', "custom_role_id" uuid null, "first_name" text null, "last_name" text null, "is_active" boolean not null default true, "last_login" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "admins" add constraint "admins_username_unique" unique ("username");`);
    this.addSql(`alter table "admins" add constraint "admins_email_unique" unique ("email");`);

    this.addSql(
      `create table "spaces" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" text not null, "description" text null, "type" text not null, "capacity" int not null default 1, "availability_capacity" int not null default 1, "number" int null, "display_order" int null, "rate" numeric(10,2) null, "billing_cycle" text not null default 'monthly', "amenities" text[] not null default '{}', "image_url" text null, "is_available" boolean not null default true, "featured" boolean not null default false, "is_active" boolean not null default true, primary key ("id"));`,
    );

    this.addSql(
      `create table "space_instances" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "space_id" uuid not null, "instance_number" int not null, "label" text not null, "is_active" boolean not null default true, "last_used" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "space_instances" add constraint "space_instances_space_id_instance_number_unique" unique ("space_id", "instance_number");`,
    );

    this.addSql(
      `create table "users" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "username" text not null, "password" text not null, "email" text not null, "first_name" text null, "last_name" text null, "phone" text null, "paystack_customer_id" text null, "paystack_subscription_id" text null, "membership_plan" text null, primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `create table "space_bookings" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid null, "space_id" uuid null, "type" text not null, "date" text not null, "time" text not null, "duration" int not null default 1, "status" text not null default 'pending', "notes" text null, "booking_group_id" uuid null, "first_name" text null, "last_name" text null, "email" text null, "phone" text null, "hold_expires_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "space_bookings_status_hold_expires_at_index" on "space_bookings" ("status", "hold_expires_at");`,
    );
    this.addSql(`create index "space_bookings_booking_group_id_index" on "space_bookings" ("booking_group_id");`);
    this.addSql(`create index "space_bookings_space_id_date_index" on "space_bookings" ("space_id", "date");`);
    this.addSql(`create index "space_bookings_date_index" on "space_bookings" ("date");`);

    this.addSql(
      `create table "space_instance_assignments" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "booking_id" uuid not null, "instance_id" uuid not null, "start_at" timestamptz not null, "end_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "space_instance_assignments" add constraint "space_instance_assignments_booking_id_unique" unique ("booking_id");`,
    );

    this.addSql(
      `create table "plan_bookings" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "plan_id" uuid not null, "user_id" uuid null, "first_name" text not null, "last_name" text not null, "email" text not null, "phone" text not null, "start_date" date not null, "subscription_status" text not null default 'pending', "paystack_subscription_id" text null, "paystack_customer_id" text null, "notes" text null, primary key ("id"));`,
    );
    this.addSql(`create index "plan_bookings_plan_id_index" on "plan_bookings" ("plan_id");`);

    this.addSql(
      `alter table "email_templates" add constraint "email_templates_name_format_check" check (name ~ '^[a-z0-9]+(-[a-z0-9]+)*$');`,
    );

    this.addSql(`alter table "events" add constraint "events_price_check" check (price >= 0);`);
    this.addSql(`alter table "events" add constraint "events_capacity_check" check (capacity >= 1);`);
    this.addSql(
      `alter table "events" add constraint "events_category_check" check (category in ('workshop', 'networking', 'social', 'business'));`,
    );

    this.addSql(
      `alter table "mail_outbox" add constraint "mail_outbox_status_check" check (status in ('pending', 'sending', 'sent', 'failed'));`,
    );

    this.addSql(
      `alter table "mail_delivery_attempts" add constraint "mail_delivery_attempts_outbox_id_foreign" foreign key ("outbox_id") references "mail_outbox" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "membership_plans" add constraint "membership_plans_available_requires_active_check" check (is_active or not is_available);`,
    );
    this.addSql(`alter table "membership_plans" add constraint "membership_plans_price_check" check (price >= 0);`);
    this.addSql(
      `alter table "membership_plans" add constraint "membership_plans_period_check" check (period in ('daily', 'monthly', 'yearly'));`,
    );

    this.addSql(
      `alter table "comparison_feature_plans" add constraint "comparison_feature_plans_comparison_feature_id_foreign" foreign key ("comparison_feature_id") references "comparison_features" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "comparison_feature_plans" add constraint "comparison_feature_plans_membership_plan_id_foreign" foreign key ("membership_plan_id") references "membership_plans" ("id") on delete cascade;`,
    );

    this.addSql(`alter table "payments" add constraint "payments_amount_cents_check" check (amount_cents >= 0);`);
    this.addSql(
      `alter table "payments" add constraint "payments_status_check" check (status in ('pending', 'success', 'failed', 'abandoned'));`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_purpose_check" check (purpose in ('booking', 'plan'));`,
    );

    this.addSql(
      `alter table "admins" add constraint "admins_custom_role_id_foreign" foreign key ("custom_role_id") references "roles" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "admins" add constraint "admins_role_check" check (role in ('super_admin', 'admin', 'moderator'));`,
    );

    this.addSql(
      `alter table "spaces" add constraint "spaces_available_requires_active_check" check (is_active or not is_available);`,
    );
    this.addSql(`alter table "spaces" add constraint "spaces_rate_check" check (rate is null or rate >= 0);`);
    this.addSql(
      `alter table "spaces" add constraint "spaces_capacity_check" check (capacity >= 1 and availability_capacity >= 1);`,
    );
    this.addSql(
      `alter table "spaces" add constraint "spaces_billing_cycle_check" check (billing_cycle in ('hourly', 'daily', 'monthly'));`,
    );

    this.addSql(
      `alter table "space_instances" add constraint "space_instances_space_id_foreign" foreign key ("space_id") references "spaces" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "space_bookings" add constraint "space_bookings_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "space_bookings" add constraint "space_bookings_space_id_foreign" foreign key ("space_id") references "spaces" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "space_bookings" add constraint "space_bookings_duration_check" check (duration >= 1 and duration <= 24);`,
    );
    this.addSql(
      `alter table "space_bookings" add constraint "space_bookings_status_check" check (status in ('pending', 'confirmed', 'cancelled'));`,
    );

    this.addSql(
      `alter table "space_instance_assignments" add constraint "space_instance_assignments_booking_id_foreign" foreign key ("booking_id") references "space_bookings" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "space_instance_assignments" add constraint "space_instance_assignments_instance_id_foreign" foreign key ("instance_id") references "space_instances" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "space_instance_assignments" add constraint "space_instance_assignments_no_overlap" EXCLUDE USING gist (instance_id WITH =, tstzrange(start_at, end_at) WITH &&);`,
    );
    this.addSql(
      `alter table "space_instance_assignments" add constraint "space_instance_assignments_interval_check" check (end_at > start_at);`,
    );

    this.addSql(
      `alter table "plan_bookings" add constraint "plan_bookings_plan_id_foreign" foreign key ("plan_id") references "membership_plans" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "plan_bookings" add constraint "plan_bookings_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "plan_bookings" add constraint "plan_bookings_subscription_status_check" check (subscription_status in ('pending', 'active', 'cancelled', 'expired'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "comparison_feature_plans" drop constraint "comparison_feature_plans_comparison_feature_id_foreign";`,
    );
    this.addSql(`alter table "mail_delivery_attempts" drop constraint "mail_delivery_attempts_outbox_id_foreign";`);
    this.addSql(
      `alter table "comparison_feature_plans" drop constraint "comparison_feature_plans_membership_plan_id_foreign";`,
    );
    this.addSql(`alter table "plan_bookings" drop constraint "plan_bookings_plan_id_foreign";`);
    this.addSql(`alter table "admins" drop constraint "admins_custom_role_id_foreign";`);
    this.addSql(`alter table "space_instances" drop constraint "space_instances_space_id_foreign";`);
    this.addSql(`alter table "space_bookings" drop constraint "space_bookings_space_id_foreign";`);
    this.addSql(
      `alter table "space_instance_assignments" drop constraint "space_instance_assignments_instance_id_foreign";`,
    );
    this.addSql(`alter table "space_bookings" drop constraint "space_bookings_user_id_foreign";`);
    this.addSql(`alter table "plan_bookings" drop constraint "plan_bookings_user_id_foreign";`);
    this.addSql(
      `alter table "space_instance_assignments" drop constraint "space_instance_assignments_booking_id_foreign";`,
    );

    this.addSql(`drop table if exists "app_settings" cascade;`);
    this.addSql(`drop table if exists "blog_posts" cascade;`);
    this.addSql(`drop table if exists "comparison_features" cascade;`);
    this.addSql(`drop table if exists "contacts" cascade;`);
    this.addSql(`drop table if exists "email_templates" cascade;`);
    this.addSql(`drop table if exists "events" cascade;`);
    this.addSql(`drop table if exists "job_applications" cascade;`);
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
    this.addSql(`drop table if exists "mail_delivery_attempts" cascade;`);
    this.addSql(`drop table if exists "membership_plans" cascade;`);
    this.addSql(`drop table if exists "comparison_feature_plans" cascade;`);
    this.addSql(`drop table if exists "newsletters" cascade;`);
    this.addSql(`drop table if exists "payments" cascade;`);
    this.addSql(`drop table if exists "roles" cascade;`);
    this.addSql(`drop table if exists "admins" cascade;`);
    this.addSql(`drop table if exists "spaces" cascade;`);
    this.addSql(`drop table if exists "space_instances" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "space_bookings" cascade;`);
    this.addSql(`drop table if exists "space_instance_assignments" cascade;`);
    this.addSql(`drop table if exists "plan_bookings" cascade;`);
  }
}
