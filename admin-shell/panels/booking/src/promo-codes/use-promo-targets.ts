import { useAllowed, WHOLE_LIST, type AdminSpace, type MembershipPlan } from 'admin-kit';
import { useGetList } from 'react-admin';

/**
 * The membership plans and spaces a code may be limited to, from their admin lists, for the form's choices and the
 * list's names. A list the admin may not view is not asked for: it stays empty, and the codes count what they name.
 */
export function usePromoTargets() {
  const mayViewPlans = useAllowed('membershipPlans', 'view');
  const mayViewSpaces = useAllowed('spaces', 'view');
  const plans = useGetList<MembershipPlan>('membership-plans', WHOLE_LIST, { enabled: mayViewPlans });
  const spaces = useGetList<AdminSpace>('spaces', WHOLE_LIST, { enabled: mayViewSpaces });
  return { plans: plans.data ?? [], spaces: spaces.data ?? [] };
}
