import { Migration } from '@mikro-orm/migrations';

/**
 * The mail and SMS outboxes no longer note when a message reached the queue: nothing read it, and writing it was a
 * statement of its own (and a commit) after every message was queued, on the row the worker was claiming at that moment.
 */
export class Migration20261129220000_outbox_enqueued_at_dropped extends Migration {
  override name = 'Migration20261129220000_outbox_enqueued_at_dropped';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" drop column "enqueued_at";`);
    this.addSql(`alter table "sms_outbox" drop column "enqueued_at";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" add column "enqueued_at" timestamptz null;`);
    this.addSql(`alter table "sms_outbox" add column "enqueued_at" timestamptz null;`);
  }
}
