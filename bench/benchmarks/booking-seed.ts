import { psql, psqlNumber } from '../lib/postgres.ts';

/** Venue dates as day offsets from today: the background bookings cover 20 months past and 4 ahead. */
const FIRST_DAY = -600;
const DAYS = 720;
/** Two-hour slots 06:00–22:00, one booking per instance and slot at most (the exclusion constraint's rule). */
const SLOTS_PER_DAY = 8;
/** The dense day lies outside the background range, so the background never changes it. */
export const DENSE_DAY_OFFSET = 150;

const INSTANCE_POOL = `
  select i.id as instance_id, i.space_id, s.type, (row_number() over (order by s.name, i.instance_number) - 1)::int as position
  from space_instances i join spaces s on s.id = i.space_id
  where i.is_active and s.is_active`;

// Cells an earlier booking already covers (the benchmark's own customer's desk day) are left out: the exclusion
// constraint would refuse them. (The overlap is written as the constraint's expression, so its index finds them.)
const INSERT_BOOKINGS_AND_ASSIGNMENTS = `
  timed as (
    select cells.*, (day + make_interval(hours => hour)) at time zone 'Africa/Nairobi' as start_at,
           (day + make_interval(hours => hour + 2)) at time zone 'Africa/Nairobi' as end_at
    from cells
  ),
  free as materialized (
    select * from timed
    where not exists (
      select 1 from space_instance_assignments taken
      where taken.instance_id = timed.instance_id
        and tstzrange(taken.start_at, taken.end_at) && tstzrange(timed.start_at, timed.end_at)
    )
  ),
  bookings as (
    insert into space_bookings (id, space_id, type, date, time, duration, status, first_name, last_name, email, phone)
    select booking_id, space_id, type, to_char(day, 'YYYY-MM-DD'), lpad(hour::text, 2, '0') || ':00', 2, 'confirmed',
           'Seeded', 'Visitor', 'seeded@example.com', '+254700000000'
    from free
  )
  insert into space_instance_assignments (booking_id, instance_id, start_at, end_at)
  select booking_id, instance_id, start_at, end_at from free`;

/**
 * Confirmed bookings written straight with SQL in bulk (booking row plus instance assignment, as the
 * product writes them), to measure reads against a database of a given size.
 */
export class BookingSeed {
  private backgroundRows = 0;
  private readonly databaseUrl: string;
  private readonly instanceCount: number;

  private constructor(databaseUrl: string, instanceCount: number) {
    this.databaseUrl = databaseUrl;
    this.instanceCount = instanceCount;
  }

  static async open(databaseUrl: string): Promise<BookingSeed> {
    return new BookingSeed(databaseUrl, await psqlNumber(databaseUrl, `select count(*) from (${INSTANCE_POOL}) pool`));
  }

  /** The venue date of the busy day: three quarters of every instance's slots taken. */
  async denseDate(): Promise<string> {
    const [date] = await psql(this.databaseUrl, `select to_char(current_date + ${DENSE_DAY_OFFSET}, 'YYYY-MM-DD')`);
    return date;
  }

  async fillDenseDay(): Promise<number> {
    await psql(
      this.databaseUrl,
      `
      with pool as (${INSTANCE_POOL}),
      cells as materialized (
        select gen_random_uuid() as booking_id, pool.instance_id, pool.space_id, pool.type,
               (current_date + ${DENSE_DAY_OFFSET})::date as day, 6 + 2 * slot as hour
        from pool cross join generate_series(0, ${SLOTS_PER_DAY - 1}) as slot
        where (pool.position + slot) % 4 <> 0
      ),
      ${INSERT_BOOKINGS_AND_ASSIGNMENTS}`,
    );
    return this.total();
  }

  /**
   * Adds bookings spread evenly over every instance and the whole date range until there are `total`.
   * Row n takes cell (n × a prime) mod cells: scattered, and never the same cell twice.
   */
  async growTo(total: number): Promise<number> {
    const cells = this.instanceCount * DAYS * SLOTS_PER_DAY;
    const stride = strideFor(cells);
    // Again for the few cells left out because a booking covered them, until the total is reached.
    for (let missing = total - (await this.total()); missing > 0; missing = total - (await this.total())) {
      if (this.backgroundRows + missing > cells) throw new Error(`at most ${cells} background bookings fit`);
      await psql(
        this.databaseUrl,
        `
        with pool as (${INSTANCE_POOL}),
        cells as materialized (
          select gen_random_uuid() as booking_id, pool.instance_id, pool.space_id, pool.type,
                 (current_date + ${FIRST_DAY} + ((cell / ${this.instanceCount}) / ${SLOTS_PER_DAY})::int)::date as day,
                 (6 + 2 * ((cell / ${this.instanceCount}) % ${SLOTS_PER_DAY}))::int as hour
          from generate_series(${this.backgroundRows}, ${this.backgroundRows + missing - 1}) as n
          cross join lateral (select (n::bigint * ${stride}) % ${cells} as cell) scattered
          join pool on pool.position = scattered.cell % ${this.instanceCount}
        ),
        ${INSERT_BOOKINGS_AND_ASSIGNMENTS}`,
      );
      this.backgroundRows += missing;
    }
    // The statistics autovacuum would gather within a minute of a load this size (booking_groups is filled by its
    // triggers), so that plans are the ones a running database gets.
    await psql(this.databaseUrl, 'analyze space_bookings; analyze space_instance_assignments; analyze booking_groups');
    return this.total();
  }

  total(): Promise<number> {
    return psqlNumber(this.databaseUrl, 'select count(*) from space_bookings');
  }
}

/** A prime that shares no factor with `cells`, so n → n × stride mod cells visits each cell once. */
function strideFor(cells: number): number {
  for (const prime of [7919, 7927, 7933, 7937, 7949]) if (cells % prime !== 0) return prime;
  throw new Error(`no stride for ${cells} cells`);
}
