import { Migration } from '@mikro-orm/migrations';

export class Migration20261123164238_admin_list_indexes_and_booking_groups extends Migration {
  override name = 'Migration20261123164238_admin_list_indexes_and_booking_groups';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "booking_groups" ("id" uuid not null, "created_at" timestamptz not null, "space_id" uuid null, "type" text not null, "status" text not null, "first_date" text not null, "last_date" text not null, "booking_count" int not null, "first_name" text null, "last_name" text null, "email" text null, "phone" text null, primary key ("id"));`,
    );
    this.addSql(`create index "booking_groups_first_date_index" on "booking_groups" ("first_date");`);
    this.addSql(
      `create index "booking_groups_space_id_created_at_id_index" on "booking_groups" ("space_id", "created_at", "id");`,
    );
    this.addSql(
      `create index "booking_groups_status_created_at_id_index" on "booking_groups" ("status", "created_at", "id");`,
    );
    this.addSql(`create index "booking_groups_created_at_id_index" on "booking_groups" ("created_at", "id");`);

    this.addSql(`drop index "audit_log_created_at_index";`);
    this.addSql(`create index "audit_log_created_at_id_index" on "audit_log" ("created_at", "id");`);

    this.addSql(`create index "users_created_at_id_index" on "users" ("created_at", "id");`);

    this.addSql(
      `create index "space_bookings_group_key_index" on "space_bookings" ((coalesce("booking_group_id", "id")));`,
    );
    this
      .addSql(`create or replace function "space_bookings_space_bookings_refresh_group_fn"() returns trigger as $$ begin delete from booking_groups g where g.id in (coalesce(old.booking_group_id, old.id), coalesce(new.booking_group_id, new.id))
    and not exists (select 1 from space_bookings b where coalesce(b.booking_group_id, b.id) = g.id);   insert into booking_groups (id, created_at, space_id, type, status, first_date, last_date, booking_count,
                              first_name, last_name, email, phone)
  select coalesce(b.booking_group_id, b.id), min(b.created_at),
         (array_agg(b.space_id order by b.date, b.time, b.id))[1], (array_agg(b.type order by b.date, b.time, b.id))[1],
         case when bool_or(b.status = 'pending') then 'pending'
              when bool_or(b.status = 'confirmed') then 'confirmed' else 'cancelled' end,
         min(b.date), max(b.date), count(*),
         (array_agg(b.first_name order by b.date, b.time, b.id))[1], (array_agg(b.last_name order by b.date, b.time, b.id))[1],
         (array_agg(b.email order by b.date, b.time, b.id))[1], (array_agg(b.phone order by b.date, b.time, b.id))[1]
  from space_bookings b
  where coalesce(b.booking_group_id, b.id) in (coalesce(old.booking_group_id, old.id), coalesce(new.booking_group_id, new.id))
  group by 1
  on conflict (id) do update set created_at = excluded.created_at, space_id = excluded.space_id,
    type = excluded.type, status = excluded.status, first_date = excluded.first_date, last_date = excluded.last_date,
    booking_count = excluded.booking_count, first_name = excluded.first_name, last_name = excluded.last_name,
    email = excluded.email, phone = excluded.phone;   return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "space_bookings_refresh_group" AFTER INSERT OR UPDATE OR DELETE on "space_bookings" for each ROW execute function "space_bookings_space_bookings_refresh_group_fn"();`,
    );

    this.addSql(`create index "plan_bookings_created_at_id_index" on "plan_bookings" ("created_at", "id");`);

    this.addSql(
      `alter table "booking_groups" add constraint "booking_groups_status_check" check (status in ('pending', 'confirmed', 'cancelled'));`,
    );

    // The groups of the bookings made before the table existed (later writes keep them up to date).
    this
      .addSql(`insert into booking_groups (id, created_at, space_id, type, status, first_date, last_date, booking_count, first_name, last_name, email, phone)
  select coalesce(b.booking_group_id, b.id), min(b.created_at),
         (array_agg(b.space_id order by b.date, b.time, b.id))[1], (array_agg(b.type order by b.date, b.time, b.id))[1],
         case when bool_or(b.status = 'pending') then 'pending'
              when bool_or(b.status = 'confirmed') then 'confirmed' else 'cancelled' end,
         min(b.date), max(b.date), count(*),
         (array_agg(b.first_name order by b.date, b.time, b.id))[1], (array_agg(b.last_name order by b.date, b.time, b.id))[1],
         (array_agg(b.email order by b.date, b.time, b.id))[1], (array_agg(b.phone order by b.date, b.time, b.id))[1]
  from space_bookings b
  group by 1;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "booking_groups" cascade;`);

    this.addSql(`drop index "audit_log_created_at_id_index";`);
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at");`);

    this.addSql(`drop index "plan_bookings_created_at_id_index";`);

    this.addSql(`drop index "space_bookings_group_key_index";`);
    this.addSql(`drop trigger if exists "space_bookings_refresh_group" on "space_bookings";`);
    this.addSql(`drop function if exists "space_bookings_space_bookings_refresh_group_fn"();`);

    this.addSql(`drop index "users_created_at_id_index";`);
  }
}
