import {
  MEMBERSHIP_STATUS_LABELS,
  MEMBERSHIP_STATUSES,
  type ColumnSort,
  type MembershipStatus,
  type SortOrder,
} from 'admin-kit/rules';
import type { MembershipsQuery } from './membership-types';

/** The filter row as typed; '' means "any". */
export interface MembershipFilters {
  q: string;
  status: MembershipStatus | '';
  planId: string;
  /** A venue date 'YYYY-MM-DD': active or overdue memberships renewing before it. */
  renewsBefore: string;
}

export const NO_FILTERS: MembershipFilters = { q: '', status: '', planId: '', renewsBefore: '' };

export type MembershipSortField = NonNullable<MembershipsQuery['_sort']>;
export type MembershipSort = ColumnSort<MembershipSortField>;

/** Newest first, as the API defaults. */
export const DEFAULT_SORT: MembershipSort = { field: 'createdAt', order: 'DESC' };

/**
 * How a column sorts on its first click: names and plans A to Z, statuses in the lifecycle's order, period ends
 * soonest first (the renewals coming up); the creation date newest first.
 */
export const FIRST_ORDER: Record<MembershipSortField, SortOrder> = {
  createdAt: 'DESC',
  currentPeriodEnd: 'ASC',
  status: 'ASC',
  memberName: 'ASC',
  planName: 'ASC',
};

export const STATUS_FILTERS: readonly { value: MembershipStatus; label: string }[] = MEMBERSHIP_STATUSES.map(
  (status) => ({ value: status, label: MEMBERSHIP_STATUS_LABELS[status] }),
);

/** Payments a membership's history shows at most (months of renewals; older ones are in the Payments tab). */
export const PAYMENT_HISTORY_SIZE = 50;

/** Every payment made for one membership (the ledger's target is the plan booking), newest first. */
export function membershipPaymentsParams(membershipId: string) {
  return {
    pagination: { page: 1, perPage: PAYMENT_HISTORY_SIZE },
    sort: { field: 'createdAt', order: 'DESC' as const },
    filter: { targetId: membershipId, purpose: 'plan' },
  };
}
