import { Migration } from '@mikro-orm/migrations';

export class Migration20261123141309_list_sort_indexes extends Migration {
  override name = 'Migration20261123141309_list_sort_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "contacts_created_at_id_index" on "contacts" ("created_at", "id");`);

    this.addSql(`create index "mail_outbox_created_at_id_index" on "mail_outbox" ("created_at", "id");`);

    this.addSql(`create index "space_bookings_created_at_id_index" on "space_bookings" ("created_at", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "contacts_created_at_id_index";`);

    this.addSql(`drop index "mail_outbox_created_at_id_index";`);

    this.addSql(`drop index "space_bookings_created_at_id_index";`);
  }
}
