import { stateMachine } from '../../common/state-machine/state-machine.js';
import { type WaitlistStatus } from './entities/waitlist-entry.entity.js';
import { WAITLIST_ERRORS } from './waitlist.errors.js';

/**
 * A waitlist entry's states; every status write goes through `moveWaitlistEntry`.
 *
 *   waiting ──▶ offered ──▶ booked        (paid for the held slot)
 *      │  ▲        │
 *      │  └────────┤  the offer could not be opened (Paystack did not answer): back in line, in the same place
 *      │           ▼
 *      │        expired                    (the hold ran out unpaid: the next in line is offered)
 *      ▼
 *   cancelled ◀── offered                  (staff took them off, or the date passed while waiting)
 */
export const WAITLIST_TRANSITIONS: Record<WaitlistStatus, readonly WaitlistStatus[]> = {
  waiting: ['offered', 'cancelled'],
  offered: ['booked', 'expired', 'waiting', 'cancelled'],
  booked: [],
  expired: ['booked'],
  cancelled: [],
};

const machine = stateMachine(WAITLIST_TRANSITIONS, WAITLIST_ERRORS.moveRefused);

export function moveWaitlistEntry(entry: { status: WaitlistStatus }, to: WaitlistStatus): boolean {
  return machine.move(entry, to);
}
