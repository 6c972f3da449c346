import { MEMBERSHIP_STATUSES, type MembershipStatus } from '@coworking/domain';
import { type Opt } from '@mikro-orm/core';
import { Check, Embedded, Entity, Index, ManyToOne, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';
import { type ContactDetails, ContactFieldsWithPhone } from '../../../common/entities/contact-fields.embeddable.js';
import { User } from '../../identity/entities/user.entity.js';
import { Company } from './company.entity.js';
import { MembershipPlan } from './membership-plan.entity.js';

export const SUBSCRIPTION_STATUSES = MEMBERSHIP_STATUSES;
export type SubscriptionStatus = MembershipStatus;

/**
 * A visitor's subscription to a plan, and once paid their membership: its current period, how it renews (a saved
 * card, or a pay link) and how it ended. Status changes go through the membership lifecycle only
 * (membership-lifecycle.ts). A plan with memberships is never deleted, only hidden (MembershipPlan.deletedAt); the
 * database refuses to delete one, so no mistake can erase a membership's history with its plan.
 *
 * A team membership (decision 0278) is a plan booking with a `company`: it is paid for `seats` people at once and
 * gives no access itself. Each assigned seat is a plan booking with `team` set, for the person holding it; the
 * database keeps a seat's status and periods equal to its team's (a trigger), so everything that gives a member
 * access reads a seat like any membership, and nothing renews or charges a seat.
 */
@Entity({ tableName: 'plan_bookings' })
@Check({
  name: 'plan_bookings_subscription_status_check',
  expression: `subscription_status in (${MEMBERSHIP_STATUSES.map((status) => `'${status}'`).join(', ')})`,
})
@Check({
  name: 'plan_bookings_period_check',
  expression: 'current_period_end is null or current_period_end > current_period_start',
})
@Check({
  name: 'plan_bookings_seats_check',
  expression: 'seats >= 1 and (seats_next_period is null or seats_next_period >= 1)',
})
// A seat belongs to a team, and a team to a company; a seat is never a team itself.
@Check({ name: 'plan_bookings_team_check', expression: 'team_id is null or company_id is null' })
@Index({ name: 'plan_bookings_plan_id_index', properties: ['plan'] })
@Index({ name: 'plan_bookings_team_id_index', properties: ['team'] })
@Index({ name: 'plan_bookings_company_id_index', properties: ['company'] })
@Index({ name: 'plan_bookings_user_id_index', properties: ['user'] })
// The staff list of memberships pages newest first through this index.
@Index({ name: 'plan_bookings_created_at_id_index', properties: ['createdAt', 'id'] })
@Index({ name: 'plan_bookings_status_period_end_index', properties: ['subscriptionStatus', 'currentPeriodEnd'] })
// Every held seat of a team follows the team's status and periods, whichever code changes the team (decision 0278).
// Raw DDL, like the booking-group triggers: the function is named as MikroORM names a trigger's (`<table>_<name>_fn`).
@Trigger({
  name: 'plan_bookings_mirror_team',
  timing: 'after',
  events: ['update'],
  forEach: 'row',
  expression: `create or replace function "plan_bookings_plan_bookings_mirror_team_fn"() returns trigger language plpgsql as $$
begin
  update plan_bookings seat
     set subscription_status = new.subscription_status, start_date = new.start_date,
         period_number = new.period_number, extension_days = new.extension_days,
         current_period_start = new.current_period_start, previous_period_start = new.previous_period_start,
         current_period_end = new.current_period_end, cancelled_at = new.cancelled_at, ended_at = new.ended_at
   where seat.team_id = new.id and seat.seat_released_at is null;
  return null;
end $$;
create trigger "plan_bookings_mirror_team" after update on "plan_bookings" for each row
  when (new.company_id is not null) execute function "plan_bookings_plan_bookings_mirror_team_fn"()`,
})
export class PlanBooking extends TimestampedEntity {
  @ManyToOne(() => MembershipPlan, { deleteRule: 'restrict' })
  plan: MembershipPlan;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user: User | null = null;

  /** The company paying, for a team membership; null otherwise. */
  @ManyToOne(() => Company, { nullable: true, deleteRule: 'restrict' })
  company: Company | null = null;

  /** The team membership this seat belongs to, for a seat; null otherwise. */
  @ManyToOne(() => PlanBooking, { nullable: true, deleteRule: 'cascade' })
  team: PlanBooking | null = null;

  /** People a team membership pays for (1 for anything else). */
  @Property({ type: 'integer', default: 1 })
  seats: Opt<number> = 1;

  /** Seats the team keeps from its next period on, when the billing contact removed some; null when unchanged. */
  @Property({ type: 'integer', nullable: true })
  seatsNextPeriod: number | null = null;

  /** When a seat stopped being this person's (moved to someone else or removed); null while they hold it. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  seatReleasedAt: Date | null = null;

  @Embedded({ entity: () => ContactFieldsWithPhone, prefix: false })
  contact: ContactFieldsWithPhone;

  /** Venue date YYYY-MM-DD. */
  @Property({ type: 'date' })
  startDate: string;

  @Property({ type: 'text', default: 'pending' })
  subscriptionStatus: Opt<SubscriptionStatus> = 'pending';

  @Property({ type: 'text', nullable: true })
  paystackSubscriptionId: string | null = null;

  @Property({ type: 'text', nullable: true })
  paystackCustomerId: string | null = null;

  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  /** Periods begun so far (1 = the first); 0 until the first is paid. Period n runs from start + (n-1) to start + n. */
  @Property({ type: 'integer', default: 0 })
  periodNumber: Opt<number> = 0;

  /** Days staff have added to the membership (extensions); every later period end moves by them too. */
  @Property({ type: 'integer', default: 0 })
  extensionDays: Opt<number> = 0;

  /** Venue date the current period began. */
  @Property({ type: 'date', nullable: true })
  currentPeriodStart: string | null = null;

  /**
   * Venue date the period before the current one began (null before the second). A period paid early (a pay link
   * opens a week ahead) becomes current at once but starts later: until it does, today lies in this previous period,
   * whose allowance the member is still using.
   */
  @Property({ type: 'date', nullable: true })
  previousPeriodStart: string | null = null;

  /** Venue date the current period ends: the first day it no longer covers, and the day the next is due. */
  @Property({ type: 'date', nullable: true })
  currentPeriodEnd: string | null = null;

  /** How the last period was paid: 'card' or 'mobile_money' (Paystack's channel). */
  @Property({ type: 'text', nullable: true })
  paymentChannel: string | null = null;

  /** Paystack's reusable card authorization, charged at renewal; null for M-Pesa and cards Paystack cannot reuse. */
  @Property({ type: 'text', nullable: true, hidden: true })
  authorizationCode: string | null = null;

  @Property({ type: 'text', nullable: true })
  cardLast4: string | null = null;

  @Property({ type: 'text', nullable: true })
  cardBrand: string | null = null;

  /** Renewal charges tried for the coming period (reset when a period is paid): at its start, then 1 and 3 days on. */
  @Property({ type: 'integer', default: 0 })
  renewalAttempts: Opt<number> = 0;

  /** When it was cancelled (renewal or at once), by whom and why. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  cancelledAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  cancelReason: string | null = null;

  /** When it stopped giving access (expired or cancelled). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  endedAt: Date | null = null;

  constructor(plan: MembershipPlan, contact: ContactDetails & { phone: string }, startDate: string) {
    super();
    this.plan = plan;
    this.contact = new ContactFieldsWithPhone(contact);
    this.startDate = startDate;
  }
}
