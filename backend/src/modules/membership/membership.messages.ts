import { MEMBERSHIP_STATUS_LABELS, type MembershipStatus } from '@coworking/domain';

export const MEMBERSHIP_MESSAGES = {
  planNotFound: 'Membership plan not found.',
  featureNotFound: 'Comparison feature not found.',
  planBookingNotFound: 'Subscription not found.',
  inactiveCannotBeAvailable: 'Inactive membership plans cannot be available for booking',
  planNotAvailable: 'This membership plan is not available right now.',
  alreadyPaid: 'This membership is already paid. Check your e-mail for the receipt, or contact us.',
  ended: 'This membership has ended. Choose a plan to start a new one.',
  planHasMembers: (name: string, members: number) =>
    `"${name}" has ${members} ${members === 1 ? 'member whose membership has' : 'members whose memberships have'} not ended (or a payment under way): deactivate the plan instead, so nobody new can join, and delete it once every membership on it has ended.`,
};

/**
 * How each membership event reads in a refusal ("… cannot be <words>"). Its keys are the events themselves
 * (`MembershipEvent`, membership-transitions.ts), so an event cannot be added without its words.
 */
export const MEMBERSHIP_EVENT_WORDS = {
  activate: 'activated',
  renew: 'renewed',
  'fall-past-due': 'marked overdue',
  'cancel-renewal': 'set not to renew',
  'resume-renewal': 'set to renew again',
  lapse: 'expired',
  'cancel-now': 'cancelled',
  extend: 'extended',
  comp: 'given a free period',
} as const;

export const LIFECYCLE_MESSAGES = {
  notFound: 'Membership not found.',
  refused: (status: MembershipStatus, event: keyof typeof MEMBERSHIP_EVENT_WORDS) =>
    `A membership that is "${MEMBERSHIP_STATUS_LABELS[status]}" cannot be ${MEMBERSHIP_EVENT_WORDS[event]}.`,
  periodOver: 'This period has already ended: pay for the next one to carry on.',
  dayPassesDoNotRenew: 'Day passes do not renew: book another day instead.',
  planDeleted: 'The plan of this membership was deleted: start a membership on another plan instead.',
};
