import { Migration } from '@mikro-orm/migrations';

export class Migration20261129012826_consent_records extends Migration {
  override name = 'Migration20261129012826_consent_records';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "consent_records" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "channel" text not null, "granted" boolean not null, "email" text null, "phone" text null, "source" text not null, "wording" text not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "consent_records_email_channel_created_at_index" on "consent_records" ("email", "channel", "created_at");`,
    );
    this.addSql(
      `create index "consent_records_phone_channel_created_at_index" on "consent_records" ("phone", "channel", "created_at");`,
    );

    this.addSql(
      `alter table "consent_records" add constraint "consent_records_address_check" check (email is not null or phone is not null);`,
    );
    this.addSql(
      `alter table "consent_records" add constraint "consent_records_channel_check" check (channel in ('newsletter', 'sms', 'marketing'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "consent_records" cascade;`);
  }
}
