import { DomainError } from '../../common/errors/domain-error.js';
import { type WaitlistStatus } from './entities/waitlist-entry.entity.js';

export type WaitlistErrorCode =
  | 'space-not-found'
  | 'slot-has-room'
  | 'already-waiting'
  | 'time-required'
  | 'entry-not-found'
  | 'entry-booked'
  | 'move-refused'
  | 'event-not-found'
  | 'already-registered'
  | 'offer-ended';

export class WaitlistError extends DomainError<WaitlistErrorCode> {
  readonly module = 'waitlist';
}

const STATUS_WORDS: Record<WaitlistStatus, string> = {
  waiting: 'waiting',
  offered: 'offered the slot',
  booked: 'booked',
  expired: 'past its offer',
  cancelled: 'off the waitlist',
};

/** Each refusal built in one place. */
export const WAITLIST_ERRORS = {
  spaceNotFound: () => new WaitlistError('space-not-found', 'not-found', 'Space not found.'),
  /** The event is gone, or has taken place. */
  eventNotFound: () =>
    new WaitlistError(
      'event-not-found',
      'not-found',
      'This event no longer takes registrations. Reload the events page.',
    ),
  eventHasRoom: (title: string) =>
    new WaitlistError('slot-has-room', 'conflict', `${title} has a free seat: register for it now.`),
  alreadyRegistered: (title: string) =>
    new WaitlistError('already-registered', 'conflict', `This e-mail address already has a seat at ${title}.`),
  /** An event offer's link after the offer ended (confirmed already, run out, or withdrawn). */
  offerEnded: () =>
    new WaitlistError(
      'offer-ended',
      'not-found',
      'This offer has ended: the seat was confirmed already, or it was not confirmed in time and went to the next person in line.',
    ),
  slotHasRoom: () => new WaitlistError('slot-has-room', 'conflict', 'This time has room: you can book it now.'),
  alreadyWaiting: (email: string) =>
    new WaitlistError('already-waiting', 'conflict', `${email} is already on the waitlist for this time.`),
  timeRequired: () => {
    const message = 'Choose the time slot you want to wait for';
    return new WaitlistError('time-required', 'invalid', message, { time: message });
  },
  entryNotFound: () => new WaitlistError('entry-not-found', 'not-found', 'Waitlist entry not found.'),
  entryBooked: () =>
    new WaitlistError(
      'entry-booked',
      'conflict',
      'This person has booked the slot already: cancel the booking instead.',
    ),
  moveRefused: (from: WaitlistStatus, to: WaitlistStatus) =>
    new WaitlistError(
      'move-refused',
      'conflict',
      `This waitlist entry is ${STATUS_WORDS[from]} and cannot be ${STATUS_WORDS[to]}.`,
    ),
};
