import { type Schemas } from '../../api/client';
import { type BookableSpace } from '../booking/booking-selection';
import { type ContactDetails } from '../checkout/contact-details-schema';

/** `POST /api/waitlist`: who waits for which full slot or day; the same contact fields as the checkout. */
export type JoinWaitlistRequest = Schemas['JoinWaitlistDto'];

/** Its answer (201): the visitor's place in line, and the server's sentence saying what happens next. */
export type WaitlistJoined = Schemas['WaitlistJoinedDto'];

/** What a visitor waits for: a full date and, for an hourly space, the full slot of that date. */
export interface WaitlistTarget {
  date: string;
  time?: string;
}

/**
 * The request for one waitlist place: the slot time only for hourly spaces (a daily space waits for the whole day),
 * contact fields trimmed and the e-mail lower-cased, as the server stores it and compares it for "already waiting".
 */
export function waitlistRequestBody(
  space: Pick<BookableSpace, 'id' | 'billingCycle'>,
  target: WaitlistTarget,
  details: ContactDetails,
): JoinWaitlistRequest {
  return {
    spaceId: space.id,
    date: target.date,
    ...(space.billingCycle === 'hourly' && target.time ? { time: target.time } : {}),
    firstName: details.firstName.trim(),
    lastName: details.lastName.trim(),
    email: details.email.trim().toLowerCase(),
    phone: details.phone.trim(),
  };
}
