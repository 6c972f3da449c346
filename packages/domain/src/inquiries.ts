/**
 * How staff work the public forms: contact inquiries and job applications each move through a small state machine,
 * written down once here for the API (which refuses other moves) and the back-office (which offers only these).
 */
/** The contact form's subjects: a fixed list, so an inquiry's subject is never a stranger's text. */
export const CONTACT_SUBJECTS = [
  'General Inquiry',
  'Membership Information',
  'Event Booking',
  'Partnership Opportunity',
  'Technical Support',
] as const;

/** The openings the careers page takes applications for. */
export const JOB_POSITIONS = ['Community Manager', 'Operations Coordinator', 'Marketing Intern'] as const;

export const CONTACT_STATUSES = ['new', 'responded', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** new → responded → closed; an inquiry that needs no answer (spam, a duplicate) may be closed straight away. */
export const CONTACT_TRANSITIONS: Record<ContactStatus, readonly ContactStatus[]> = {
  new: ['responded', 'closed'],
  responded: ['closed'],
  closed: [],
};

export const JOB_APPLICATION_STATUSES = ['new', 'reviewing', 'rejected', 'hired'] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];

/** new → reviewing → rejected or hired; an application may be turned down unread, but nobody is hired unreviewed. */
export const JOB_APPLICATION_TRANSITIONS: Record<JobApplicationStatus, readonly JobApplicationStatus[]> = {
  new: ['reviewing', 'rejected'],
  reviewing: ['rejected', 'hired'],
  rejected: [],
  hired: [],
};

/** Whether a machine allows moving from `from` to `to`. */
export function canMove<S extends string>(transitions: Record<S, readonly S[]>, from: S, to: S): boolean {
  return transitions[from]?.includes(to) ?? false;
}

/** Longest staff note on an inquiry or application. */
export const STAFF_NOTE_MAX_LENGTH = 2000;

/**
 * Which staff e-mails exist, each sent to the addresses configured for its kind (STAFF_EMAIL until staff set any).
 */
export const STAFF_NOTICE_KINDS = [
  'tours',
  'paidBookings',
  'cancellations',
  'refunds',
  'memberships',
  'failedRenewals',
  'applications',
  'contacts',
  'privacy',
] as const;
export type StaffNoticeKind = (typeof STAFF_NOTICE_KINDS)[number];

/** At most this many addresses receive one kind of staff e-mail. */
export const STAFF_NOTICE_MAX_ADDRESSES = 10;
