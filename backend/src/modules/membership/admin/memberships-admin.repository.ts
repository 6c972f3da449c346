import { MEMBERSHIP_ACCESS_STATUSES, MEMBERSHIP_STATUSES, type MembershipStatus } from '@coworking/domain';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { listPage, type ListSql, listStream, SqlConditions } from '../../../common/database/list-sql.js';
import { containsPattern, orderBySql, pageOf, type SortRule } from '../../../common/http/list-query.dto.js';
import { type PlanPeriod } from '../entities/membership-plan.entity.js';
import { type MembershipListQueryDto, type MembershipSort } from './dto/memberships-admin.dto.js';

/** One membership as the staff list reads it: the plan booking with its plan's name, period and price. */
export interface MembershipListRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  plan_id: string;
  plan_name: string;
  /** The plan was deleted after the membership ended (it stays listed; nothing starts on it again). */
  plan_deleted: boolean;
  period: PlanPeriod;
  price: string;
  status: MembershipStatus;
  start_date: string;
  current_period_start: string | null;
  current_period_end: string | null;
  payment_channel: string | null;
  card_last4: string | null;
  card_brand: string | null;
  has_saved_card: boolean;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  created_at: Date;
}

export interface MembershipFigures {
  activeMembers: number;
  renewalsDue: number;
  pastDue: number;
  /** KES, two decimals. */
  monthlyRecurringRevenue: string;
}

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** The state machine's order (pending first, expired last) rather than the alphabet's. */
const STATUS_ORDER = `array_position(array[${quoted(MEMBERSHIP_STATUSES)}]::text[], pb.subscription_status)`;

const MEMBERSHIP_SORT: SortRule<MembershipSort> = {
  columns: {
    createdAt: 'pb.created_at',
    // Not begun memberships have no period yet: they come last either way.
    currentPeriodEnd: 'pb.current_period_end nulls last',
    status: STATUS_ORDER,
    memberName: "lower(pb.first_name || ' ' || pb.last_name)",
    planName: 'lower(mp.name)',
  },
  default: 'createdAt',
};

/** Memberships that renew and so can be due: the others have nothing more to pay. */
const RENEWING = `pb.subscription_status in ('active', 'past_due')`;

/** The staff view's SQL over plan bookings (reads only, each outside any transaction). */
@Injectable()
export class MembershipsAdminRepository {
  constructor(private readonly em: EntityManager) {}

  /** A page of memberships with the total count, filtered and sorted as asked. */
  list(query: MembershipListQueryDto & { id?: string }): Promise<{ rows: MembershipListRow[]; total: number }> {
    return listPage<MembershipListRow>(this.em.fork(), this.sql(query), pageOf(query));
  }

  /** Every membership the filters match, in the list's order, read from a cursor (for the CSV export). */
  stream(query: MembershipListQueryDto): AsyncIterable<MembershipListRow> {
    return listStream<MembershipListRow>(this.em.fork(), this.sql(query));
  }

  private sql(query: MembershipListQueryDto & { id?: string }): ListSql {
    const where = new SqlConditions();
    if (query.q) {
      const pattern = containsPattern(query.q);
      where.add(
        `(pb.first_name || ' ' || pb.last_name) ilike ? or pb.email ilike ? or pb.phone ilike ? or mp.name ilike ?`,
        pattern,
        pattern,
        pattern,
        pattern,
      );
    }
    if (query.status) where.add('pb.subscription_status = ?', query.status);
    if (query.planId) where.add('pb.plan_id = ?', query.planId);
    if (query.renewsBefore) where.add(`${RENEWING} and pb.current_period_end < ?`, query.renewsBefore);
    if (query.id) where.add('pb.id = ?', query.id);
    return {
      select: `pb.id, pb.first_name, pb.last_name, pb.email, pb.phone, mp.id as plan_id, mp.name as plan_name,
              mp.deleted_at is not null as plan_deleted, mp.period, mp.price::text as price, pb.subscription_status as status, pb.start_date::text as start_date,
              pb.current_period_start::text as current_period_start, pb.current_period_end::text as current_period_end,
              pb.payment_channel, pb.card_last4, pb.card_brand, pb.authorization_code is not null as has_saved_card,
              pb.cancelled_at, pb.cancel_reason, pb.created_at`,
      from: 'plan_bookings pb join membership_plans mp on mp.id = pb.plan_id',
      where,
      orderBy: orderBySql(query, MEMBERSHIP_SORT, 'pb.id'),
    };
  }

  /**
   * The overview's figures on `today`: members with access (one per e-mail), active memberships renewing on or
   * before `dueBy`, overdue ones, and the monthly value of those that renew (yearly / 12; day passes do not renew).
   */
  async figures(dueBy: string): Promise<MembershipFigures> {
    const [row] = await this.em
      .fork()
      .execute<{ active_members: string; renewals_due: string; past_due: string; monthly_recurring_revenue: string }[]>(
        `select
         count(distinct lower(pb.email)) filter (where pb.subscription_status in (${quoted(MEMBERSHIP_ACCESS_STATUSES)}))
           as active_members,
         count(*) filter (where pb.subscription_status = 'active' and mp.period <> 'daily'
                            and pb.current_period_end <= ?) as renewals_due,
         count(*) filter (where pb.subscription_status = 'past_due') as past_due,
         round(coalesce(sum(case mp.period when 'monthly' then mp.price when 'yearly' then mp.price / 12 end)
                 filter (where ${RENEWING}), 0), 2)::text as monthly_recurring_revenue
       from plan_bookings pb
       join membership_plans mp on mp.id = pb.plan_id`,
        [dueBy],
      );
    return {
      activeMembers: Number(row.active_members),
      renewalsDue: Number(row.renewals_due),
      pastDue: Number(row.past_due),
      monthlyRecurringRevenue: row.monthly_recurring_revenue,
    };
  }
}
