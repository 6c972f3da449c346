import { ApiError, type Schemas } from '../../../api/client';
import { type WaitlistDetails } from '../registration/registration-form';

// Joining a full event's waitlist, and the page an e-mailed offer leads to: the rules, without React. (The form's
// field rules sit beside the registration form's, in registration-form.ts.)

/** `POST /api/waitlist` for an event: who waits, and for which event. */
export type JoinEventWaitlistRequest = Schemas['JoinWaitlistDto'];

/** The request for one place in an event's line; the e-mail lower-cased, as the server compares it for "already waiting". */
export function eventWaitlistRequestBody(eventId: string, details: WaitlistDetails): JoinEventWaitlistRequest {
  return {
    eventId,
    firstName: details.firstName,
    lastName: details.lastName,
    email: details.email.toLowerCase(),
    phone: details.phone,
  };
}

/** The registration's refusal that sends the visitor to the waitlist: 409, "<title> is full: all seats are taken. …". */
export function isEventFull(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && / is full: /.test(error.message);
}

export const JOIN_FAILED = 'The waitlist could not be joined. Please check your connection and try again.';

/**
 * What the waitlist form says of a refusal: the server's own words (already in line, already has a seat, the event
 * is gone), and whether it said a seat is free after all, so the form can offer to register instead.
 */
export function joinRefusal(error: unknown): { message: string; seatFree: boolean } {
  if (!(error instanceof ApiError)) return { message: JOIN_FAILED, seatFree: false };
  return {
    message: error.message || JOIN_FAILED,
    seatFree: error.status === 409 && /has a free seat/.test(error.message),
  };
}

/** The offer link's answer once it can no longer be confirmed; the server says the same (404). */
export const OFFER_ENDED =
  'This offer has ended: the seat was confirmed already, or it was not confirmed in time and went to the next person in line.';

export const ACCEPT_FAILED = 'Your seat could not be confirmed. Please check your connection and try again.';

/**
 * What the offer dialog says when confirming failed: an ended offer (404) is final, in the server's words; anything
 * else (the connection, too many tries) can be tried again.
 */
export function acceptRefusal(error: unknown): { message: string; ended: boolean } {
  if (error instanceof ApiError && error.status === 404) return { message: error.message || OFFER_ENDED, ended: true };
  return { message: error instanceof ApiError && error.message ? error.message : ACCEPT_FAILED, ended: false };
}

/** Where an e-mailed offer's link landed the visitor on the events page. */
export type WaitlistOfferLanding = { kind: 'offer'; token: string } | { kind: 'ended' };

const OFFER_PARAM = 'waitlist-offer';
const OFFER_FRAGMENT = /^#waitlist-offer=([A-Za-z0-9_~.%-]+)$/;

/**
 * The offer in the address: `#waitlist-offer=<token>` while it is open (the token travels in the fragment, which no
 * browser sends to a server), `?waitlist-offer=ended` once it is not. Anything else is no offer.
 */
export function readWaitlistOffer(hash: string, search: string): WaitlistOfferLanding | undefined {
  const encoded = OFFER_FRAGMENT.exec(hash)?.[1];
  if (encoded) {
    try {
      return { kind: 'offer', token: decodeURIComponent(encoded) };
    } catch {
      return undefined;
    }
  }
  return new URLSearchParams(search).get(OFFER_PARAM) === 'ended' ? { kind: 'ended' } : undefined;
}

/** The address without the offer (its fragment, or its `waitlist-offer` query), for history.replaceState. */
export function addressWithoutOffer({ pathname, search, hash }: { pathname: string; search: string; hash: string }) {
  const query = new URLSearchParams(search);
  query.delete(OFFER_PARAM);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${OFFER_FRAGMENT.test(hash) ? '' : hash}`;
}
