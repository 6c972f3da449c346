import { Check, Entity, Index, ManyToOne, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';
import { SpaceBooking } from '../../booking/entities/space-booking.entity.js';
import { PlanBooking } from '../../membership/entities/plan-booking.entity.js';

export const BOOKING_ALLOWANCE_KINDS = ['deskDays', 'meetingRoomHours'] as const;
export type BookingAllowanceKind = (typeof BOOKING_ALLOWANCE_KINDS)[number];

/**
 * One booked row a member took from their membership's allowance, in the period it counts against. It counts while
 * its booking is not cancelled: cancelling the booking gives the allowance back without another write. Rows are
 * written under a lock on the membership (allowance.repository.ts), so parallel bookings cannot overdraw it.
 */
@Entity({ tableName: 'allowance_uses' })
@Check({ name: 'allowance_uses_kind_check', expression: "kind in ('deskDays', 'meetingRoomHours')" })
@Check({ name: 'allowance_uses_quantity_check', expression: 'quantity > 0' })
@Index({ name: 'allowance_uses_plan_booking_id_period_start_index', properties: ['planBooking', 'periodStart'] })
export class AllowanceUse extends BaseEntity {
  @ManyToOne(() => PlanBooking, { deleteRule: 'cascade' })
  planBooking: PlanBooking;

  /** Venue date YYYY-MM-DD: the start of the membership period this use counts against. */
  @Property({ type: 'date' })
  periodStart: string;

  @Property({ type: 'text' })
  kind: BookingAllowanceKind;

  /** Desk days (1 per booked date) or meeting-room hours (the row's hours). */
  @Property({ type: 'integer' })
  quantity: number;

  @OneToOne(() => SpaceBooking, { owner: true, unique: true, deleteRule: 'cascade' })
  booking: SpaceBooking;

  constructor(
    planBooking: PlanBooking,
    periodStart: string,
    kind: BookingAllowanceKind,
    quantity: number,
    booking: SpaceBooking,
  ) {
    super();
    this.planBooking = planBooking;
    this.periodStart = periodStart;
    this.kind = kind;
    this.quantity = quantity;
    this.booking = booking;
  }
}
