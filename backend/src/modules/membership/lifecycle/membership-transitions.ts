import { MEMBERSHIP_STATUS_LABELS, type MembershipStatus } from '@coworking/domain';
import { ConflictException } from '@nestjs/common';
import { type MailRequest } from '../../mail/delivery/mail.service.js';
import { type PlanBooking } from '../entities/plan-booking.entity.js';

/** What can happen to a membership. */
export type MembershipEvent =
  | 'activate'
  | 'renew'
  | 'fall-past-due'
  | 'cancel-renewal'
  | 'resume-renewal'
  | 'lapse'
  | 'cancel-now'
  | 'extend'
  | 'comp';

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

const EVENT_WORDS: Record<MembershipEvent, string> = {
  activate: 'activated',
  renew: 'renewed',
  'fall-past-due': 'marked overdue',
  'cancel-renewal': 'set not to renew',
  'resume-renewal': 'set to renew again',
  lapse: 'expired',
  'cancel-now': 'cancelled',
  extend: 'extended',
  comp: 'given a free period',
};

export const LIFECYCLE_MESSAGES = {
  notFound: 'Membership not found.',
  refused: (status: MembershipStatus, event: MembershipEvent) =>
    `A membership that is "${MEMBERSHIP_STATUS_LABELS[status]}" cannot be ${EVENT_WORDS[event]}.`,
  periodOver: 'This period has already ended: pay for the next one to carry on.',
  dayPassesDoNotRenew: 'Day passes do not renew: book another day instead.',
  planDeleted: 'The plan of this membership was deleted: start a membership on another plan instead.',
};

/** The one place a status changes: refuses (409) what the state machine does not allow, leaving the status as it was. */
export function moveMembership(booking: PlanBooking, event: MembershipEvent, to: MembershipStatus): void {
  const from = booking.subscriptionStatus;
  if (!MEMBERSHIP_TRANSITIONS[event].includes(from))
    throw new ConflictException(LIFECYCLE_MESSAGES.refused(from, event));
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
