import { Migration } from '@mikro-orm/migrations';

/**
 * Staff edit events and posts: both get a picture, events their last change, and posts a publish time (a post can
 * be scheduled). Posts published before this keep showing, dated when they were written.
 */
export class Migration20261123191028_events_and_posts_edited_by_staff extends Migration {
  override name = 'Migration20261123191028_events_and_posts_edited_by_staff';

  override up(): void | Promise<void> {
    this.addSql(`alter table "blog_posts" add "published_at" timestamptz null, add "image" text null;`);
    this.addSql(`update "blog_posts" set "published_at" = "created_at" where "published";`);
    this.addSql(`create index "blog_posts_published_index" on "blog_posts" ("published", "published_at");`);

    this.addSql(`alter table "events" add "updated_at" timestamptz not null default now(), add "image" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "blog_posts_published_index";`);
    this.addSql(`alter table "blog_posts" drop column "published_at", drop column "image";`);

    this.addSql(`alter table "events" drop column "updated_at", drop column "image";`);
  }
}
