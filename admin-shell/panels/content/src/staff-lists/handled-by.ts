import { formatDateTime } from 'admin-kit/rules';

/** "frontdesk, 4 Dec 2026 10:30" for who on staff last worked a record, or '—'. */
export function handledByText(record: { handledBy: string | null; handledAt: string | null }): string {
  if (!record.handledBy) return '—';
  return record.handledAt ? `${record.handledBy}, ${formatDateTime(record.handledAt)}` : record.handledBy;
}
