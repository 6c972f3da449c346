import { Migration } from '@mikro-orm/migrations';

export class Migration20261123135907_mail_retries_for_a_day extends Migration {
  override name = 'Migration20261123135907_mail_retries_for_a_day';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "mail_outbox" add "first_attempt_at" timestamptz null, add "next_attempt_at" timestamptz null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" drop column "first_attempt_at", drop column "next_attempt_at";`);
  }
}
