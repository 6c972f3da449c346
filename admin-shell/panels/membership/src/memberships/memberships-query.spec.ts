import { nextSort } from 'admin-kit/rules';
import {
  DEFAULT_SORT,
  FIRST_ORDER,
  membershipPaymentsParams,
  STATUS_FILTERS,
  type MembershipSortField,
} from './memberships-query';

describe('memberships list query', () => {
  it('sorts names, plans, statuses and period ends in their natural order first, and flips on a second click', () => {
    // As the list's sort does: a column's first click sorts in its first order.
    const click = (field: MembershipSortField, current = DEFAULT_SORT) => nextSort(current, field, FIRST_ORDER[field]);
    expect(click('memberName')).toEqual({ field: 'memberName', order: 'ASC' });
    expect(click('planName')).toEqual({ field: 'planName', order: 'ASC' });
    expect(click('status')).toEqual({ field: 'status', order: 'ASC' });
    expect(click('currentPeriodEnd')).toEqual({ field: 'currentPeriodEnd', order: 'ASC' });
    expect(click('currentPeriodEnd', click('currentPeriodEnd'))).toEqual({ field: 'currentPeriodEnd', order: 'DESC' });
    expect(click('createdAt')).toEqual({ field: 'createdAt', order: 'ASC' });
  });

  it('offers every status under the name the domain gives it, in the lifecycle order', () => {
    expect(STATUS_FILTERS.map((choice) => choice.label)).toEqual([
      'Awaiting payment',
      'Active',
      'Payment overdue',
      'Ends at period end',
      'Cancelled',
      'Expired',
    ]);
  });

  it("finds a membership's payments through the ledger, newest first", () => {
    expect(membershipPaymentsParams('booking-1')).toEqual({
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { targetId: 'booking-1', purpose: 'plan' },
    });
  });
});
