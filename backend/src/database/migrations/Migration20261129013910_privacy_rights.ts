import { Migration } from '@mikro-orm/migrations';

export class Migration20261129013910_privacy_rights extends Migration {
  override name = 'Migration20261129013910_privacy_rights';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "erasure_requests" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "number" text not null, "year" int not null, "sequence" int not null, "email" text null, "phone" text null, "user_id" uuid null, "source" text not null, "status" text not null, "reason" text null, "due_by" timestamptz not null, "completed_at" timestamptz null, "completed_by" text null, "erased" jsonb null, primary key ("id"));`,
    );
    this.addSql(`alter table "erasure_requests" add constraint "erasure_requests_number_unique" unique ("number");`);
    this.addSql(`create index "erasure_requests_email_index" on "erasure_requests" ("email");`);
    this.addSql(`create index "erasure_requests_created_at_id_index" on "erasure_requests" ("created_at", "id");`);

    this.addSql(
      `create table "privacy_links" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "token_hash" text not null, "email" text not null, "kind" text not null, "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "privacy_links" add constraint "privacy_links_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "privacy_links_email_index" on "privacy_links" ("email");`);

    this.addSql(
      `alter table "erasure_requests" add constraint "erasure_requests_source_check" check (source in ('member-portal', 'manage-link', 'email-link'));`,
    );
    this.addSql(
      `alter table "erasure_requests" add constraint "erasure_requests_status_check" check (status in ('requested', 'completed'));`,
    );

    this.addSql(
      `alter table "privacy_links" add constraint "privacy_links_kind_check" check (kind in ('export', 'erasure'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "erasure_requests" cascade;`);
    this.addSql(`drop table if exists "privacy_links" cascade;`);
  }
}
