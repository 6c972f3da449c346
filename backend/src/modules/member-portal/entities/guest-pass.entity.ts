import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';
import { User } from '../../identity/entities/user.entity.js';
import { PlanBooking } from '../../membership/entities/plan-booking.entity.js';

/**
 * A member's guest on one date, on one of the guest passes of their membership's period. The pass counts while it is
 * not cancelled; cancelling before the day gives it back.
 */
@Entity({ tableName: 'guest_passes' })
@Index({ name: 'guest_passes_plan_booking_id_period_start_index', properties: ['planBooking', 'periodStart'] })
@Index({ name: 'guest_passes_host_id_date_index', properties: ['host', 'date'] })
@Index({ name: 'guest_passes_date_index', properties: ['date'] })
export class GuestPass extends BaseEntity {
  @ManyToOne(() => PlanBooking, { deleteRule: 'cascade' })
  planBooking: PlanBooking;

  /** The member who invited the guest. */
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  host: User;

  @Property({ type: 'text' })
  firstName: string;

  @Property({ type: 'text' })
  lastName: string;

  @Property({ type: 'text' })
  email: string;

  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  /** Venue date YYYY-MM-DD of the visit. */
  @Property({ type: 'date' })
  date: string;

  /** Venue date YYYY-MM-DD: the start of the membership period the pass counts against. */
  @Property({ type: 'date' })
  periodStart: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  cancelledAt: Date | null = null;

  constructor(
    planBooking: PlanBooking,
    host: User,
    guest: { firstName: string; lastName: string; email: string; phone: string | null },
    date: string,
    periodStart: string,
  ) {
    super();
    this.planBooking = planBooking;
    this.host = host;
    this.firstName = guest.firstName;
    this.lastName = guest.lastName;
    this.email = guest.email;
    this.phone = guest.phone;
    this.date = date;
    this.periodStart = periodStart;
  }
}
