import { BookingError, type BookingErrorCode } from '../booking.errors.js';
import { allowanceMoveRefusal, groupMoveRefusal, type MovableRow, movedIntervals } from './reschedule-plan.js';
import { RESCHEDULE_MESSAGES } from './reschedule.messages.js';

/** Tuesday 1 December 2026, 09:00 in Nairobi. */
const NOW = new Date('2026-12-01T06:00:00Z');
const FRIDAY = '2026-12-04';
const NEXT_FRIDAY = '2026-12-11';
const SATURDAY = '2026-12-05';

const boardroom = { name: 'Boardroom', billingCycle: 'hourly' as const, isActive: true, isAvailable: true };
const row = (fields: Partial<MovableRow> = {}): MovableRow => ({
  type: 'meeting-room',
  date: FRIDAY,
  time: '10:00',
  status: 'confirmed',
  space: boardroom,
  ...fields,
});

describe('which bookings can be moved online', () => {
  it('lets a confirmed booking on one date move, ignoring rows that were cancelled', () => {
    expect(groupMoveRefusal([row(), row({ time: '14:00' }), row({ date: NEXT_FRIDAY, status: 'cancelled' })])).toBe(
      null,
    );
  });

  it('refuses, with the reason, what cannot be moved as a whole', () => {
    expect(groupMoveRefusal([row({ status: 'cancelled' })])).toBe(RESCHEDULE_MESSAGES.cancelled);
    expect(groupMoveRefusal([row(), row({ time: '14:00', status: 'pending' })])).toBe(RESCHEDULE_MESSAGES.unpaid);
    expect(groupMoveRefusal([row({ type: 'tour', space: null })])).toBe(RESCHEDULE_MESSAGES.tour);
    expect(groupMoveRefusal([row({ space: null })])).toBe(RESCHEDULE_MESSAGES.spaceGone);
    expect(groupMoveRefusal([row({ time: 'Monthly Access', space: { ...boardroom, billingCycle: 'monthly' } })])).toBe(
      RESCHEDULE_MESSAGES.monthly,
    );
    expect(groupMoveRefusal([row(), row({ date: NEXT_FRIDAY })])).toBe(RESCHEDULE_MESSAGES.severalDates);
    expect(groupMoveRefusal([row({ space: { ...boardroom, isAvailable: false } })])).toBe(
      RESCHEDULE_MESSAGES.spaceUnavailable('Boardroom'),
    );
  });
});

describe('where a moved booking goes', () => {
  /** The message of the 400 `run` is refused with, checking the rule that refused it. */
  const badRequest = (code: BookingErrorCode, run: () => unknown) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(BookingError);
      expect(error).toMatchObject({ code, kind: 'invalid' });
      return (error as BookingError).message;
    }
    throw new Error('expected a 400');
  };

  it('moves every slot by the same amount, keeping their distance from the first', () => {
    const intervals = movedIntervals(
      [row(), row({ time: '14:00' })],
      'hourly',
      { date: NEXT_FRIDAY, time: '08:00' },
      180,
      NOW,
    );
    expect(intervals.map((interval) => `${interval.date} ${interval.time} ${interval.duration}h`)).toEqual([
      `${NEXT_FRIDAY} 08:00 2h`,
      `${NEXT_FRIDAY} 12:00 2h`,
    ]);
    expect(intervals[0].startAt.toISOString()).toBe('2026-12-11T05:00:00.000Z');
    expect(intervals[1].endAt.toISOString()).toBe('2026-12-11T11:00:00.000Z');
  });

  it('moves a day pass to the new date, whatever time was sent', () => {
    const [interval] = movedIntervals(
      [row({ time: 'All Day Access' })],
      'daily',
      { date: SATURDAY, time: '10:00' },
      180,
      NOW,
    );
    expect(interval).toMatchObject({ date: SATURDAY, time: 'All Day Access' });
  });

  it('may move to another time on the same date, but not to where it already is', () => {
    expect(movedIntervals([row()], 'hourly', { date: FRIDAY, time: '11:00' }, 180, NOW)[0].time).toBe('11:00');
    expect(
      badRequest('move-same-slot', () => movedIntervals([row()], 'hourly', { date: FRIDAY, time: '10:00' }, 180, NOW)),
    ).toBe(RESCHEDULE_MESSAGES.sameSlot);
    expect(
      badRequest('move-same-slot', () =>
        movedIntervals([row({ time: 'All Day Access' })], 'daily', { date: FRIDAY }, 180, NOW),
      ),
    ).toBe(RESCHEDULE_MESSAGES.sameSlot);
  });

  it('refuses slots a new booking could not take: no time, unknown slot, later slots past closing, past, too far', () => {
    expect(
      badRequest('move-time-needed', () => movedIntervals([row()], 'hourly', { date: NEXT_FRIDAY }, 180, NOW)),
    ).toBe(RESCHEDULE_MESSAGES.timeNeeded);
    expect(
      badRequest('unknown-slot', () => movedIntervals([row()], 'hourly', { date: SATURDAY, time: '06:00' }, 180, NOW)),
    ).toBe('06:00 is not a bookable slot for this space.');
    // 10:00 and 14:00 starting at 18:00 would need a 22:00 slot; weekdays' last start is 20:00.
    expect(
      badRequest('move-slot-does-not-fit', () =>
        movedIntervals([row(), row({ time: '14:00' })], 'hourly', { date: NEXT_FRIDAY, time: '18:00' }, 180, NOW),
      ),
    ).toBe(RESCHEDULE_MESSAGES.slotDoesNotFit('20:00'));
    expect(
      badRequest('start-not-bookable', () =>
        movedIntervals([row()], 'hourly', { date: '2026-12-01', time: '08:00' }, 180, NOW),
      ),
    ).toBe('That time has already passed. Please choose a later time.');
    expect(
      badRequest('start-not-bookable', () =>
        movedIntervals([row()], 'hourly', { date: '2026-11-30', time: '10:00' }, 180, NOW),
      ),
    ).toBe('Please choose today or a later date.');
    expect(
      badRequest('start-not-bookable', () =>
        movedIntervals([row()], 'hourly', { date: NEXT_FRIDAY, time: '10:00' }, 5, NOW),
      ),
    ).toMatch(/^Bookings open up to 5 days ahead/);
  });
});

describe('a booking taken from a membership allowance', () => {
  const period = {
    periodStart: '2026-11-20',
    currentPeriodStart: '2026-11-20',
    currentPeriodEnd: '2026-12-20',
    previousPeriodStart: '2026-10-20',
  };

  it('moves within the period its allowance was taken from', () => {
    expect(allowanceMoveRefusal([period], '2026-12-19')).toBe(null);
    expect(allowanceMoveRefusal([], '2027-03-01')).toBe(null);
  });

  it('does not move into another period (the first day not covered included), nor once its period is over', () => {
    expect(allowanceMoveRefusal([period], '2026-12-20')).toBe(
      RESCHEDULE_MESSAGES.outsideAllowancePeriod('2026-11-20', '2026-12-19'),
    );
    expect(allowanceMoveRefusal([period], '2026-12-20')).toContain('20 November 2026 to 19 December 2026');
    expect(allowanceMoveRefusal([{ ...period, periodStart: '2026-09-20' }], '2026-12-01')).toBe(
      RESCHEDULE_MESSAGES.allowancePeriodOver,
    );
  });

  it('moves within the previous period while a period paid early has not begun', () => {
    const early = { ...period, periodStart: '2026-10-20' };
    expect(allowanceMoveRefusal([early], '2026-11-19')).toBe(null);
    expect(allowanceMoveRefusal([early], '2026-11-20')).toBe(
      RESCHEDULE_MESSAGES.outsideAllowancePeriod('2026-10-20', '2026-11-19'),
    );
  });
});
