import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Property } from '@mikro-orm/decorators/legacy';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';

export const PLAN_PERIODS = ['daily', 'monthly', 'yearly'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

@Entity({ tableName: 'membership_plans' })
@Check({ name: 'membership_plans_period_check', expression: "period in ('daily', 'monthly', 'yearly')" })
@Check({ name: 'membership_plans_price_check', expression: 'price >= 0' })
@Check({ name: 'membership_plans_available_requires_active_check', expression: 'is_active or not is_available' })
@Check({
  name: 'membership_plans_allowance_check',
  expression:
    'desk_days_per_period >= 0 and meeting_room_hours_per_period >= 0 and guest_passes_per_period >= 0 and member_discount_percent >= 0 and member_discount_percent <= 100',
})
export class MembershipPlan extends TimestampedEntity {
  @Property({ type: 'text' })
  name: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  /** KES per period, exact decimal (read as a string, never a float). */
  @Property({ type: 'decimal', precision: 10, scale: 2 })
  price: string;

  @Property({ type: 'text', default: 'monthly' })
  period: Opt<PlanPeriod> = 'monthly';

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  features: Opt<string[]> = [];

  @Property({ type: 'integer', nullable: true })
  number: number | null = null;

  @Property({ type: 'integer', nullable: true })
  displayOrder: number | null = null;

  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  @Property({ type: 'boolean', default: true })
  isAvailable: Opt<boolean> = true;

  @Property({ type: 'boolean', default: false })
  popular: Opt<boolean> = false;

  /** Add-ons (parking, lockers, virtual office) shown apart from the main plans. */
  @Property({ type: 'boolean', default: false })
  isAdditional: Opt<boolean> = false;

  @Property({ type: 'text', nullable: true })
  promoText: string | null = null;

  /**
   * What a member gets each period (the allowance, see @coworking/domain allowances.ts): desk days (or unlimited),
   * meeting-room hours and guest passes; nothing rolls over. Bookings beyond it cost the public price less
   * `memberDiscountPercent`.
   */
  @Property({ type: 'integer', default: 0 })
  deskDaysPerPeriod: Opt<number> = 0;

  @Property({ type: 'boolean', default: false })
  unlimitedDeskDays: Opt<boolean> = false;

  @Property({ type: 'integer', default: 0 })
  meetingRoomHoursPerPeriod: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  guestPassesPerPeriod: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  memberDiscountPercent: Opt<number> = 0;

  /**
   * When staff deleted a plan that has membership history: the plan stays (ended memberships, their receipts and
   * the ledger still name it) but is hidden from every list and can no longer be booked, paid or changed.
   */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;

  constructor(name: string, price: string) {
    super();
    this.name = name;
    this.price = price;
  }
}
