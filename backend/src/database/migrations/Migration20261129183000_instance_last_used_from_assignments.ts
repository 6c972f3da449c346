import { Migration } from '@mikro-orm/migrations';

/**
 * An instance's "last used" is read from its assignments (SpaceInstance.lastUsed is a formula): placing a booking no
 * longer writes to the instance's row, which made every placement on one instance wait for the one before to commit.
 */
export class Migration20261129183000_instance_last_used_from_assignments extends Migration {
  override name = 'Migration20261129183000_instance_last_used_from_assignments';

  override up(): void | Promise<void> {
    this.addSql(`alter table "space_instances" drop column "last_used";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "space_instances" add column "last_used" timestamptz null;`);
    this.addSql(
      `update "space_instances" i set "last_used" = (select max(a.start_at) from space_instance_assignments a where a.instance_id = i.id and a.start_at <= now());`,
    );
  }
}
