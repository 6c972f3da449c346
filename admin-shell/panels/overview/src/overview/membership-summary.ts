import type { components } from 'admin-kit';
import { formatKes, SUMMARY_ID } from 'admin-kit/rules';
import { useGetOne } from 'react-admin';

export type MembershipSummary = components['schemas']['MembershipSummaryDto'];

export interface StatCard {
  title: string;
  value: number | string;
  details: string[];
}

/**
 * The membership figures, react-admin's one membership-summary record (GET /api/admin/memberships/summary); a staff
 * action in the Memberships tab refreshes react-admin's cache, these included.
 */
export function useMembershipSummary(options: { enabled: boolean }) {
  return useGetOne<MembershipSummary & { id: string }>('membership-summary', { id: SUMMARY_ID }, options);
}

/** The membership cards of the Overview: who has access, what renews soon, what is overdue, and monthly revenue. */
export function membershipCards(summary: MembershipSummary): StatCard[] {
  return [
    { title: 'Active Members', value: summary.activeMembers, details: ['with access today'] },
    { title: 'Renewals Due', value: summary.renewalsDueIn7Days, details: ['in the next 7 days'] },
    { title: 'Past Due', value: summary.pastDue, details: ['renewals unpaid, in grace'] },
    {
      title: 'Monthly Recurring Revenue',
      value: formatKes(summary.monthlyRecurringRevenueKes),
      details: ['yearly plans counted per month'],
    },
  ];
}
