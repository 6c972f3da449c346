import { allowanceBalance, intervalsFor } from '@coworking/domain';
import { allowancePeriods, coverableKind, splitByAllowance } from './allowance-rules.js';

const PERIOD = { start: '2026-12-01', end: '2027-01-01' };
const dates = (split: ReturnType<typeof splitByAllowance>) => ({
  covered: split.covered.map(({ interval, quantity }) => `${interval.date} ${interval.time} ×${quantity}`),
  paid: split.paid.map((interval) => `${interval.date} ${interval.time}`),
});

describe('which spaces draw on the allowance', () => {
  it('counts daily desks as desk days and hourly rooms and booths as meeting-room hours', () => {
    expect(coverableKind({ type: 'hot-desk', billingCycle: 'daily' })).toBe('deskDays');
    expect(coverableKind({ type: 'dedicated-desk', billingCycle: 'daily' })).toBe('deskDays');
    expect(coverableKind({ type: 'meeting-room', billingCycle: 'hourly' })).toBe('meetingRoomHours');
    expect(coverableKind({ type: 'phone-booth', billingCycle: 'hourly' })).toBe('meetingRoomHours');
  });

  it('never covers a monthly desk, an hourly desk, a daily-billed room or another type', () => {
    expect(coverableKind({ type: 'hot-desk', billingCycle: 'monthly' })).toBeNull();
    expect(coverableKind({ type: 'hot-desk', billingCycle: 'hourly' })).toBeNull();
    expect(coverableKind({ type: 'meeting-room', billingCycle: 'daily' })).toBeNull();
    expect(coverableKind({ type: 'event-hall', billingCycle: 'hourly' })).toBeNull();
  });
});

describe('splitting a selection by the allowance', () => {
  it('covers desk days one per date, earliest first, and charges the rest', () => {
    const intervals = intervalsFor('daily', ['2026-12-09', '2026-12-07', '2026-12-08'], []);
    expect(dates(splitByAllowance(intervals, 'deskDays', allowanceBalance(12, 10), PERIOD))).toEqual({
      covered: ['2026-12-07 All Day Access ×1', '2026-12-08 All Day Access ×1'],
      paid: ['2026-12-09 All Day Access'],
    });
  });

  it('covers every date while unlimited, but only inside the current period', () => {
    const intervals = intervalsFor('daily', ['2026-12-30', '2026-12-31', '2027-01-01'], []);
    expect(dates(splitByAllowance(intervals, 'deskDays', allowanceBalance(0, 40, true), PERIOD))).toEqual({
      covered: ['2026-12-30 All Day Access ×1', '2026-12-31 All Day Access ×1'],
      paid: ['2027-01-01 All Day Access'],
    });
    // A date before the period (an early renewal moved it on) is not covered either.
    const before = intervalsFor('daily', ['2026-11-30'], []);
    expect(splitByAllowance(before, 'deskDays', allowanceBalance(5, 0), PERIOD).covered).toEqual([]);
  });

  it('covers meeting-room slots whole, by their hours', () => {
    const intervals = intervalsFor('hourly', ['2026-12-07'], ['10:00', '12:00', '14:00']);
    expect(dates(splitByAllowance(intervals, 'meetingRoomHours', allowanceBalance(8, 3), PERIOD))).toEqual({
      covered: ['2026-12-07 10:00 ×2', '2026-12-07 12:00 ×2'],
      paid: ['2026-12-07 14:00'],
    });
    // One hour left does not cover a two-hour slot.
    expect(splitByAllowance(intervals, 'meetingRoomHours', allowanceBalance(4, 3), PERIOD).covered).toEqual([]);
  });

  it('covers nothing when used up, without an allowance kind, or without a period', () => {
    const intervals = intervalsFor('daily', ['2026-12-07'], []);
    expect(splitByAllowance(intervals, 'deskDays', allowanceBalance(2, 2), PERIOD).paid).toHaveLength(1);
    expect(splitByAllowance(intervals, null, null, PERIOD).paid).toHaveLength(1);
    expect(splitByAllowance(intervals, 'deskDays', allowanceBalance(2, 0), null).paid).toHaveLength(1);
    // Used beyond what is included (a plan edited down mid-period) leaves nothing, never a negative balance.
    expect(splitByAllowance(intervals, 'deskDays', allowanceBalance(2, 5), PERIOD).covered).toEqual([]);
  });
});

describe('the periods a booking draws on', () => {
  const membership = {
    previousPeriodStart: '2026-10-20',
    currentPeriodStart: '2026-11-20',
    currentPeriodEnd: '2026-12-20',
  };

  it('is the current period once it has begun', () => {
    expect(allowancePeriods(membership, '2026-11-20')).toEqual([{ start: '2026-11-20', end: '2026-12-20' }]);
  });

  it('is the previous period first, then the one paid early, until the paid one begins', () => {
    expect(allowancePeriods(membership, '2026-11-15')).toEqual([
      { start: '2026-10-20', end: '2026-11-20' },
      { start: '2026-11-20', end: '2026-12-20' },
    ]);
  });

  it('is nothing for a membership that never began', () => {
    expect(
      allowancePeriods({ previousPeriodStart: null, currentPeriodStart: null, currentPeriodEnd: null }, '2026-11-15'),
    ).toEqual([]);
  });
});
