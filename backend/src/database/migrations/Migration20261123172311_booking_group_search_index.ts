import { Migration } from '@mikro-orm/migrations';

export class Migration20261123172311_booking_group_search_index extends Migration {
  override name = 'Migration20261123172311_booking_group_search_index';

  override up(): void | Promise<void> {
    // Trigram matching, so staff search (`ilike '%…%'`) reads an index instead of every group.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create index "booking_groups_search_index" on "booking_groups" using gin ((coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || id::text) gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "booking_groups_search_index";`);
    this.addSql(`drop extension if exists pg_trgm;`);
  }
}
