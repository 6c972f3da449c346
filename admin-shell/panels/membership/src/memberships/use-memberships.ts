import { useOutcomeToasts, type MembershipAction, type MembershipActionBodies } from 'admin-kit';
import { formatKes } from 'admin-kit/rules';
import { useGetList, useGetOne, useRefresh, useUpdate } from 'react-admin';
import type {
  CancelBody,
  CancelledMembership,
  CompBody,
  ExtendBody,
  Membership,
  MembershipPayment,
} from './membership-types';
import { membershipPaymentsParams } from './memberships-query';

/** A membership as it is now, starting from the row that was clicked. */
export function useMembership(row: Membership) {
  return useGetOne<Membership>('memberships', { id: row.id }, { placeholderData: row });
}

/** The payments made for a membership, newest first (the ledger filtered by its plan booking). */
export function useMembershipPayments(id: string, options: { enabled: boolean }) {
  return useGetList<MembershipPayment>('payments', membershipPaymentsParams(id), options);
}

/**
 * A staff action on a membership, as react-admin's update of it (the action named in `meta.action`): the row and
 * the open membership show its new state from react-admin's cache. Everything else is read again afterwards, as a
 * cancellation's refund shows in the payments and every action in the Overview's figures.
 */
function useMembershipAction<A extends MembershipAction>(action: A) {
  const [update, { isPending }] = useUpdate();
  const toasts = useOutcomeToasts();
  const refresh = useRefresh();
  const run = (
    membership: Membership,
    body: MembershipActionBodies[A],
    texts: { success: (result: Membership) => string; failure: string; onSuccess: () => void },
  ) =>
    update(
      'memberships',
      { id: membership.id, data: body, previousData: membership, meta: { action } },
      toasts<Membership>({
        ...texts,
        onSuccess: () => {
          texts.onSuccess();
          refresh();
        },
      }),
    );
  return { run, isPending };
}

export function useCancelMembership(onSuccess: () => void) {
  const { run, isPending } = useMembershipAction('cancel');
  const cancel = (membership: Membership, body: CancelBody) =>
    run(membership, body, {
      // The server's figure: what was refunded for the unused days, capped by what was paid.
      success: (result) => {
        const { refundedKes } = result as CancelledMembership;
        return Number(refundedKes) > 0
          ? `Membership cancelled; ${formatKes(refundedKes)} is being refunded`
          : 'Membership cancelled';
      },
      failure: 'Failed to cancel the membership',
      onSuccess,
    });
  return { cancel, isPending };
}

export function useExtendMembership(onSuccess: () => void) {
  const { run, isPending } = useMembershipAction('extend');
  const extend = (membership: Membership, body: ExtendBody) =>
    run(membership, body, {
      success: () => `Membership extended by ${body.days} ${body.days === 1 ? 'day' : 'days'}`,
      failure: 'Failed to extend the membership',
      onSuccess,
    });
  return { extend, isPending };
}

export function useCompMembership(onSuccess: () => void) {
  const { run, isPending } = useMembershipAction('comp');
  const comp = (membership: Membership, body: CompBody) =>
    run(membership, body, { success: () => 'Free period given', failure: 'Failed to give a free period', onSuccess });
  return { comp, isPending };
}
