import { addVenueDays, type ReportInterval, VENUE_ZONE, venueInstant } from '@coworking/domain';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import {
  type ReportScope,
  type HourCellRow,
  type SpaceRow,
  type DayCellRow,
  type MoneyRow,
  type MembersRow,
  type ToursRow,
  type AllowanceUseRow,
  type CheckInDayRow,
} from './report-rows.js';

export type {
  ReportScope,
  HourCellRow,
  SpaceRow,
  DayCellRow,
  MoneyRow,
  MembersRow,
  ToursRow,
  AllowanceUseRow,
  CheckInDayRow,
} from './report-rows.js';

// The venue's clock in SQL: `instant at time zone` gives Nairobi wall time, `wall time at time zone` the instant.
const ZONE = `'${VENUE_ZONE}'`;

/** The instants a scope's dates span: from the start of `from` in Nairobi to the start of the day after `to`. */
function instantsOf(scope: ReportScope): [Date, Date] {
  return [venueInstant(scope.from), venueInstant(addVenueDays(scope.to, 1))];
}

/** The scope's space filters on the spaces alias `s`, with their values. */
function spaceConditions(scope: ReportScope): { sql: string; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (scope.spaceId) {
    conditions.push('s.id = ?');
    values.push(scope.spaceId);
  }
  if (scope.spaceType) {
    conditions.push('s.type = ?');
    values.push(scope.spaceType);
  }
  return { sql: conditions.map((condition) => ` and ${condition}`).join(''), values };
}

/**
 * With a space filter, money counts only for bookings of the spaces it names (a payment for a booking group pays
 * for the group's bookings, all of one space); memberships and events belong to no space and drop out.
 */
function bookedSpaceCondition(scope: ReportScope, payment: string): { sql: string; values: unknown[] } {
  const spaces = spaceConditions(scope);
  if (!spaces.values.length) return { sql: '', values: [] };
  return {
    sql: ` and ${payment}.purpose = 'booking' and exists (
             select 1 from space_bookings sb join spaces s on s.id = sb.space_id
             where coalesce(sb.booking_group_id, sb.id) = ${payment}.target_id${spaces.sql})`,
    values: spaces.values,
  };
}

/**
 * The instances counted for occupancy and their confirmed assignments in the range. An instance counts when it and
 * its space are active, or when it held a confirmed booking in the range (so a desk retired since still shows what
 * it carried). Unpaid holds and cancelled bookings occupy nothing.
 */
function occupancySql(scope: ReportScope, billingCycles: readonly string[]): { sql: string; values: unknown[] } {
  const [start, end] = instantsOf(scope);
  const spaces = spaceConditions(scope);
  return {
    sql: `counted as (
            select i.id, i.space_id from space_instances i join spaces s on s.id = i.space_id
            where s.billing_cycle in (${billingCycles.map(() => '?').join(', ')})${spaces.sql}
              and ((s.is_active and i.is_active) or exists (
                select 1 from space_instance_assignments a join space_bookings b on b.id = a.booking_id
                where a.instance_id = i.id and b.status = 'confirmed' and a.start_at < ? and a.end_at > ?))
          ),
          busy as (
            select a.instance_id, c.space_id, a.start_at, a.end_at
            from space_instance_assignments a
              join counted c on c.id = a.instance_id
              join space_bookings b on b.id = a.booking_id
            where b.status = 'confirmed' and a.start_at < ? and a.end_at > ?
          )`,
    values: [...billingCycles, ...spaces.values, end, start, end, start],
  };
}

/** The periods of a series: the bucket of `from`, then each following one that starts by `to`. */
function periodsSql(scope: ReportScope, interval: ReportInterval): { sql: string; values: unknown[] } {
  return {
    sql: `periods as (
            select generate_series(date_trunc(?, ?::date::timestamp), ?::date::timestamp, ?::interval)::date as period
          )`,
    values: [interval, scope.from, scope.to, `1 ${interval}`],
  };
}

/** The bucket of an instant, in Nairobi time, as a date. */
const bucketOf = (instant: string) => `date_trunc(?, ${instant} at time zone ${ZONE})::date`;

/**
 * Every membership period that was paid for, once: the first successful payment of each plan booking's period,
 * unless refunds (other than failed ones) gave all of it back — a second payment of one period is refunded, and so
 * is a payment that came after the membership ended; seats added to a team mid-period are not a period. Its e-mail
 * is the member's, as the plan booking holds it.
 */
const PAID_PERIODS = `paid_periods as (
    select distinct on (p.target_id, p.period_number)
      p.target_id, p.period_number, coalesce(p.paid_at, p.created_at) as paid_at, lower(pb.email) as email
    from payments p join plan_bookings pb on pb.id = p.target_id
    where p.purpose = 'plan' and p.status = 'success' and p.period_number is not null and p.seats_added is null
      and (p.amount_cents = 0 or coalesce((
        select sum(r.amount_cents) from payment_refunds r where r.payment_id = p.id and r.status <> 'failed'
      ), 0) < p.amount_cents)
    order by p.target_id, p.period_number, coalesce(p.paid_at, p.created_at), p.id
  ),
  ranked as (
    select paid_at, email,
      row_number() over (partition by email order by paid_at, target_id, period_number) = 1 as is_first
    from paid_periods
  )`;

/** The reports' SQL: read-only queries over the ledger, refunds, instance assignments, memberships and tours. */
@Injectable()
export class ReportsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Hourly spaces: booked instance-hours per venue date and hour, and their share of the counted instances. */
  occupancyByHour(scope: ReportScope): Promise<HourCellRow[]> {
    const [start, end] = instantsOf(scope);
    const occupancy = occupancySql(scope, ['hourly']);
    return this.em.execute<HourCellRow[]>(
      `with ${occupancy.sql},
         instance_count as (select count(*) as instances from counted),
         hours as (select generate_series(?::timestamptz, ?::timestamptz - interval '1 hour', interval '1 hour') as at),
         booked as (
           -- least() and greatest() skip nulls: an hour without bookings must not count as one.
           select h.at, coalesce(sum(extract(epoch from least(b.end_at, h.at + interval '1 hour') - greatest(b.start_at, h.at)))
               filter (where b.start_at is not null), 0) / 3600 as hours
           from hours h left join busy b on b.start_at < h.at + interval '1 hour' and b.end_at > h.at
           group by h.at
         )
       select to_char(bk.at at time zone ${ZONE}, 'YYYY-MM-DD') as date,
         extract(hour from bk.at at time zone ${ZONE})::int as hour,
         round(bk.hours, 2) as booked_hours,
         case when ic.instances = 0 then 0 else round(bk.hours * 100 / ic.instances, 1) end as occupancy_percent,
         ic.instances
       from booked bk cross join instance_count ic
       order by bk.at`,
      [...occupancy.values, start, end],
    );
  }

  /** Daily and monthly spaces with the instances counted for each, in display order. */
  occupancySpaces(scope: ReportScope): Promise<SpaceRow[]> {
    const occupancy = occupancySql(scope, ['daily', 'monthly']);
    return this.em.execute<SpaceRow[]>(
      `with ${occupancy.sql}
       select s.id, s.name, s.type, s.billing_cycle, count(c.id) as instances
       from spaces s join counted c on c.space_id = s.id
       group by s.id
       order by s.display_order nulls last, s.name, s.id`,
      occupancy.values,
    );
  }

  /** Daily and monthly spaces: per venue date and space, the instances booked for any part of the day. */
  occupancyByDay(scope: ReportScope): Promise<DayCellRow[]> {
    const occupancy = occupancySql(scope, ['daily', 'monthly']);
    return this.em.execute<DayCellRow[]>(
      `with ${occupancy.sql},
         space_list as (select space_id, count(*) as instances from counted group by space_id),
         days as (select generate_series(?::date::timestamp, ?::date::timestamp, interval '1 day')::date as day)
       select d.day::text as date, sl.space_id, count(distinct b.instance_id) as occupied,
         round(count(distinct b.instance_id) * 100.0 / sl.instances, 1) as occupancy_percent
       from days d cross join space_list sl
         left join busy b on b.space_id = sl.space_id
           and b.start_at < (d.day + 1)::timestamp at time zone ${ZONE}
           and b.end_at > d.day::timestamp at time zone ${ZONE}
       group by d.day, sl.space_id, sl.instances
       order by d.day, sl.space_id`,
      [...occupancy.values, scope.from, scope.to],
    );
  }

  /**
   * Money received: successful payments of more than nothing, on the Nairobi day they were paid, per period,
   * purpose and stored channel.
   */
  revenue(scope: ReportScope, interval: ReportInterval): Promise<MoneyRow[]> {
    const [start, end] = instantsOf(scope);
    const periods = periodsSql(scope, interval);
    const booked = bookedSpaceCondition(scope, 'p');
    const paidAt = 'coalesce(p.paid_at, p.created_at)';
    return this.em.execute<MoneyRow[]>(
      `with ${periods.sql},
         paid as (
           select ${bucketOf(paidAt)} as period, p.purpose, p.channel, p.amount_cents
           from payments p
           where p.status = 'success' and p.amount_cents > 0 and ${paidAt} >= ? and ${paidAt} < ?${booked.sql}
         )
       select pr.period::text as period, pd.purpose, pd.channel, count(pd.amount_cents)::int as count,
         coalesce(sum(pd.amount_cents), 0) as cents
       from periods pr left join paid pd on pd.period = pr.period
       group by pr.period, pd.purpose, pd.channel
       order by pr.period, pd.purpose, pd.channel`,
      [...periods.values, interval, start, end, ...booked.values],
    );
  }

  /** Money paid back: processed refunds on the Nairobi day Paystack (or staff) paid them, per period and purpose. */
  refunds(scope: ReportScope, interval: ReportInterval): Promise<MoneyRow[]> {
    const [start, end] = instantsOf(scope);
    const periods = periodsSql(scope, interval);
    const booked = bookedSpaceCondition(scope, 'p');
    const processedAt = 'coalesce(r.processed_at, r.updated_at)';
    return this.em.execute<MoneyRow[]>(
      `with ${periods.sql},
         refunded as (
           select ${bucketOf(processedAt)} as period, p.purpose, r.amount_cents
           from payment_refunds r join payments p on p.id = r.payment_id
           where r.status = 'processed' and p.status <> 'rejected' and ${processedAt} >= ? and ${processedAt} < ?${booked.sql}
         )
       select pr.period::text as period, rf.purpose, null as channel, count(rf.amount_cents)::int as count,
         coalesce(sum(rf.amount_cents), 0) as cents
       from periods pr left join refunded rf on rf.period = pr.period
       group by pr.period, rf.purpose
       order by pr.period, rf.purpose`,
      [...periods.values, interval, start, end, ...booked.values],
    );
  }

  /** Paid membership periods per period: the first of each member (by e-mail), and every other one. */
  members(scope: ReportScope, interval: ReportInterval): Promise<MembersRow[]> {
    const [start, end] = instantsOf(scope);
    const periods = periodsSql(scope, interval);
    return this.em.execute<MembersRow[]>(
      `with ${periods.sql}, ${PAID_PERIODS},
         in_range as (select ${bucketOf('paid_at')} as period, is_first from ranked where paid_at >= ? and paid_at < ?)
       select pr.period::text as period,
         count(*) filter (where ir.is_first)::int as new_members,
         count(*) filter (where not ir.is_first)::int as renewals
       from periods pr left join in_range ir on ir.period = pr.period
       group by pr.period
       order by pr.period`,
      [...periods.values, interval, start, end],
    );
  }

  /**
   * Tours on their venue date (not cancelled), and how many of the visitors (by e-mail) paid for their first
   * membership at or after asking for the tour.
   */
  tours(scope: ReportScope, interval: ReportInterval): Promise<ToursRow[]> {
    const periods = periodsSql(scope, interval);
    return this.em.execute<ToursRow[]>(
      `with ${periods.sql}, ${PAID_PERIODS},
         first_paid as (select email, min(paid_at) as paid_at from ranked where is_first group by email),
         toured as (
           select date_trunc(?, t.date::date::timestamp)::date as period,
             coalesce(fp.paid_at >= t.created_at, false) as converted
           from space_bookings t
             left join users u on u.id = t.user_id
             left join first_paid fp on fp.email = lower(coalesce(t.email, u.email))
           where t.type = 'tour' and t.status <> 'cancelled' and t.date >= ? and t.date <= ?
         )
       select pr.period::text as period, count(tr.period)::int as tours,
         count(*) filter (where tr.converted)::int as converted,
         case when count(tr.period) = 0 then 0
           else round(count(*) filter (where tr.converted) * 100.0 / count(tr.period), 1) end as conversion_percent
       from periods pr left join toured tr on tr.period = pr.period
       group by pr.period
       order by pr.period`,
      [...periods.values, interval, scope.from, scope.to],
    );
  }

  /**
   * Per main plan: the membership periods that began in the range (each brings the plan's per-period amounts; see
   * docs/decisions/0254-reports-of-allowance-use-and-of-check-ins-against-expected.md), the memberships they belong
   * to, and the allowance used on booked dates in the range (rows not cancelled) and guest passes for dates in the
   * range (not cancelled). Add-ons give no allowance and are left out; a deleted plan shows only when it has figures
   * in the range.
   */
  allowanceUse(scope: ReportScope): Promise<AllowanceUseRow[]> {
    return this.em.execute<AllowanceUseRow[]>(
      `with begun as (
         -- Period n of a membership begins n - 1 plan periods after its start date (counted from the start, like the
         -- renewal engine), moved by the days staff added; the current one's start is stored.
         select pb.id as plan_booking_id, pb.plan_id,
           case
             when n.n = pb.period_number and pb.current_period_start is not null then pb.current_period_start
             when n.n = 1 then pb.start_date
             else (pb.start_date + (n.n - 1) * case mp.period
                 when 'daily' then interval '1 day' when 'yearly' then interval '1 year' else interval '1 month' end
               )::date + pb.extension_days
           end as period_start
         from plan_bookings pb
           join membership_plans mp on mp.id = pb.plan_id
           cross join lateral generate_series(1, pb.period_number) as n(n)
         -- A team membership gives no allowance itself: its seats do, each a plan booking of its own.
         where pb.period_number > 0 and not mp.is_additional and pb.company_id is null
       ),
       included as (
         select plan_id, count(distinct plan_booking_id)::int as members, count(*)::int as periods
         from begun where period_start >= ?::date and period_start <= ?::date
         group by plan_id
       ),
       used as (
         select pb.plan_id,
           coalesce(sum(u.quantity) filter (where u.kind = 'deskDays'), 0)::int as desk_days,
           coalesce(sum(u.quantity) filter (where u.kind = 'meetingRoomHours'), 0)::int as meeting_room_hours
         from allowance_uses u
           join space_bookings b on b.id = u.booking_id
           join plan_bookings pb on pb.id = u.plan_booking_id
         where b.status <> 'cancelled' and b.date >= ? and b.date <= ?
         group by pb.plan_id
       ),
       guests as (
         select pb.plan_id, count(*)::int as guest_passes
         from guest_passes g join plan_bookings pb on pb.id = g.plan_booking_id
         where g.cancelled_at is null and g.date >= ?::date and g.date <= ?::date
         group by pb.plan_id
       )
       select mp.id, mp.name, mp.period, mp.desk_days_per_period, mp.unlimited_desk_days,
         mp.meeting_room_hours_per_period, mp.guest_passes_per_period,
         coalesce(i.members, 0) as members, coalesce(i.periods, 0) as periods,
         coalesce(u.desk_days, 0) as desk_days_used, coalesce(u.meeting_room_hours, 0) as meeting_room_hours_used,
         coalesce(g.guest_passes, 0) as guest_passes_used
       from membership_plans mp
         left join included i on i.plan_id = mp.id
         left join used u on u.plan_id = mp.id
         left join guests g on g.plan_id = mp.id
       where not mp.is_additional
         and (mp.deleted_at is null or i.plan_id is not null or u.plan_id is not null or g.plan_id is not null)
       order by mp.display_order nulls last, mp.name, mp.id`,
      [scope.from, scope.to, scope.from, scope.to, scope.from, scope.to],
    );
  }

  /**
   * Per venue date of the range: the visits expected (confirmed booking groups with a row on the date, confirmed
   * tours, guest passes not cancelled), how many of them have a check-in that date, and all check-ins of the date.
   * A group booked for several dates is expected on each; two slots of one group on one date are one visit.
   */
  checkInsByDay(scope: ReportScope): Promise<CheckInDayRow[]> {
    return this.em.execute<CheckInDayRow[]>(
      `with days as (select generate_series(?::date, ?::date, interval '1 day')::date as day),
       expected as (
         select distinct b.date::date as day, 'booking' as visit_kind, coalesce(b.booking_group_id, b.id) as visit_id,
           case when b.type = 'tour' then 'tour' else 'booking' end as kind
         from space_bookings b
         where b.status = 'confirmed' and b.date >= ? and b.date <= ?
         union all
         select g.date, 'guest', g.id, 'guest'
         from guest_passes g
         where g.cancelled_at is null and g.date >= ?::date and g.date <= ?::date
       ),
       visits as (
         select e.day, e.kind, exists (
             select 1 from check_ins ci join check_in_codes cc on cc.code = ci.code
             where ci.date = e.day and cc.visit_kind = e.visit_kind and cc.visit_id = e.visit_id
           ) as checked_in
         from expected e
       ),
       checked as (
         select date as day, count(*)::int as check_ins from check_ins
         where date >= ?::date and date <= ?::date group by date
       )
       select d.day::text as date,
         count(v.kind) filter (where v.kind = 'booking')::int as bookings,
         count(v.kind) filter (where v.kind = 'tour')::int as tours,
         count(v.kind) filter (where v.kind = 'guest')::int as guests,
         count(v.kind) filter (where v.checked_in)::int as expected_checked_in,
         coalesce(max(c.check_ins), 0)::int as check_ins
       from days d
         left join visits v on v.day = d.day
         left join checked c on c.day = d.day
       group by d.day
       order by d.day`,
      [scope.from, scope.to, scope.from, scope.to, scope.from, scope.to, scope.from, scope.to],
    );
  }
}
