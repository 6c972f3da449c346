import { stateMachine } from '../../common/state-machine/state-machine.js';
import { type WaitlistStatus } from './entities/waitlist-entry.entity.js';
import { WAITLIST_ERRORS } from './waitlist.errors.js';

/**
 * A waitlist entry's states; every status write goes through `moveWaitlistEntry`.
 *
 *   waiting ──▶ offered ──▶ booked        (paid for the held slot, or confirmed the held event seat)
 *      │  ▲        │
 *      │  └────────┤  the offer could not be opened (Paystack did not answer): back in line, in the same place
 *      │           ▼
 *      │        expired                    (the hold ran out unpaid: the next in line is offered)
 *      ▼
 *   cancelled ◀── offered                  (staff took them off, or the date passed while waiting)
 *
 *   waiting ──▶ booked                     (an event: they took a seat through the registration form meanwhile)
 */
export const WAITLIST_TRANSITIONS: Record<WaitlistStatus, readonly WaitlistStatus[]> = {
  waiting: ['offered', 'cancelled', 'booked'],
  offered: ['booked', 'expired', 'waiting', 'cancelled'],
  booked: [],
  expired: ['booked'],
  cancelled: [],
};

const machine = stateMachine(WAITLIST_TRANSITIONS, WAITLIST_ERRORS.moveRefused);

export function moveWaitlistEntry(entry: { status: WaitlistStatus }, to: WaitlistStatus): boolean {
  return machine.move(entry, to);
}
