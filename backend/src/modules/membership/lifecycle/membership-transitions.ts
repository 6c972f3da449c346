import { type MembershipStatus } from '@coworking/domain';
import { type MailRequest } from '../../mail/delivery/mail.service.js';
import { type PlanBooking } from '../entities/plan-booking.entity.js';
import { MEMBERSHIP_ERRORS } from '../membership.errors.js';
import { type MEMBERSHIP_EVENT_WORDS } from '../membership.messages.js';

/**
 * What can happen to a membership: activate, renew, fall-past-due, cancel-renewal, resume-renewal, lapse, cancel-now,
 * extend, comp. Listed once, with the words a refusal uses for each (membership.messages.ts).
 */
export type MembershipEvent = keyof typeof MEMBERSHIP_EVENT_WORDS;

/**
 * The state machine: from which statuses each event may happen. Every status change of a membership goes through
 * `moveMembership`, which refuses anything not listed here.
 *
 *   pending ──activate──▶ active ──fall-past-due──▶ past_due ──lapse──▶ expired
 *                           │  ▲                        │
 *             cancel-renewal│  │resume-renewal / renew  │renew (paid late, within grace)
 *                           ▼  │                        ▼
 *                        non_renewing ──lapse (period end)──▶ expired         any live one ──cancel-now──▶ cancelled
 */
export const MEMBERSHIP_TRANSITIONS: Record<MembershipEvent, readonly MembershipStatus[]> = {
  activate: ['pending'],
  renew: ['active', 'past_due', 'non_renewing'],
  'fall-past-due': ['active'],
  'cancel-renewal': ['active', 'past_due'],
  'resume-renewal': ['non_renewing'],
  lapse: ['past_due', 'non_renewing'],
  'cancel-now': ['pending', 'active', 'past_due', 'non_renewing'],
  extend: ['active', 'past_due', 'non_renewing'],
  comp: ['pending', 'active', 'past_due', 'non_renewing', 'expired', 'cancelled'],
};

/** The one place a status changes: refuses (409) what the state machine does not allow, leaving the status as it was. */
export function moveMembership(booking: PlanBooking, event: MembershipEvent, to: MembershipStatus): void {
  const from = booking.subscriptionStatus;
  if (!MEMBERSHIP_TRANSITIONS[event].includes(from)) throw MEMBERSHIP_ERRORS.transitionRefused(from, event);
  booking.subscriptionStatus = to;
}

export interface MembershipSnapshot {
  status: MembershipStatus;
  periodNumber: number;
  currentPeriodEnd: string | null;
}

/** The change a staff action made, for the audit log. */
export interface MembershipChange {
  booking: PlanBooking;
  before: MembershipSnapshot;
  after: MembershipSnapshot;
  mail: MailRequest[];
}

export function snapshotOf(booking: PlanBooking): MembershipSnapshot {
  return {
    status: booking.subscriptionStatus,
    periodNumber: booking.periodNumber,
    currentPeriodEnd: booking.currentPeriodEnd,
  };
}
