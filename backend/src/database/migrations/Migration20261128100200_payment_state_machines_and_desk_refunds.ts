import { Migration } from '@mikro-orm/migrations';

/**
 * Payments and refunds as state machines: a payment charged the wrong amount or currency is `rejected` (what Paystack
 * took is kept, and all of it refunded in that currency); the refund of a payment taken at the desk waits as
 * `awaiting-hand-back` until staff record how they handed the money back. Desk refunds left as `needs-attention` by
 * earlier releases move to the new state, so the scheduled refund check no longer looks at them.
 */
export class Migration20261128100200_payment_state_machines_and_desk_refunds extends Migration {
  override name = 'Migration20261128100200_payment_state_machines_and_desk_refunds';

  override up(): void | Promise<void> {
    this.addSql(`alter table "payments" add "received_cents" int null, add "received_currency" char(3) null;`);
    this.addSql(`alter table "payments" drop constraint "payments_status_check";`);
    this.addSql(
      `alter table "payments" add constraint "payments_status_check" check (status in ('pending', 'success', 'failed', 'abandoned', 'rejected'));`,
    );
    this.addSql(`alter table "payments" drop constraint "payments_refunded_cents_check";`);
    this.addSql(
      `alter table "payments" add constraint "payments_refunded_cents_check" check (refunded_cents >= 0 and refunded_cents <= coalesce(received_cents, amount_cents));`,
    );

    this.addSql(
      `alter table "payment_refunds" add "currency" char(3) not null default 'KES', add "settled_method" text null, add "settled_reference" text null, add "settled_note" text null, add "settled_by_admin_id" uuid null, add "settled_by_username" text null;`,
    );
    this.addSql(`alter table "payment_refunds" drop constraint "payment_refunds_status_check";`);
    this.addSql(
      `alter table "payment_refunds" add constraint "payment_refunds_status_check" check (status in ('pending', 'processing', 'processed', 'failed', 'needs-attention', 'awaiting-hand-back'));`,
    );
    this.addSql(
      `alter table "payment_refunds" add constraint "payment_refunds_settled_method_check" check (settled_method is null or settled_method in ('cash', 'mpesa', 'bank_transfer'));`,
    );
    this.addSql(
      `update "payment_refunds" r set "status" = 'awaiting-hand-back'
       from "payments" p
       where p."id" = r."payment_id" and r."status" = 'needs-attention' and r."paystack_refund_id" is null
         and p."recorded_by_username" is not null and p."channel" in ('cash', 'mpesa', 'bank_transfer');`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`update "payment_refunds" set "status" = 'needs-attention' where "status" = 'awaiting-hand-back';`);
    this.addSql(`alter table "payment_refunds" drop constraint "payment_refunds_settled_method_check";`);
    this.addSql(`alter table "payment_refunds" drop constraint "payment_refunds_status_check";`);
    this.addSql(
      `alter table "payment_refunds" add constraint "payment_refunds_status_check" check (status in ('pending', 'processing', 'processed', 'failed', 'needs-attention'));`,
    );
    this.addSql(
      `alter table "payment_refunds" drop column "currency", drop column "settled_method", drop column "settled_reference", drop column "settled_note", drop column "settled_by_admin_id", drop column "settled_by_username";`,
    );
    this.addSql(`update "payments" set "status" = 'failed' where "status" = 'rejected';`);
    this.addSql(`alter table "payments" drop constraint "payments_refunded_cents_check";`);
    this.addSql(
      `alter table "payments" add constraint "payments_refunded_cents_check" check (refunded_cents >= 0 and refunded_cents <= amount_cents);`,
    );
    this.addSql(`alter table "payments" drop constraint "payments_status_check";`);
    this.addSql(
      `alter table "payments" add constraint "payments_status_check" check (status in ('pending', 'success', 'failed', 'abandoned'));`,
    );
    this.addSql(`alter table "payments" drop column "received_cents", drop column "received_currency";`);
  }
}
