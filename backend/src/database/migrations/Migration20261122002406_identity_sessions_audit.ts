import { Migration } from '@mikro-orm/migrations';

export class Migration20261122002406_identity_sessions_audit extends Migration {
  override name = 'Migration20261122002406_identity_sessions_audit';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "admin_sessions" ("sid" text not null, "sess" jsonb not null, "expire" timestamptz not null, primary key ("sid"));`,
    );
    this.addSql(`create index "admin_sessions_expire_index" on "admin_sessions" ("expire");`);

    this.addSql(
      `create table "audit_log" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "admin_id" uuid null, "admin_username" text null, "action" text not null, "resource" text not null, "resource_id" text null, "changes" jsonb null, "ip_address" text null, primary key ("id"));`,
    );
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at");`);

    this.addSql(
      `alter table "audit_log" add constraint "audit_log_admin_id_foreign" foreign key ("admin_id") references "admins" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_sessions" cascade;`);
    this.addSql(`drop table if exists "audit_log" cascade;`);
  }
}
