import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';
import { Space } from '../../booking/entities/space.entity.js';

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'cancelled'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * One person waiting for a full slot (hourly spaces: a date and slot start) or day (daily and monthly spaces: a date).
 * In line by when they joined. When room frees, the first waiting person is offered it: a booking group held for them
 * for the offer's time, with its payment and a single link to pay (only its hash is kept).
 */
@Entity({ tableName: 'waitlist_entries' })
@Check({
  name: 'waitlist_entries_status_check',
  expression: `status in (${WAITLIST_STATUSES.map((status) => `'${status}'`).join(', ')})`,
})
@Index({ name: 'waitlist_entries_status_space_id_date_index', properties: ['status', 'space', 'date'] })
export class WaitlistEntry extends BaseEntity {
  @ManyToOne(() => Space, { deleteRule: 'cascade' })
  space: Space;

  /** Venue date YYYY-MM-DD. */
  @Property({ type: 'date' })
  date: string;

  /** HH:MM slot start for an hourly space; null for a whole day. */
  @Property({ type: 'text', nullable: true })
  time: string | null;

  @Property({ type: 'text' })
  firstName: string;

  @Property({ type: 'text' })
  lastName: string;

  /** Lower case. */
  @Property({ type: 'text' })
  email: string;

  @Property({ type: 'text' })
  phone: string;

  @Property({ type: 'text', default: 'waiting' })
  status: Opt<WaitlistStatus> = 'waiting';

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  offeredAt: Date | null = null;

  /** Until when the offered slot is held. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  offerExpiresAt: Date | null = null;

  /** The group held (then paid) for the offer. */
  @Property({ type: 'uuid', nullable: true })
  bookingGroupId: string | null = null;

  @Property({ type: 'text', nullable: true })
  paymentReference: string | null = null;

  /** Where the offer link leads while the offer is open (Paystack's checkout of the offer's payment). */
  @Property({ type: 'text', nullable: true, hidden: true })
  checkoutUrl: string | null = null;

  /** SHA-256 of the offer link's token. */
  @Property({ type: 'text', nullable: true, unique: 'waitlist_entries_offer_token_hash_unique', hidden: true })
  offerTokenHash: string | null = null;

  constructor(
    space: Space,
    fields: Pick<WaitlistEntry, 'date' | 'time' | 'firstName' | 'lastName' | 'email' | 'phone'>,
  ) {
    super();
    this.space = space;
    this.date = fields.date;
    this.time = fields.time;
    this.firstName = fields.firstName;
    this.lastName = fields.lastName;
    this.email = fields.email;
    this.phone = fields.phone;
  }
}
