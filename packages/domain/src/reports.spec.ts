import { reportRange, reportRangeProblem, revenueChannelOf, revenuePurposeOf } from './reports.js';

describe('reports', () => {
  it('covers the last 30 days up to today without a range, and up to today from a given start', () => {
    expect(reportRange({}, '2026-11-23')).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(reportRange({ to: '2026-03-01' }, '2026-11-23')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(reportRange({ from: '2026-11-01' }, '2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(reportRange({ from: '2026-12-05' }, '2026-11-23')).toEqual({ from: '2026-12-05', to: '2026-12-05' });
  });

  it('accepts a year of 366 days and refuses a longer or backwards range', () => {
    expect(reportRangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(reportRangeProblem({ from: '2024-01-01', to: '2025-01-01' })).toEqual({
      field: 'to',
      message: 'A report covers at most 366 days; choose a shorter range',
    });
    expect(reportRangeProblem({ from: '2026-11-02', to: '2026-11-01' })?.message).toBe('to must be on or after from');
    expect(reportRangeProblem({ from: '2026-02-30', to: '2026-03-01' })?.field).toBe('from');
  });

  it('groups the ledger’s purposes and channels as the revenue report shows them', () => {
    expect(['booking', 'plan', 'event'].map(revenuePurposeOf)).toEqual(['bookings', 'memberships', 'events']);
    expect(
      ['card', 'mobile_money', 'mpesa', 'cash', 'bank', 'bank_transfer', 'ussd', null].map(revenueChannelOf),
    ).toEqual(['card', 'mpesa', 'mpesa', 'cash', 'bank', 'bank', 'other', 'other']);
  });
});
