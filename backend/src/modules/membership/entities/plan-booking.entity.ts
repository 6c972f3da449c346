import { type Opt } from '@mikro-orm/core';
import { Check, Embedded, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';
import { type ContactDetails, ContactFieldsWithPhone } from '../../../common/entities/contact-fields.embeddable.js';
import { User } from '../../identity/entities/user.entity.js';
import { MembershipPlan } from './membership-plan.entity.js';

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A visitor's subscription to a plan; deleted with its plan. */
@Entity({ tableName: 'plan_bookings' })
@Check({
  name: 'plan_bookings_subscription_status_check',
  expression: "subscription_status in ('pending', 'active', 'cancelled', 'expired')",
})
@Index({ name: 'plan_bookings_plan_id_index', properties: ['plan'] })
export class PlanBooking extends TimestampedEntity {
  @ManyToOne(() => MembershipPlan, { deleteRule: 'cascade' })
  plan: MembershipPlan;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user: User | null = null;

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

  constructor(plan: MembershipPlan, contact: ContactDetails & { phone: string }, startDate: string) {
    super();
    this.plan = plan;
    this.contact = new ContactFieldsWithPhone(contact);
    this.startDate = startDate;
  }
}
