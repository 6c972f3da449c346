import type { BadgeVariant } from 'admin-kit';
import type { AdminErasureRequest, ErasureRequestSource } from './erasure-request-types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Open and within its deadline, open past it (highlighted), or completed. */
export function erasureStatusBadge(request: Pick<AdminErasureRequest, 'status' | 'overdue'>): {
  label: string;
  variant: BadgeVariant;
} {
  if (request.status === 'completed') return { label: 'Completed', variant: 'success' };
  return request.overdue ? { label: 'Overdue', variant: 'destructive' } : { label: 'Open', variant: 'warning' };
}

const SOURCES: Record<ErasureRequestSource, string> = {
  'member-portal': 'Member portal',
  'manage-link': 'Booking manage link',
  'email-link': 'E-mailed link',
};

export function sourceLabel(source: ErasureRequestSource): string {
  return SOURCES[source] ?? source;
}

/**
 * How the deadline stands, for an open request: 'Due in 12 days', 'Due today', '3 days overdue'. Whole days of
 * 24 hours from now; a completed request has none.
 */
export function deadlineLabel(request: Pick<AdminErasureRequest, 'status' | 'dueBy'>, now: Date): string | null {
  if (request.status === 'completed') return null;
  const left = new Date(request.dueBy).getTime() - now.getTime();
  if (left < 0) {
    const late = Math.max(1, Math.floor(-left / DAY_MS));
    return `${late} ${late === 1 ? 'day' : 'days'} overdue`;
  }
  const days = Math.floor(left / DAY_MS);
  return days === 0 ? 'Due today' : `Due in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** What completing the request erases and keeps, as the confirmation says it. */
export const ERASES =
  'Their name, e-mail address and phone number are erased or anonymised in bookings, tours, guests, memberships, contacts, job applications, the newsletter, consents, and the e-mail and SMS logs; their member sign-in ends, and audit entries name this request instead of them.';
export const KEEPS =
  "Payments, receipts and credit notes keep their amounts, numbers, dates and a company's KRA PIN for the 5 years tax law requires, without the person's name.";

/** 'bookings 3 · contacts 1', the rows completing erased by table (none: 'nothing held'). */
export function erasedSummary(erased: Record<string, number> | undefined): string {
  const counts = Object.entries(erased ?? {}).filter(([, count]) => count > 0);
  if (counts.length === 0) return 'No personal data was left to erase.';
  return counts
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([table, count]) => `${table.replace(/_/g, ' ')} ${count}`)
    .join(' · ');
}
