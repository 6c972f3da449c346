import { Migration } from '@mikro-orm/migrations';

/** btree_gist lets one exclusion constraint combine equality on an id with range overlap. */
export class Migration20261121000000_extensions extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists btree_gist;');
  }

  override async down(): Promise<void> {
    this.addSql('drop extension if exists btree_gist;');
  }
}
