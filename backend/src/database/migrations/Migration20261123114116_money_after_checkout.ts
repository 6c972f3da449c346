import { Migration } from '@mikro-orm/migrations';

export class Migration20261123114116_money_after_checkout extends Migration {
  override name = 'Migration20261123114116_money_after_checkout';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "booking_access_tokens" ("token_hash" text not null, "booking_group_id" uuid not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), primary key ("token_hash"));`,
    );
    this.addSql(
      `create index "booking_access_tokens_booking_group_id_index" on "booking_access_tokens" ("booking_group_id");`,
    );

    this.addSql(
      `create table "document_sequences" ("series" text not null, "year" int not null, "last_number" int not null, primary key ("series", "year"));`,
    );

    this.addSql(
      `create table "payment_refunds" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "payment_id" uuid not null, "amount_cents" int not null, "reason" text not null, "status" text not null default 'pending', "requested_by" text not null, "requested_by_admin_id" uuid null, "requested_by_username" text null, "idempotency_key" text null, "paystack_refund_id" bigint null, "submitted_at" timestamptz null, "failure" text null, "processed_at" timestamptz null, "credit_note_number" text null, "credit_note" jsonb null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "payment_refunds" add constraint "payment_refunds_idempotency_key_unique" unique ("idempotency_key");`,
    );
    this.addSql(
      `alter table "payment_refunds" add constraint "payment_refunds_paystack_refund_id_unique" unique ("paystack_refund_id");`,
    );
    this.addSql(
      `alter table "payment_refunds" add constraint "payment_refunds_credit_note_number_unique" unique ("credit_note_number");`,
    );
    this.addSql(`create index "payment_refunds_status_index" on "payment_refunds" ("status", "created_at");`);
    this.addSql(`create index "payment_refunds_payment_id_index" on "payment_refunds" ("payment_id");`);

    this.addSql(
      `alter table "payments" add "customer_name" text null, add "company_name" text null, add "kra_pin" text null, add "paystack_transaction_id" bigint null, add "fees_cents" int null, add "refunded_cents" int not null default 0, add "receipt_number" text null, add "receipt" jsonb null;`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_paystack_transaction_id_unique" unique ("paystack_transaction_id");`,
    );
    this.addSql(`alter table "payments" add constraint "payments_receipt_number_unique" unique ("receipt_number");`);
    this.addSql(`create index "payments_created_at_id_index" on "payments" ("created_at", "id");`);
    this.addSql(
      `alter table "payments" add constraint "payments_refunded_cents_check" check (refunded_cents >= 0 and refunded_cents <= amount_cents);`,
    );

    this.addSql(`alter table "space_bookings" add "price_cents" int null, add "cancelled_by" text null;`);
    this.addSql(
      `alter table "space_bookings" add constraint "space_bookings_cancelled_by_check" check (cancelled_by in ('hold', 'customer', 'staff'));`,
    );

    this.addSql(
      `alter table "payment_refunds" add constraint "payment_refunds_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "payment_refunds" add constraint "payment_refunds_requested_by_check" check (requested_by in ('staff', 'customer', 'system'));`,
    );
    this.addSql(
      `alter table "payment_refunds" add constraint "payment_refunds_amount_cents_check" check (amount_cents > 0);`,
    );
    this.addSql(
      `alter table "payment_refunds" add constraint "payment_refunds_status_check" check (status in ('pending', 'processing', 'processed', 'failed', 'needs-attention'));`,
    );

    // Data: every booking belongs to a group (a tour or older row is a group of one), so manage links and locks
    // name bookings one way.
    this.addSql(`update "space_bookings" set "booking_group_id" = "id" where "booking_group_id" is null;`);
    // Cancellations before this release: released holds say so in their notes; the rest were staff.
    this.addSql(
      `update "space_bookings" set "cancelled_by" = case when "notes" ~ '(Released: payment was not completed in time|Payment abandoned|Payment could not be started)' then 'hold' else 'staff' end where "status" = 'cancelled';`,
    );
    // The payer's name for the ledger's search, from what they paid for.
    this.addSql(
      `update "payments" p set "customer_name" = trim(b."first_name" || ' ' || coalesce(b."last_name", '')) from (select distinct on ("booking_group_id") "booking_group_id", "first_name", "last_name" from "space_bookings" where "first_name" is not null order by "booking_group_id", "created_at") b where p."purpose" = 'booking' and p."target_id" = b."booking_group_id" and p."customer_name" is null;`,
    );
    this.addSql(
      `update "payments" p set "customer_name" = trim(pb."first_name" || ' ' || coalesce(pb."last_name", '')) from "plan_bookings" pb where p."purpose" = 'plan' and p."target_id" = pb."id" and p."customer_name" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "booking_access_tokens" cascade;`);
    this.addSql(`drop table if exists "document_sequences" cascade;`);
    this.addSql(`drop table if exists "payment_refunds" cascade;`);

    this.addSql(`alter table "payments" drop constraint "payments_paystack_transaction_id_unique";`);
    this.addSql(`alter table "payments" drop constraint "payments_receipt_number_unique";`);
    this.addSql(`drop index "payments_created_at_id_index";`);
    this.addSql(`alter table "payments" drop constraint "payments_refunded_cents_check";`);
    this.addSql(
      `alter table "payments" drop column "customer_name", drop column "company_name", drop column "kra_pin", drop column "paystack_transaction_id", drop column "fees_cents", drop column "refunded_cents", drop column "receipt_number", drop column "receipt";`,
    );

    this.addSql(`alter table "space_bookings" drop constraint "space_bookings_cancelled_by_check";`);
    this.addSql(`alter table "space_bookings" drop column "price_cents", drop column "cancelled_by";`);
  }
}
