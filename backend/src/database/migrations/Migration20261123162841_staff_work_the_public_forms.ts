import { Migration } from '@mikro-orm/migrations';

/**
 * Staff work the public forms: contact inquiries (new → responded → closed) and job applications (new → reviewing →
 * rejected / hired) get a staff note and who handled them; newsletter subscribers get a source, a consent time, an
 * unsubscribe time and a random unsubscribe token; e-mails carry extra headers (List-Unsubscribe). Rows written before
 * keep their meaning: 'pending' applications are new, other unknown statuses count as being worked on, a
 * subscriber consented when they signed up.
 */
export class Migration20261123162841_staff_work_the_public_forms extends Migration {
  override name = 'Migration20261123162841_staff_work_the_public_forms';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "contacts" add "staff_note" text null, add "handled_by_admin_id" uuid null, add "handled_by_username" text null, add "handled_at" timestamptz null, add "replied_at" timestamptz null;`,
    );
    this.addSql(`update "contacts" set "status" = 'responded' where "status" not in ('new', 'responded', 'closed');`);
    this.addSql(
      `alter table "contacts" add constraint "contacts_status_check" check (status in ('new', 'responded', 'closed'));`,
    );

    this.addSql(
      `alter table "job_applications" add "staff_note" text null, add "handled_by_admin_id" uuid null, add "handled_by_username" text null, add "handled_at" timestamptz null;`,
    );
    this.addSql(`alter table "job_applications" alter column "status" set default 'new';`);
    this.addSql(`create index "job_applications_created_at_id_index" on "job_applications" ("created_at", "id");`);
    this.addSql(`update "job_applications" set "status" = 'new' where "status" = 'pending';`);
    this.addSql(
      `update "job_applications" set "status" = 'reviewing' where "status" not in ('new', 'reviewing', 'rejected', 'hired');`,
    );
    this.addSql(
      `alter table "job_applications" add constraint "job_applications_status_check" check (status in ('new', 'reviewing', 'rejected', 'hired'));`,
    );

    this.addSql(`alter table "mail_outbox" add "headers" jsonb not null default '{}';`);

    this.addSql(
      `alter table "newsletters" add "source" text not null default 'website', add "consented_at" timestamptz not null default now(), add "unsubscribed_at" timestamptz null, add "unsubscribe_token" text null;`,
    );
    this.addSql(
      `update "newsletters" set "consented_at" = "created_at", "unsubscribe_token" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');`,
    );
    this.addSql(`alter table "newsletters" alter column "unsubscribe_token" set not null;`);
    this.addSql(
      `alter table "newsletters" add constraint "newsletters_unsubscribe_token_unique" unique ("unsubscribe_token");`,
    );
    this.addSql(`create index "newsletters_created_at_id_index" on "newsletters" ("created_at", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "contacts" drop constraint "contacts_status_check";`);
    this.addSql(
      `alter table "contacts" drop column "staff_note", drop column "handled_by_admin_id", drop column "handled_by_username", drop column "handled_at", drop column "replied_at";`,
    );

    this.addSql(`drop index "job_applications_created_at_id_index";`);
    this.addSql(`alter table "job_applications" drop constraint "job_applications_status_check";`);
    this.addSql(
      `alter table "job_applications" drop column "staff_note", drop column "handled_by_admin_id", drop column "handled_by_username", drop column "handled_at";`,
    );
    this.addSql(`alter table "job_applications" alter column "status" set default 'pending';`);
    this.addSql(`update "job_applications" set "status" = 'pending' where "status" = 'new';`);

    this.addSql(`alter table "mail_outbox" drop column "headers";`);

    this.addSql(`alter table "newsletters" drop constraint "newsletters_unsubscribe_token_unique";`);
    this.addSql(`drop index "newsletters_created_at_id_index";`);
    this.addSql(
      `alter table "newsletters" drop column "source", drop column "consented_at", drop column "unsubscribed_at", drop column "unsubscribe_token";`,
    );
  }
}
