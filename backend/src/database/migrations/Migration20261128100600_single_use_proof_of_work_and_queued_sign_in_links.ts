import { Migration } from '@mikro-orm/migrations';

/**
 * Proof-of-work answers already accepted, shared by every API process and kept through a Redis outage; and member
 * sign-in-link requests waiting for the worker, so the request does the same work for a member and a stranger.
 */
export class Migration20261128100600_single_use_proof_of_work_and_queued_sign_in_links extends Migration {
  override name = 'Migration20261128100600_single_use_proof_of_work_and_queued_sign_in_links';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "proof_of_work_spent" ("challenge_signature" text not null, "expires_at" timestamptz not null, primary key ("challenge_signature"));`,
    );
    this.addSql(`create index "proof_of_work_spent_expires_at_index" on "proof_of_work_spent" ("expires_at");`);
    this.addSql(
      `create table "member_sign_in_requests" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "email" text not null, primary key ("id"));`,
    );
    this.addSql(`create index "member_sign_in_requests_created_at_index" on "member_sign_in_requests" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "member_sign_in_requests" cascade;`);
    this.addSql(`drop table if exists "proof_of_work_spent" cascade;`);
  }
}
