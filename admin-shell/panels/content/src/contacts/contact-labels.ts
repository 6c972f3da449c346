import type { BadgeVariant } from 'admin-kit';
import { CONTACT_STATUSES, CONTACT_SUBJECTS, CONTACT_TRANSITIONS, type ContactStatus } from 'admin-kit/rules';

export const CONTACT_STATUS_LABELS: Readonly<Record<ContactStatus, string>> = {
  new: 'New',
  responded: 'Responded',
  closed: 'Closed',
};

export const CONTACT_STATUS_FILTERS = CONTACT_STATUSES.map((status) => ({
  value: status,
  label: CONTACT_STATUS_LABELS[status],
}));

/** new: destructive (needs an answer), responded: default, closed: secondary. */
export function contactStatusBadge(status: ContactStatus): { label: string; variant: BadgeVariant } {
  const variant: BadgeVariant = status === 'new' ? 'destructive' : status === 'responded' ? 'default' : 'secondary';
  return { label: CONTACT_STATUS_LABELS[status], variant };
}

/** The buttons an inquiry offers: the moves its status allows, in the words staff use. */
export function contactMoves(status: ContactStatus): { to: ContactStatus; label: string }[] {
  return CONTACT_TRANSITIONS[status].map((to) => ({
    to,
    label: to === 'responded' ? 'Mark responded' : 'Close inquiry',
  }));
}

/** The contact form's subjects (the public form's fixed choices). */
export const CONTACT_SUBJECT_FILTERS = CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: subject }));
