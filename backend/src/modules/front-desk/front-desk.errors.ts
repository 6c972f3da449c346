import { DomainError } from '../../common/errors/domain-error.js';
import { FRONT_DESK_MESSAGES } from './front-desk.messages.js';

/** The front desk's refusals: one class, a code per rule, the words from front-desk.messages.ts. */
export type FrontDeskErrorCode =
  'bad-code' | 'unknown-code' | 'guest-pass-cancelled' | 'other-day' | 'booking-cancelled' | 'booking-not-confirmed';

export class FrontDeskError extends DomainError<FrontDeskErrorCode> {
  readonly module = 'front-desk';
}

/** Each refusal built in one place, so a rule's code, kind and words cannot drift apart. */
export const FRONT_DESK_ERRORS = {
  badCode: () => new FrontDeskError('bad-code', 'invalid', FRONT_DESK_MESSAGES.badCode),
  unknownCode: () => new FrontDeskError('unknown-code', 'not-found', FRONT_DESK_MESSAGES.unknownCode),
  guestPassCancelled: (hostName: string) =>
    new FrontDeskError('guest-pass-cancelled', 'conflict', FRONT_DESK_MESSAGES.cancelledGuest(hostName)),
  otherDay: (days: string) => new FrontDeskError('other-day', 'conflict', FRONT_DESK_MESSAGES.otherDay(days)),
  bookingCancelled: () => new FrontDeskError('booking-cancelled', 'conflict', FRONT_DESK_MESSAGES.cancelledBooking),
  bookingNotConfirmed: () => new FrontDeskError('booking-not-confirmed', 'conflict', FRONT_DESK_MESSAGES.notConfirmed),
};
