import { MEMBERSHIP_STATUSES, type MembershipStatus } from '@coworking/domain';
import { type Clock } from '../../../common/clock/clock.js';
import { type AppConfig } from '../../../config/app-config.js';
import { type PlanBooking } from '../entities/plan-booking.entity.js';
import { type PeriodPayments } from '../../payment/renewals/period-payments.service.js';
import { type PlanBookingsRepository } from '../plan-bookings.repository.js';
import { MembershipLifecycle } from './membership-lifecycle.js';
import { MEMBERSHIP_TRANSITIONS, type MembershipEvent } from './membership-transitions.js';

/** The statuses each event may happen from, written out one by one, independently of the table they check. */
const ALLOWED = new Set([
  'activate from pending',
  'renew from active',
  'renew from past_due',
  'renew from non_renewing',
  'fall-past-due from active',
  'cancel-renewal from active',
  'cancel-renewal from past_due',
  'resume-renewal from non_renewing',
  'lapse from past_due',
  'lapse from non_renewing',
  'cancel-now from pending',
  'cancel-now from active',
  'cancel-now from past_due',
  'cancel-now from non_renewing',
  'extend from active',
  'extend from past_due',
  'extend from non_renewing',
  'comp from pending',
  'comp from active',
  'comp from past_due',
  'comp from non_renewing',
  'comp from expired',
  'comp from cancelled',
]);

const EVENTS = Object.keys(MEMBERSHIP_TRANSITIONS) as MembershipEvent[];

describe('the membership state machine', () => {
  it.each(EVENTS.flatMap((event) => MEMBERSHIP_STATUSES.map((from) => [event, from] as const)))(
    '%s from %s is allowed exactly when listed',
    (event, from) => {
      expect(MEMBERSHIP_TRANSITIONS[event].includes(from)).toBe(ALLOWED.has(`${event} from ${from}`));
    },
  );

  it.each(MEMBERSHIP_STATUSES.map((from) => [from]))(
    'a lifecycle change from %s moves only where the table allows, else 409 and the status stays',
    (from: MembershipStatus) => {
      const lifecycle = new MembershipLifecycle(
        {} as Clock,
        {} as AppConfig,
        {} as PlanBookingsRepository,
        {} as PeriodPayments,
      );
      const booking = { subscriptionStatus: from } as PlanBooking;
      if (ALLOWED.has(`fall-past-due from ${from}`)) {
        lifecycle.fallPastDue(booking);
        expect(booking.subscriptionStatus).toBe('past_due');
      } else {
        expect(() => lifecycle.fallPastDue(booking)).toThrow(
          expect.objectContaining({ code: 'transition-refused', kind: 'conflict' }),
        );
        expect(booking.subscriptionStatus).toBe(from);
      }
    },
  );
});
