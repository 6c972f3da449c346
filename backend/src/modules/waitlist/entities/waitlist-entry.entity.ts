import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';
import { Space } from '../../booking/entities/space.entity.js';
import { Event } from '../../content/entities/event.entity.js';

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'cancelled'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * One person waiting for a full slot (hourly spaces: a date and slot start), day (daily and monthly spaces: a date) or
 * event (its date). In line by when they joined. When room frees, the first waiting person is offered it: for a space,
 * a booking group held for them for the offer's time, with its payment and a single link to pay; for an event, a seat
 * held for them (an `offered` registration) and a link to confirm it. Only the link token's hash is kept.
 */
@Entity({ tableName: 'waitlist_entries' })
@Check({
  name: 'waitlist_entries_status_check',
  expression: `status in (${WAITLIST_STATUSES.map((status) => `'${status}'`).join(', ')})`,
})
@Check({ name: 'waitlist_entries_one_target_check', expression: '(space_id is null) <> (event_id is null)' })
@Index({ name: 'waitlist_entries_status_space_id_date_index', properties: ['status', 'space', 'date'] })
@Index({ name: 'waitlist_entries_status_event_id_index', properties: ['status', 'event'] })
export class WaitlistEntry extends BaseEntity {
  /** The space waited for; null for an event. */
  @ManyToOne(() => Space, { deleteRule: 'cascade', nullable: true })
  space: Space | null = null;

  /** The event waited for; null for a space. */
  @ManyToOne(() => Event, { deleteRule: 'cascade', nullable: true })
  event: Event | null = null;

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

  /** The event registration held (then confirmed) for an event's offer. */
  @Property({ type: 'uuid', nullable: true })
  registrationId: string | null = null;

  /** The group held (then paid) for the offer. */
  @Property({ type: 'uuid', nullable: true })
  bookingGroupId: string | null = null;

  @Property({ type: 'text', nullable: true })
  paymentReference: string | null = null;

  /** Where the offer link leads while a space's offer is open (Paystack's checkout of the offer's payment). */
  @Property({ type: 'text', nullable: true, hidden: true })
  checkoutUrl: string | null = null;

  /** SHA-256 of the offer link's token. */
  @Property({ type: 'text', nullable: true, unique: 'waitlist_entries_offer_token_hash_unique', hidden: true })
  offerTokenHash: string | null = null;

  constructor(
    target: { space: Space } | { event: Event },
    fields: Pick<WaitlistEntry, 'date' | 'time' | 'firstName' | 'lastName' | 'email' | 'phone'>,
  ) {
    super();
    if ('space' in target) this.space = target.space;
    else this.event = target.event;
    this.date = fields.date;
    this.time = fields.time;
    this.firstName = fields.firstName;
    this.lastName = fields.lastName;
    this.email = fields.email;
    this.phone = fields.phone;
  }
}
