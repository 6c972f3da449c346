import { Migration } from '@mikro-orm/migrations';

export class Migration20261129013639_sms_outbox extends Migration {
  override name = 'Migration20261129013639_sms_outbox';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sms_outbox" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "phone" text not null, "template_name" text not null, "variables" jsonb not null default '{}', "text" text not null, "parts" int not null default 1, "status" text not null default 'queued', "dedupe_key" text null, "attempts" int not null default 0, "last_error" text null, "provider_message_id" text null, "provider_status" text null, "cost" text null, "delivery_status" text null, "delivery_failure_reason" text null, "delivery_reported_at" timestamptz null, "locked_until" timestamptz null, "enqueued_at" timestamptz null, "next_attempt_at" timestamptz null, "sent_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "sms_outbox" add constraint "sms_outbox_dedupe_key_unique" unique ("dedupe_key");`);
    this.addSql(`create index "sms_outbox_provider_message_id_index" on "sms_outbox" ("provider_message_id");`);
    this.addSql(`create index "sms_outbox_created_at_id_index" on "sms_outbox" ("created_at", "id");`);
    this.addSql(`create index "sms_outbox_status_created_at_index" on "sms_outbox" ("status", "created_at");`);
    this.addSql(`create index "sms_outbox_phone_created_at_index" on "sms_outbox" ("phone", "created_at");`);

    this.addSql(
      `create table "sms_templates" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" text not null, "text" text not null, primary key ("id"));`,
    );
    this.addSql(`alter table "sms_templates" add constraint "sms_templates_name_unique" unique ("name");`);

    this.addSql(
      `alter table "sms_outbox" add constraint "sms_outbox_status_check" check (status in ('queued', 'sent', 'delivered', 'failed', 'skipped'));`,
    );

    this.addSql(
      `alter table "sms_templates" add constraint "sms_templates_name_format_check" check (name ~ '^[a-z0-9]+(-[a-z0-9]+)*$');`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sms_outbox" cascade;`);
    this.addSql(`drop table if exists "sms_templates" cascade;`);
  }
}
