import { Migration } from '@mikro-orm/migrations';

/**
 * A plan with membership history is hidden instead of deleted (`deleted_at`), and the database refuses to delete a
 * plan that plan bookings still name: deleting one used to take every membership on it along, paid ones included.
 */
export class Migration20261128100300_plans_with_members_are_kept extends Migration {
  override name = 'Migration20261128100300_plans_with_members_are_kept';

  override up(): void | Promise<void> {
    this.addSql(`alter table "membership_plans" add "deleted_at" timestamptz null;`);
    this.addSql(`alter table "plan_bookings" drop constraint "plan_bookings_plan_id_foreign";`);
    this.addSql(
      `alter table "plan_bookings" add constraint "plan_bookings_plan_id_foreign" foreign key ("plan_id") references "membership_plans" ("id") on delete restrict;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "plan_bookings" drop constraint "plan_bookings_plan_id_foreign";`);
    this.addSql(
      `alter table "plan_bookings" add constraint "plan_bookings_plan_id_foreign" foreign key ("plan_id") references "membership_plans" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "membership_plans" drop column "deleted_at";`);
  }
}
