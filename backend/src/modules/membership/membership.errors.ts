import { type MembershipStatus } from '@coworking/domain';
import { DomainError } from '../../common/errors/domain-error.js';
import { MESSAGES as ACCESS_MESSAGES } from '../identity/access/admin-access.guard.js';
import { PAYMENT_MESSAGES } from '../payment/payment.messages.js';
import { LIFECYCLE_MESSAGES, MEMBERSHIP_EVENT_WORDS, MEMBERSHIP_MESSAGES } from './membership.messages.js';
import { TEAM_MESSAGES } from './teams/team.messages.js';

/** The membership module's refusals: one class, a code per rule, the words from membership.messages.ts. */
export type MembershipErrorCode =
  | 'plan-not-found'
  | 'feature-not-found'
  | 'subscription-not-found'
  | 'inactive-plan-available'
  | 'start-date-not-bookable'
  | 'plan-not-available'
  | 'plan-has-members'
  | 'membership-ended'
  | 'membership-already-paid'
  | 'membership-not-found'
  | 'transition-refused'
  | 'period-over'
  | 'day-passes-do-not-renew'
  | 'plan-deleted'
  | 'renewal-not-due'
  | 'promo-takes-whole-price'
  | 'renewal-not-yet'
  | 'refund-not-permitted'
  | 'company-not-found'
  | 'company-has-memberships'
  | 'company-needed'
  | 'team-not-found'
  | 'team-not-active'
  | 'seats-full'
  | 'seat-not-found'
  | 'seat-holder-taken'
  | 'seats-below-assigned'
  | 'seat-managed-by-team';

export class MembershipError extends DomainError<MembershipErrorCode> {
  readonly module = 'membership';
}

/** Each refusal built in one place, so a rule's code, kind and words cannot drift apart. */
export const MEMBERSHIP_ERRORS = {
  planNotFound: () => new MembershipError('plan-not-found', 'not-found', MEMBERSHIP_MESSAGES.planNotFound),
  featureNotFound: () => new MembershipError('feature-not-found', 'not-found', MEMBERSHIP_MESSAGES.featureNotFound),
  /** A plan booking (the checkout that starts a membership) named for its first payment does not exist. */
  subscriptionNotFound: () =>
    new MembershipError('subscription-not-found', 'not-found', MEMBERSHIP_MESSAGES.planBookingNotFound),
  inactivePlanAvailable: () =>
    new MembershipError('inactive-plan-available', 'invalid', MEMBERSHIP_MESSAGES.inactiveCannotBeAvailable, {
      isAvailable: MEMBERSHIP_MESSAGES.inactiveCannotBeAvailable,
    }),
  /** The start date is past, today is over, or it is beyond the book-ahead limit (the words of @coworking/domain). */
  startDateNotBookable: (problem: string) => new MembershipError('start-date-not-bookable', 'invalid', problem),
  planNotAvailable: () => new MembershipError('plan-not-available', 'conflict', MEMBERSHIP_MESSAGES.planNotAvailable),
  planHasMembers: (name: string, members: number) =>
    new MembershipError('plan-has-members', 'conflict', MEMBERSHIP_MESSAGES.planHasMembers(name, members)),
  membershipEnded: () => new MembershipError('membership-ended', 'conflict', MEMBERSHIP_MESSAGES.ended),
  alreadyPaid: () => new MembershipError('membership-already-paid', 'conflict', MEMBERSHIP_MESSAGES.alreadyPaid),
  membershipNotFound: () => new MembershipError('membership-not-found', 'not-found', LIFECYCLE_MESSAGES.notFound),
  /** The state machine (membership-transitions.ts) does not allow this event from this status. */
  transitionRefused: (from: MembershipStatus, event: keyof typeof MEMBERSHIP_EVENT_WORDS) =>
    new MembershipError('transition-refused', 'conflict', LIFECYCLE_MESSAGES.refused(from, event)),
  periodOver: () => new MembershipError('period-over', 'conflict', LIFECYCLE_MESSAGES.periodOver),
  dayPassesDoNotRenew: () =>
    new MembershipError('day-passes-do-not-renew', 'conflict', LIFECYCLE_MESSAGES.dayPassesDoNotRenew),
  planDeleted: () => new MembershipError('plan-deleted', 'conflict', LIFECYCLE_MESSAGES.planDeleted),
  // The renewal checkout's words are the payment module's (payment.messages.ts), where the checkout copy lives.
  /** A promo code worth a whole membership period: nothing would be paid, so the checkout is refused. */
  promoTakesWholePrice: (code: string) => {
    const message = `The promo code ${code} would leave nothing to pay for this membership. Please contact us and we will set it up.`;
    return new MembershipError('promo-takes-whole-price', 'invalid', message, { promoCode: message });
  },
  renewalNotDue: () => new MembershipError('renewal-not-due', 'conflict', PAYMENT_MESSAGES.renewalNotDue),
  renewalNotYet: (opensOn: string) =>
    new MembershipError('renewal-not-yet', 'conflict', PAYMENT_MESSAGES.renewalNotYet(opensOn)),
  /** A prorated refund moves money, so cancelling with one also needs the payments.refund permission. */
  refundNotPermitted: () =>
    new MembershipError('refund-not-permitted', 'forbidden', ACCESS_MESSAGES.denied('payments', 'refund')),
  companyNotFound: () => new MembershipError('company-not-found', 'not-found', TEAM_MESSAGES.companyNotFound),
  companyHasMemberships: (name: string) =>
    new MembershipError('company-has-memberships', 'conflict', TEAM_MESSAGES.companyHasMemberships(name)),
  /** A checkout for more than one seat names no company. */
  companyNeeded: () =>
    new MembershipError('company-needed', 'invalid', TEAM_MESSAGES.companyNeeded, {
      companyName: TEAM_MESSAGES.companyNeeded,
    }),
  teamNotFound: () => new MembershipError('team-not-found', 'not-found', TEAM_MESSAGES.teamNotFound),
  teamNotActive: () => new MembershipError('team-not-active', 'conflict', TEAM_MESSAGES.teamNotActive),
  seatsFull: (seats: number) => new MembershipError('seats-full', 'conflict', TEAM_MESSAGES.seatsFull(seats)),
  seatNotFound: () => new MembershipError('seat-not-found', 'not-found', TEAM_MESSAGES.seatNotFound),
  seatHolderTaken: (email: string) => {
    const message = TEAM_MESSAGES.seatHolderTaken(email);
    return new MembershipError('seat-holder-taken', 'conflict', message, { email: message });
  },
  seatsBelowAssigned: (assigned: number) => {
    const message = TEAM_MESSAGES.seatsBelowAssigned(assigned);
    return new MembershipError('seats-below-assigned', 'conflict', message, { seats: message });
  },
  /** Staff or the holder tried to change a seat on its own: its team decides its periods and its end. */
  seatManagedByTeam: (companyName: string) =>
    new MembershipError('seat-managed-by-team', 'conflict', TEAM_MESSAGES.seatManagedByTeam(companyName)),
};
