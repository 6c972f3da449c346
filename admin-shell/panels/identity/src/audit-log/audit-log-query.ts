import type { AuditAction, BadgeVariant, ColumnSort } from 'admin-kit';

/** The audit log's filter row as typed; '' means "any". */
export interface AuditLogFilters {
  q: string;
  action: AuditAction | '';
  /** Venue dates (YYYY-MM-DD). */
  from: string;
  to: string;
}
export const NO_AUDIT_LOG_FILTERS: AuditLogFilters = { q: '', action: '', from: '', to: '' };

/** The log sorts by time only. */
export type AuditLogSortField = 'createdAt';
/** Newest first, as the API defaults. */
export const DEFAULT_AUDIT_LOG_SORT: ColumnSort<AuditLogSortField> = { field: 'createdAt', order: 'DESC' };

const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  login: 'Signed in',
  login_failed: 'Sign-in failed',
  login_locked: 'Sign-in locked',
  logout: 'Signed out',
  reset_password: 'Password reset',
  refund: 'Refunded',
  send: 'Sent',
};

// What may need a second look stands out.
const ACTION_BADGES: Partial<Record<AuditAction, BadgeVariant>> = {
  delete: 'destructive',
  login_failed: 'warning',
  login_locked: 'destructive',
  refund: 'warning',
};

export function actionLabel(action: AuditAction): string {
  return ACTION_LABELS[action];
}

export function actionBadge(action: AuditAction): BadgeVariant {
  return ACTION_BADGES[action] ?? 'secondary';
}

export const ACTION_FILTERS: readonly { value: AuditAction; label: string }[] = (
  Object.keys(ACTION_LABELS) as AuditAction[]
).map((action) => ({ value: action, label: ACTION_LABELS[action] }));

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** An entry's changed fields as "field: before → after", one a line; none for entries that change nothing. */
export function changeLines(changes: Readonly<Record<string, unknown>> | null): string[] {
  if (!changes) return [];
  return Object.entries(changes).map(([field, change]) => {
    const { from, to } = (change ?? {}) as { from?: unknown; to?: unknown };
    return `${field}: ${shown(from)} → ${shown(to)}`;
  });
}
