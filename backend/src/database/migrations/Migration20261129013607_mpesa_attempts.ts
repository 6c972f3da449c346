import { Migration } from '@mikro-orm/migrations';

export class Migration20261129013607_mpesa_attempts extends Migration {
  override name = 'Migration20261129013607_mpesa_attempts';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "payments" add "payer_phone" text null, add "provider_checked_at" timestamptz null, add "retry_of" text null, add "hold_expires_at" timestamptz null;`,
    );
    this.addSql(`create index "payments_retry_of_index" on "payments" ("retry_of");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "payments_retry_of_index";`);
    this.addSql(
      `alter table "payments" drop column "payer_phone", drop column "provider_checked_at", drop column "retry_of", drop column "hold_expires_at";`,
    );
  }
}
