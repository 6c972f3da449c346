import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';
import { PlanBooking } from './plan-booking.entity.js';

/**
 * What the renewal job has already done for one period of one membership (a reminder sent, a charge tried, staff
 * told). The unique key makes each step happen once however often the job runs or however many workers run it.
 */
@Entity({ tableName: 'membership_notices' })
@Unique({ name: 'membership_notices_once_unique', properties: ['planBooking', 'periodNumber', 'kind'] })
export class MembershipNotice extends BaseEntity {
  @ManyToOne(() => PlanBooking, { deleteRule: 'cascade' })
  planBooking: PlanBooking;

  /** The period the step is about (the coming one for reminders and charges). */
  @Property({ type: 'integer' })
  periodNumber: number;

  /** e.g. 'reminder-7', 'reminder-1', 'past-due', 'expired', 'staff-new'. */
  @Property({ type: 'text' })
  kind: string;

  constructor(planBooking: PlanBooking, periodNumber: number, kind: string) {
    super();
    this.planBooking = planBooking;
    this.periodNumber = periodNumber;
    this.kind = kind;
  }
}
