import { type Opt } from '@mikro-orm/core';
import { Check, Embedded, Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';
import { type ContactDetails, ContactFields } from '../../../common/entities/contact-fields.embeddable.js';
import { moveEventRegistration } from '../event-registrations/event-registration-transitions.js';
import { Event } from './event.entity.js';

/** `offered`: a seat held for someone from the event's waitlist until they confirm it or the offer runs out. */
export const EVENT_REGISTRATION_STATUSES = ['registered', 'cancelled', 'offered'] as const;
export type EventRegistrationStatus = (typeof EVENT_REGISTRATION_STATUSES)[number];

/**
 * A seat at an event, taken through the event's registration form, or held for the first person on its waitlist
 * when a seat frees. `registered` and `offered` rows count against the event's capacity. The e-mail is stored in lower case, so one address holds at most one row per event whatever its casing.
 */
@Entity({ tableName: 'event_registrations' })
@Unique({ name: 'event_registrations_event_id_email_unique', properties: ['event', 'contact.email'] })
@Check({
  name: 'event_registrations_status_check',
  expression: `status in (${EVENT_REGISTRATION_STATUSES.map((status) => `'${status}'`).join(', ')})`,
})
// The attendee list of one event, newest first, reads this backwards and stops at its limit.
@Index({ name: 'event_registrations_event_id_created_at_id_index', properties: ['event', 'createdAt', 'id'] })
export class EventRegistration extends BaseEntity {
  // An event that is deleted takes its attendee list with it.
  @ManyToOne(() => Event, { deleteRule: 'cascade' })
  event: Event;

  /** Who is coming: names, e-mail (lower case) and optional phone, in the columns every contact form uses. */
  @Embedded({ entity: () => ContactFields, prefix: false })
  contact: ContactFields;

  @Property({ type: 'text', default: 'registered' })
  status: Opt<EventRegistrationStatus> = 'registered';

  /** Until when an offered seat is held (the waitlist lets it go once this has passed unconfirmed). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  offerExpiresAt: Date | null = null;

  constructor(event: Event, attendee: ContactDetails) {
    super();
    this.event = event;
    this.contact = new ContactFields({ ...attendee, email: attendee.email.toLowerCase() });
  }

  /** A cancelled registration taken up again by the same address, with the details just given. */
  registerAgain(attendee: ContactDetails): this {
    this.contact = new ContactFields({ ...attendee, email: attendee.email.toLowerCase() });
    moveEventRegistration(this, 'registered');
    this.offerExpiresAt = null;
    return this;
  }
}
