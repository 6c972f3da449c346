import { stateMachine } from '../../../common/state-machine/state-machine.js';
import { CONTENT_ERRORS } from '../content.errors.js';
import { type EventRegistrationStatus } from '../entities/event-registration.entity.js';

/**
 * An event registration's states; every status write goes through `moveEventRegistration`.
 *
 *   registered ◀──▶ cancelled     (staff cancel; the same address registers again)
 *        ▲              ▲
 *        └── offered ───┘         (a seat held for the waitlist: confirmed, or let go when the offer runs out)
 */
export const EVENT_REGISTRATION_TRANSITIONS: Record<EventRegistrationStatus, readonly EventRegistrationStatus[]> = {
  registered: ['cancelled'],
  cancelled: ['registered', 'offered'],
  offered: ['registered', 'cancelled'],
};

const machine = stateMachine(EVENT_REGISTRATION_TRANSITIONS, CONTENT_ERRORS.registrationMoveRefused);

export function moveEventRegistration(registration: { status: EventRegistrationStatus }, to: EventRegistrationStatus) {
  return machine.move(registration, to);
}
