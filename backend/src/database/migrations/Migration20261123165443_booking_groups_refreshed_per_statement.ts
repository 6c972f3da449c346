import { Migration } from '@mikro-orm/migrations';

export class Migration20261123165443_booking_groups_refreshed_per_statement extends Migration {
  override name = 'Migration20261123165443_booking_groups_refreshed_per_statement';

  override up(): void | Promise<void> {
    this.addSql(`drop trigger if exists "space_bookings_refresh_group" on "space_bookings";`);
    this.addSql(`drop function if exists "space_bookings_space_bookings_refresh_group_fn"();`);
    this
      .addSql(`create or replace function "space_bookings_booking_groups_after_delete_fn"() returns trigger language plpgsql as $$ begin 
  delete from booking_groups g where g.id in (select coalesce(booking_group_id, id) from replaced_rows)
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
  where coalesce(b.booking_group_id, b.id) in (select coalesce(booking_group_id, id) from replaced_rows)
  group by 1
  on conflict (id) do update set created_at = excluded.created_at, space_id = excluded.space_id,
    type = excluded.type, status = excluded.status, first_date = excluded.first_date, last_date = excluded.last_date,
    booking_count = excluded.booking_count, first_name = excluded.first_name, last_name = excluded.last_name,
    email = excluded.email, phone = excluded.phone;   return null; end $$;`);
    this
      .addSql(`create trigger "booking_groups_after_delete" after delete on "space_bookings" referencing old table as replaced_rows
  for each statement execute function "space_bookings_booking_groups_after_delete_fn"();`);
    this
      .addSql(`create or replace function "space_bookings_booking_groups_after_update_fn"() returns trigger language plpgsql as $$ begin 
  delete from booking_groups g where g.id in (select coalesce(booking_group_id, id) from written_rows union select coalesce(booking_group_id, id) from replaced_rows)
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
  where coalesce(b.booking_group_id, b.id) in (select coalesce(booking_group_id, id) from written_rows union select coalesce(booking_group_id, id) from replaced_rows)
  group by 1
  on conflict (id) do update set created_at = excluded.created_at, space_id = excluded.space_id,
    type = excluded.type, status = excluded.status, first_date = excluded.first_date, last_date = excluded.last_date,
    booking_count = excluded.booking_count, first_name = excluded.first_name, last_name = excluded.last_name,
    email = excluded.email, phone = excluded.phone;   return null; end $$;`);
    this
      .addSql(`create trigger "booking_groups_after_update" after update on "space_bookings" referencing old table as replaced_rows new table as written_rows
  for each statement execute function "space_bookings_booking_groups_after_update_fn"();`);
    this
      .addSql(`create or replace function "space_bookings_booking_groups_after_insert_fn"() returns trigger language plpgsql as $$ begin 
  delete from booking_groups g where g.id in (select coalesce(booking_group_id, id) from written_rows)
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
  where coalesce(b.booking_group_id, b.id) in (select coalesce(booking_group_id, id) from written_rows)
  group by 1
  on conflict (id) do update set created_at = excluded.created_at, space_id = excluded.space_id,
    type = excluded.type, status = excluded.status, first_date = excluded.first_date, last_date = excluded.last_date,
    booking_count = excluded.booking_count, first_name = excluded.first_name, last_name = excluded.last_name,
    email = excluded.email, phone = excluded.phone;   return null; end $$;`);
    this
      .addSql(`create trigger "booking_groups_after_insert" after insert on "space_bookings" referencing new table as written_rows
  for each statement execute function "space_bookings_booking_groups_after_insert_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "booking_groups_after_delete" on "space_bookings";`);
    this.addSql(`drop function if exists "space_bookings_booking_groups_after_delete_fn"();`);
    this.addSql(`drop trigger if exists "booking_groups_after_update" on "space_bookings";`);
    this.addSql(`drop function if exists "space_bookings_booking_groups_after_update_fn"();`);
    this.addSql(`drop trigger if exists "booking_groups_after_insert" on "space_bookings";`);
    this.addSql(`drop function if exists "space_bookings_booking_groups_after_insert_fn"();`);
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
      `create trigger "space_bookings_refresh_group" AFTER DELETE OR INSERT OR UPDATE on "space_bookings" for each ROW execute function "space_bookings_space_bookings_refresh_group_fn"();`,
    );
  }
}
