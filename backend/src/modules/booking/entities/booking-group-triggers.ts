import { type TriggerDef } from '@mikro-orm/core';

type Write = 'insert' | 'update' | 'delete';

/** Rows of the statement, by the transition table each kind of write has. */
const TRANSITION: Record<Write, { referencing: string; touched: string }> = {
  insert: {
    referencing: 'new table as written_rows',
    touched: 'select coalesce(booking_group_id, id) from written_rows',
  },
  update: {
    referencing: 'old table as replaced_rows new table as written_rows',
    touched:
      'select coalesce(booking_group_id, id) from written_rows union select coalesce(booking_group_id, id) from replaced_rows',
  },
  delete: {
    referencing: 'old table as replaced_rows',
    touched: 'select coalesce(booking_group_id, id) from replaced_rows',
  },
};

/** Sums the touched groups up again from their rows (first date's space, type and contact), or removes them. */
const refreshGroups = (touched: string) => `
  delete from booking_groups g where g.id in (${touched})
    and not exists (select 1 from space_bookings b where coalesce(b.booking_group_id, b.id) = g.id);
  insert into booking_groups (id, created_at, space_id, type, status, first_date, last_date, booking_count,
                              first_name, last_name, email, phone)
  select coalesce(b.booking_group_id, b.id), min(b.created_at),
         (array_agg(b.space_id order by b.date, b.time, b.id))[1], (array_agg(b.type order by b.date, b.time, b.id))[1],
         case when bool_or(b.status = 'pending') then 'pending'
              when bool_or(b.status = 'confirmed') then 'confirmed' else 'cancelled' end,
         min(b.date), max(b.date), count(*),
         (array_agg(b.first_name order by b.date, b.time, b.id))[1], (array_agg(b.last_name order by b.date, b.time, b.id))[1],
         (array_agg(b.email order by b.date, b.time, b.id))[1], (array_agg(b.phone order by b.date, b.time, b.id))[1]
  from space_bookings b
  where coalesce(b.booking_group_id, b.id) in (${touched})
  group by 1
  on conflict (id) do update set created_at = excluded.created_at, space_id = excluded.space_id,
    type = excluded.type, status = excluded.status, first_date = excluded.first_date, last_date = excluded.last_date,
    booking_count = excluded.booking_count, first_name = excluded.first_name, last_name = excluded.last_name,
    email = excluded.email, phone = excluded.phone;`;

/**
 * The triggers that keep `booking_groups` (see BookingGroup) in step with `space_bookings`: after each statement
 * that inserts, updates or deletes bookings, the groups its rows left or joined are summed up again, in the writing
 * transaction. Once per statement over its transition tables, so a bulk write refreshes each group once, not once
 * per row. The raw DDL is needed for the REFERENCING clause; the function is named as MikroORM names a trigger's
 * function (`<table>_<trigger>_fn`), so dropping the trigger drops it too.
 */
export function bookingGroupsTrigger(write: Write): TriggerDef {
  const name = `booking_groups_after_${write}`;
  const fn = `"space_bookings_${name}_fn"`;
  const { referencing, touched } = TRANSITION[write];
  return {
    name,
    timing: 'after',
    events: [write],
    forEach: 'statement',
    expression: `create or replace function ${fn}() returns trigger language plpgsql as $$ begin ${refreshGroups(touched)}
  return null; end $$;
create trigger "${name}" after ${write} on "space_bookings" referencing ${referencing}
  for each statement execute function ${fn}()`,
  };
}
