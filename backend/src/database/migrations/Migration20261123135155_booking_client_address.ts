import { Migration } from '@mikro-orm/migrations';

export class Migration20261123135155_booking_client_address extends Migration {
  override name = 'Migration20261123135155_booking_client_address';

  override up(): void | Promise<void> {
    this.addSql(`alter table "space_bookings" add "client_address" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "space_bookings" drop column "client_address";`);
  }
}
