import { type Opt } from '@mikro-orm/core';
import { Check, Embedded, Entity, Index, ManyToOne, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';
import { ContactFields } from '../../../common/entities/contact-fields.embeddable.js';
import { User } from '../../identity/entities/user.entity.js';
import { Space } from './space.entity.js';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/**
 * Why a booking was cancelled: its unpaid hold was released (a payment arriving later may still place it), or the
 * customer or staff cancelled it (a payment arriving later is refunded, never placed).
 */
export const CANCELLERS = ['hold', 'customer', 'staff'] as const;
export type Canceller = (typeof CANCELLERS)[number];

/**
 * Keeps `booking_groups` (see BookingGroup) in step with every write of a booking, in the writing transaction: the
 * group the row left and the group it is in are summed up again from their rows, or removed once they have none.
 * OLD is null on insert and NEW on delete, so one statement covers the three events.
 */
const GROUP_KEYS = 'coalesce(old.booking_group_id, old.id), coalesce(new.booking_group_id, new.id)';
const REFRESH_BOOKING_GROUP = `
  delete from booking_groups g where g.id in (${GROUP_KEYS})
    and not exists (select 1 from space_bookings b where coalesce(b.booking_group_id, b.id) = g.id);
  insert into booking_groups (id, created_at, space_id, type, status, first_date, last_date, booking_count,
                              first_name, last_name, email, phone)
  select coalesce(b.booking_group_id, b.id), min(b.created_at),
         (array_agg(b.space_id order by b.date, b.time, b.id))[1], (array_agg(b.type order by b.date, b.time, b.id))[1],
         case when bool_or(b.status = 'pending') then 'pending'
              when bool_or(b.status = 'confirmed') then 'confirmed' else 'cancelled' end,
         min(b.date), max(b.date), count(*),
         (array_agg(b.first_name order by b.date, b.time, b.id))[1], (array_agg(b.last_name order by b.date, b.time, b.id))[1],
         (array_agg(b.email order by b.date, b.time, b.id))[1], (array_agg(b.phone order by b.date, b.time, b.id))[1]
  from space_bookings b
  where coalesce(b.booking_group_id, b.id) in (${GROUP_KEYS})
  group by 1
  on conflict (id) do update set created_at = excluded.created_at, space_id = excluded.space_id,
    type = excluded.type, status = excluded.status, first_date = excluded.first_date, last_date = excluded.last_date,
    booking_count = excluded.booking_count, first_name = excluded.first_name, last_name = excluded.last_name,
    email = excluded.email, phone = excluded.phone;
  return null;`;

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
@Trigger({
  name: 'space_bookings_refresh_group',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: REFRESH_BOOKING_GROUP,
})
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

  constructor(type: string, date: string, time: string) {
    super();
    this.type = type;
    this.date = date;
    this.time = time;
  }
}
