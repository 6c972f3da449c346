import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { type BookingStatus } from './space-booking.entity.js';

/**
 * The text staff search in a group: the contact's name, e-mail and phone, and the group id (whose first 8 characters
 * are the reference customers read). The search and its index must spell it the same way.
 */
export function bookingGroupSearchText(alias?: string): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `coalesce(${column('first_name')}, '') || ' ' || coalesce(${column('last_name')}, '') || ' ' || coalesce(${column('email')}, '') || ' ' || coalesce(${column('phone')}, '') || ' ' || ${column('id')}::text`;
}

/**
 * One row per booking group (a visitor's checkout or a tour request), kept by PostgreSQL triggers on
 * `space_bookings` so staff can page, count and filter groups through indexes instead of grouping every booked row
 * on each request. The application only reads it; a trigger on space_bookings (declared on SpaceBooking) rebuilds a
 * group's row whenever one of its bookings is written, in the same transaction.
 */
@Entity({ tableName: 'booking_groups', readonly: true })
@Check({ name: 'booking_groups_status_check', expression: "status in ('pending', 'confirmed', 'cancelled')" })
@Index({ name: 'booking_groups_created_at_id_index', properties: ['createdAt', 'id'] })
@Index({ name: 'booking_groups_status_created_at_id_index', properties: ['status', 'createdAt', 'id'] })
@Index({ name: 'booking_groups_space_id_created_at_id_index', properties: ['spaceId', 'createdAt', 'id'] })
@Index({ name: 'booking_groups_first_date_index', properties: ['firstDate'] })
// Staff search (`q`) looks for text anywhere in the contact or reference: a trigram index answers `ilike '%…%'`.
@Index({
  name: 'booking_groups_search_index',
  expression: `create index "booking_groups_search_index" on "booking_groups" using gin ((${bookingGroupSearchText()}) gin_trgm_ops)`,
})
export class BookingGroup {
  /** The bookings' bookingGroupId (a booking stored without one is a group of one, named by its own id). */
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** When the first of its bookings was made. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'uuid', nullable: true })
  spaceId!: string | null;

  /** 'tour' or the space type booked. */
  @Property({ type: 'text' })
  type!: string;

  /** Pending while any booking waits (for payment or staff), else confirmed while any is, else cancelled. */
  @Property({ type: 'text' })
  status!: BookingStatus;

  /** The first and last booked venue dates. */
  @Property({ type: 'text' })
  firstDate!: string;

  @Property({ type: 'text' })
  lastDate!: string;

  @Property({ type: 'integer' })
  bookingCount!: number;

  @Property({ type: 'text', nullable: true })
  firstName!: string | null;

  @Property({ type: 'text', nullable: true })
  lastName!: string | null;

  @Property({ type: 'text', nullable: true })
  email!: string | null;

  @Property({ type: 'text', nullable: true })
  phone!: string | null;
}
