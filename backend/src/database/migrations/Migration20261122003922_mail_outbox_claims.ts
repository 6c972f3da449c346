import { Migration } from '@mikro-orm/migrations';

export class Migration20261122003922_mail_outbox_claims extends Migration {
  override name = 'Migration20261122003922_mail_outbox_claims';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "mail_outbox" add "use_stored_template" boolean not null default true, add "locked_until" timestamptz null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" drop column "use_stored_template", drop column "locked_until";`);
  }
}
