import { useQuery } from '@tanstack/react-query';
import { unwrap, useAdminClientCall, type components } from 'admin-kit';
import { formatKes } from 'admin-kit/rules';

export type MembershipSummary = components['schemas']['MembershipSummaryDto'];

export interface StatCard {
  title: string;
  value: number | string;
  details: string[];
}

/**
 * The membership figures (GET /api/admin/memberships/summary), cached under 'memberships' so a staff action in the
 * Memberships tab refreshes them.
 */
export function useMembershipSummary(options: { enabled: boolean }) {
  const call = useAdminClientCall();
  return useQuery({
    queryKey: ['memberships', 'summary'],
    queryFn: () => call((client) => unwrap(client.GET('/api/admin/memberships/summary'))),
    enabled: options.enabled,
  });
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
