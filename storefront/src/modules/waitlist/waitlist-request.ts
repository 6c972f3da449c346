import { type BookableSpace } from '../booking/booking-selection';
import { type ContactDetails } from '../checkout/contact-details-schema';

// The API's shapes are declared here until schema.gen.ts, regenerated with the API, has them; then these types
// become aliases of the generated ones (JoinWaitlistDto, WaitlistJoinedDto).

/** `POST /api/waitlist`: who waits for which full slot or day; the same contact fields as the checkout. */
export interface JoinWaitlistRequest {
  spaceId: string;
  /** Venue date, YYYY-MM-DD. */
  date: string;
  /** The slot start (HH:MM) of an hourly space; absent for a whole day. */
  time?: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Its answer (201): the visitor's place in line, and the server's sentence saying what happens next. */
export interface WaitlistJoined {
  id: string;
  /** 1 = next in line. */
  position: number;
  message: string;
}

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
