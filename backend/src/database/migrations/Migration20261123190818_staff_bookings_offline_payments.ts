import { Migration } from '@mikro-orm/migrations';

export class Migration20261123190818_staff_bookings_offline_payments extends Migration {
  override name = 'Migration20261123190818_staff_bookings_offline_payments';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "payments" add "recorded_by_id" uuid null, add "recorded_by_username" text null, add "mpesa_code" text null, add "bank_reference" text null, add "staff_note" text null, add "discount_cents" int not null default 0;`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_recorded_by_id_foreign" foreign key ("recorded_by_id") references "admins" ("id") on delete set null;`,
    );
    this.addSql(`alter table "payments" add constraint "payments_mpesa_code_unique" unique ("mpesa_code");`);
    this.addSql(`alter table "payments" add constraint "payments_discount_cents_check" check (discount_cents >= 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payments" drop constraint "payments_recorded_by_id_foreign";`);
    this.addSql(`alter table "payments" drop constraint "payments_mpesa_code_unique";`);
    this.addSql(`alter table "payments" drop constraint "payments_discount_cents_check";`);
    this.addSql(
      `alter table "payments" drop column "recorded_by_id", drop column "recorded_by_username", drop column "mpesa_code", drop column "bank_reference", drop column "staff_note", drop column "discount_cents";`,
    );
  }
}
