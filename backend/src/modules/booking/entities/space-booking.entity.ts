import { type Opt } from '@mikro-orm/core';
import { Check, Embedded, Entity, Index, ManyToOne, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';
import { ContactFields } from '../../../common/entities/contact-fields.embeddable.js';
import { User } from '../../identity/entities/user.entity.js';
import { Space } from './space.entity.js';
import { bookingGroupsTrigger } from './booking-group-triggers.js';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/**
 * Why a booking was cancelled: its unpaid hold was released (a payment arriving later may still place it), or the
 * customer or staff cancelled it (a payment arriving later is refunded, never placed).
 */
export const CANCELLERS = ['hold', 'customer', 'staff'] as const;
export type Canceller = (typeof CANCELLERS)[number];

/**
 * One booked date of a space, or a tour request. A visitor's multi-date booking is several rows
 * sharing a bookingGroupId. Visitors book without an account, so the contact details live here.
 */
@Entity({ tableName: 'space_bookings' })
@Check({ name: 'space_bookings_status_check', expression: "status in ('pending', 'confirmed', 'cancelled')" })
@Check({ name: 'space_bookings_duration_check', expression: 'duration >= 1 and duration <= 24' })
@Check({ name: 'space_bookings_cancelled_by_check', expression: "cancelled_by in ('hold', 'customer', 'staff')" })
@Index({ name: 'space_bookings_date_index', properties: ['date'] })
@Index({ name: 'space_bookings_space_id_date_index', properties: ['space', 'date'] })
@Index({ name: 'space_bookings_booking_group_id_index', properties: ['bookingGroupId'] })
@Index({ name: 'space_bookings_status_hold_expires_at_index', properties: ['status', 'holdExpiresAt'] })
// The staff list of the newest bookings reads this backwards and stops at its limit.
@Index({ name: 'space_bookings_created_at_id_index', properties: ['createdAt', 'id'] })
// A group's rows, whether they name it or are a group of one named by their own id (rows stored without a group id).
@Index({
  name: 'space_bookings_group_key_index',
  expression:
    'create index "space_bookings_group_key_index" on "space_bookings" ((coalesce("booking_group_id", "id")))',
})
// booking_groups follows every write of bookings (see booking-group-triggers.ts).
@Trigger(bookingGroupsTrigger('insert'))
@Trigger(bookingGroupsTrigger('update'))
@Trigger(bookingGroupsTrigger('delete'))
export class SpaceBooking extends TimestampedEntity {
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user: User | null = null;

  /** Null for tours; kept (set null) when a space is deleted so the booking history survives. */
  @ManyToOne(() => Space, { nullable: true, deleteRule: 'set null' })
  space: Space | null = null;

  /** 'tour' or the space type booked. */
  @Property({ type: 'text' })
  type: string;

  /** Venue date, YYYY-MM-DD (Africa/Nairobi). */
  @Property({ type: 'text' })
  date: string;

  /** Venue time HH:MM, or 'All Day Access' / 'Monthly Access'. */
  @Property({ type: 'text' })
  time: string;

  @Property({ type: 'integer', default: 1 })
  duration: Opt<number> = 1;

  @Property({ type: 'text', default: 'pending' })
  status: Opt<BookingStatus> = 'pending';

  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  bookingGroupId: string | null = null;

  /** The visitor's contact details; every column is nullable here (null when none were stored). */
  @Embedded({ entity: () => ContactFields, prefix: false, nullable: true })
  contact: ContactFields | null = null;

  /** This row's share of the group's price in KES cents (null for tours and rows older than prices per row). */
  @Property({ type: 'integer', nullable: true })
  priceCents: number | null = null;

  @Property({ type: 'text', nullable: true })
  cancelledBy: Canceller | null = null;

  /**
   * An unpaid booking holds its instances until this instant. Past it the hold counts as free at once (availability
   * and instance picking ignore it) and the worker cancels the booking.
   */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null = null;

  /**
   * The client address of the checkout that created the row (as the trusted proxy reports it), so the unpaid holds
   * one address keeps at once can be counted. Null for tours, staff changes and rows older than the limit.
   */
  @Property({ type: 'text', nullable: true })
  clientAddress: string | null = null;

  /**
   * How many times the booking was moved to another date or slot: the SEQUENCE of its calendar event, so a calendar
   * moves the event (same UID) instead of adding a second one.
   */
  @Property({ type: 'integer', default: 0 })
  scheduleSequence: Opt<number> = 0;

  constructor(type: string, date: string, time: string) {
    super();
    this.type = type;
    this.date = date;
    this.time = time;
  }
}
