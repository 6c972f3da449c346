import { Migration } from '@mikro-orm/migrations';

/**
 * Promo codes and their uses: each use is written in the checkout's transaction and counts by what its payment became
 * (promotions.repository.ts); a payment names the code that discounted it, for its receipt.
 */
export class Migration20261128195339_promotions extends Migration {
  override name = 'Migration20261128195339_promotions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "promo_codes" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "code" text not null, "description" text null, "percent_off" int null, "amount_off_cents" int null, "applies_to" text not null default 'all', "plan_ids" jsonb not null default '[]', "space_ids" jsonb not null default '[]', "first_period_only" boolean not null default true, "valid_from" date null, "valid_to" date null, "max_redemptions" int null, "max_per_customer" int null, "active" boolean not null default true, "display_on_site" boolean not null default false, "banner_text" text null, primary key ("id"));`,
    );
    this.addSql(`alter table "promo_codes" add constraint "promo_codes_code_unique" unique ("code");`);

    this.addSql(
      `create table "promo_redemptions" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "promo_code_id" uuid not null, "email" text not null, "payment_reference" text null, "purpose" text not null, "target_id" uuid not null, "discount_cents" int not null, "percent_off" int null, "amount_off_cents" int null, "renewals" boolean not null, "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "promo_redemptions" add constraint "promo_redemptions_payment_reference_unique" unique ("payment_reference");`,
    );
    this.addSql(`create index "promo_redemptions_target_id_index" on "promo_redemptions" ("target_id");`);
    this.addSql(`create index "promo_redemptions_promo_code_id_index" on "promo_redemptions" ("promo_code_id");`);

    this.addSql(`alter table "payments" add "promo_code" text null;`);

    this.addSql(
      `alter table "promo_codes" add constraint "promo_codes_limits_check" check (coalesce(max_redemptions, 1) >= 1 and coalesce(max_per_customer, 1) >= 1);`,
    );
    this.addSql(
      `alter table "promo_codes" add constraint "promo_codes_dates_check" check (valid_to is null or valid_from is null or valid_to >= valid_from);`,
    );
    this.addSql(
      `alter table "promo_codes" add constraint "promo_codes_applies_to_check" check (applies_to in ('all', 'plans', 'spaces'));`,
    );
    this.addSql(
      `alter table "promo_codes" add constraint "promo_codes_one_discount_check" check ((percent_off is not null and amount_off_cents is null and percent_off >= 1 and percent_off <= 100) or (percent_off is null and amount_off_cents is not null and amount_off_cents > 0));`,
    );

    this.addSql(
      `alter table "promo_redemptions" add constraint "promo_redemptions_promo_code_id_foreign" foreign key ("promo_code_id") references "promo_codes" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "promo_redemptions" add constraint "promo_redemptions_discount_cents_check" check (discount_cents >= 0);`,
    );
    this.addSql(
      `alter table "promo_redemptions" add constraint "promo_redemptions_purpose_check" check (purpose in ('booking', 'plan'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "promo_redemptions" drop constraint "promo_redemptions_promo_code_id_foreign";`);

    this.addSql(`drop table if exists "promo_codes" cascade;`);
    this.addSql(`drop table if exists "promo_redemptions" cascade;`);

    this.addSql(`alter table "payments" drop column "promo_code";`);
  }
}
