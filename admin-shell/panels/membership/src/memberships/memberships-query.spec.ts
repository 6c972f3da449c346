import { nextSort } from 'admin-kit/rules';
import {
  DEFAULT_SORT,
  FIRST_ORDER,
  membershipPaymentsQuery,
  membershipsQuery,
  NO_FILTERS,
  STATUS_FILTERS,
  type MembershipSortField,
} from './memberships-query';

describe('memberships list query', () => {
  it('asks for the first 25 memberships, newest first, when nothing is filtered', () => {
    expect(membershipsQuery(NO_FILTERS, DEFAULT_SORT, 0)).toEqual({
      _start: 0,
      _end: 25,
      _sort: 'createdAt',
      _order: 'DESC',
    });
  });

  it('sends every filter that is set, the search trimmed, and leaves blanks out', () => {
    const query = membershipsQuery(
      { q: '  Wanjiku ', status: 'past_due', planId: 'plan-1', renewsBefore: '2026-12-08' },
      { field: 'currentPeriodEnd', order: 'ASC' },
      0,
    );
    expect(query).toEqual({
      _start: 0,
      _end: 25,
      _sort: 'currentPeriodEnd',
      _order: 'ASC',
      q: 'Wanjiku',
      status: 'past_due',
      planId: 'plan-1',
      renewsBefore: '2026-12-08',
    });
    expect(membershipsQuery({ ...NO_FILTERS, planId: 'plan-1' }, DEFAULT_SORT, 0)).not.toHaveProperty('status');
  });

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
    expect(membershipPaymentsQuery('booking-1')).toEqual({
      targetId: 'booking-1',
      purpose: 'plan',
      _start: 0,
      _end: 50,
      _sort: 'createdAt',
      _order: 'DESC',
    });
  });
});
