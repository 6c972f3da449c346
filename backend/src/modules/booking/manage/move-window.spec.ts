import { type CancellationPolicy } from '@coworking/domain';
import { SpaceBooking } from '../entities/space-booking.entity.js';
import { type Space } from '../entities/space.entity.js';
import { moveWindowOf } from './manage-booking.service.js';

const policy: CancellationPolicy = { hourlyHoursBefore: 2, dailyHoursBefore: 24, monthlyDaysBefore: 7 };
const boardroom = { name: 'Boardroom', billingCycle: 'hourly', isActive: true, isAvailable: true } as Space;

const row = (fields: Partial<SpaceBooking> = {}) =>
  Object.assign(new SpaceBooking('meeting-room', '2026-12-04', '10:00'), {
    space: boardroom,
    status: 'confirmed',
    ...fields,
  });

describe('when a customer may move a booking', () => {
  it('allows a confirmed booking of one date until the cancellation deadline, and names it', () => {
    // 10:00 Nairobi on 4 Dec is 07:00 UTC; the hourly notice is 2 hours.
    const before = moveWindowOf([row()], policy, new Date('2026-12-04T04:59:00Z'));
    expect(before).toMatchObject({ allowed: true, deadlineText: 'Fri 4 Dec 2026, 08:00 (Nairobi time)' });
    const after = moveWindowOf([row()], policy, new Date('2026-12-04T05:00:00Z'));
    expect(after).toMatchObject({ allowed: false, deadlineText: 'Fri 4 Dec 2026, 08:00 (Nairobi time)' });
  });

  it('never offers a move for a tour, an unpaid, a cancelled or a several-date booking', () => {
    const early = new Date('2026-11-01T00:00:00Z');
    const none = { allowed: false, deadline: null, deadlineText: null };
    expect(moveWindowOf([row({ type: 'tour', space: null })], policy, early)).toEqual(none);
    expect(moveWindowOf([row({ status: 'pending' })], policy, early)).toEqual(none);
    expect(moveWindowOf([row({ status: 'cancelled' })], policy, early)).toEqual(none);
    expect(moveWindowOf([row(), row({ date: '2026-12-05' })], policy, early)).toEqual(none);
    // A cancelled row beside the one still on does not stop the move.
    expect(moveWindowOf([row(), row({ date: '2026-12-05', status: 'cancelled' })], policy, early).allowed).toBe(true);
  });
});
