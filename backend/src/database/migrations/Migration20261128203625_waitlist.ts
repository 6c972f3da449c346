import { Migration } from '@mikro-orm/migrations';

/** Waitlists for full slots and days: who waits for what, and the offer each was made (waitlist module). */
export class Migration20261128203625_waitlist extends Migration {
  override name = 'Migration20261128203625_waitlist';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "waitlist_entries" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "space_id" uuid not null, "date" date not null, "time" text null, "first_name" text not null, "last_name" text not null, "email" text not null, "phone" text not null, "status" text not null default 'waiting', "offered_at" timestamptz null, "offer_expires_at" timestamptz null, "booking_group_id" uuid null, "payment_reference" text null, "checkout_url" text null, "offer_token_hash" text null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_offer_token_hash_unique" unique ("offer_token_hash");`,
    );
    this.addSql(
      `create index "waitlist_entries_status_space_id_date_index" on "waitlist_entries" ("status", "space_id", "date");`,
    );

    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_space_id_foreign" foreign key ("space_id") references "spaces" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_status_check" check (status in ('waiting', 'offered', 'booked', 'expired', 'cancelled'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "waitlist_entries" cascade;`);
  }
}
