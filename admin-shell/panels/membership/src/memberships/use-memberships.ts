import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAdminClientCall, useAdminMutation } from 'admin-kit';
import { formatKes } from 'admin-kit/rules';
import {
  cancelMembership,
  compMembership,
  extendMembership,
  listMemberships,
  membershipDetail,
  membershipPayments,
} from './memberships-api';
import type {
  CancelBody,
  CancelledMembership,
  CompBody,
  ExtendBody,
  Membership,
  MembershipsQuery,
} from './membership-types';

/**
 * Cache keys: everything under 'memberships' (the list, a membership, the overview's figures) and 'payments' (a
 * cancellation's refund shows in the history and the Payments tab) is refreshed after a staff action.
 */
export const MEMBERSHIPS_KEY = 'memberships';
const PAYMENTS_KEY = 'payments';

/** One page of memberships; the previous page stays on screen while the next loads, so the table does not jump. */
export function useMembershipsPage(query: MembershipsQuery) {
  const call = useAdminClientCall();
  return useQuery({
    queryKey: [MEMBERSHIPS_KEY, 'list', query],
    queryFn: () => call((adminClient) => listMemberships(adminClient, query)),
    placeholderData: keepPreviousData,
  });
}

/** A membership as it is now, starting from the row that was clicked. */
export function useMembership(row: Membership) {
  const call = useAdminClientCall();
  return useQuery({
    queryKey: [MEMBERSHIPS_KEY, 'detail', row.id],
    queryFn: () => call((adminClient) => membershipDetail(adminClient, row.id)),
    placeholderData: row,
  });
}

export function useMembershipPayments(id: string, options: { enabled: boolean }) {
  const call = useAdminClientCall();
  return useQuery({
    queryKey: [PAYMENTS_KEY, 'membership', id],
    queryFn: () => call((adminClient) => membershipPayments(adminClient, id)),
    enabled: options.enabled,
  });
}

interface ActionVariables<Body> {
  id: string;
  body: Body;
}

export function useCancelMembership(onSuccess: () => void) {
  const call = useAdminClientCall();
  return useAdminMutation<ActionVariables<CancelBody>, CancelledMembership>({
    run: (_dataProvider, { id, body }) => call((adminClient) => cancelMembership(adminClient, id, body)),
    refreshes: [MEMBERSHIPS_KEY, PAYMENTS_KEY],
    // The server's figure: what was refunded for the unused days, capped by what was paid.
    success: (cancelled) =>
      Number(cancelled.refundedKes) > 0
        ? `Membership cancelled; ${formatKes(cancelled.refundedKes)} is being refunded`
        : 'Membership cancelled',
    failure: 'Failed to cancel the membership',
    onSuccess,
  });
}

export function useExtendMembership(onSuccess: () => void) {
  const call = useAdminClientCall();
  return useAdminMutation<ActionVariables<ExtendBody>, Membership>({
    run: (_dataProvider, { id, body }) => call((adminClient) => extendMembership(adminClient, id, body)),
    refreshes: [MEMBERSHIPS_KEY],
    success: (_membership, { body }) => `Membership extended by ${body.days} ${body.days === 1 ? 'day' : 'days'}`,
    failure: 'Failed to extend the membership',
    onSuccess,
  });
}

export function useCompMembership(onSuccess: () => void) {
  const call = useAdminClientCall();
  return useAdminMutation<ActionVariables<CompBody>, Membership>({
    run: (_dataProvider, { id, body }) => call((adminClient) => compMembership(adminClient, id, body)),
    refreshes: [MEMBERSHIPS_KEY],
    success: 'Free period given',
    failure: 'Failed to give a free period',
    onSuccess,
  });
}
