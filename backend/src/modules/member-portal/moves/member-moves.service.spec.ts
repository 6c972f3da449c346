import { type MoveTarget } from '../../booking/reschedule/reschedule-plan.js';
import { type RescheduleService } from '../../booking/reschedule/reschedule.service.js';
import { type User } from '../../identity/entities/user.entity.js';
import { type MemberBookingDto } from '../dto/member-booking.dto.js';
import { type MemberBookingsService } from '../member-bookings.service.js';
import { type MemberPortalRepository } from '../member-portal.repository.js';
import { MEMBER_PORTAL_MESSAGES } from '../member-portal.messages.js';
import { MemberMovesService } from './member-moves.service.js';

/** A member moving their own booking, with the booking module and the database replaced by fakes. */
describe('a member moving a booking', () => {
  const member = { id: 'member-1', email: 'amina@example.co.ke' } as User;
  const target: MoveTarget = { date: '2026-12-18', time: '10:00' };
  const moved = { bookingGroupId: 'group-1', dates: ['2026-12-18'] } as MemberBookingDto;

  function service(owned: string[], moves: string[]) {
    const repository: Pick<MemberPortalRepository, 'ownsBookingGroup'> = {
      ownsBookingGroup: async (_member, groupId) => owned.includes(groupId),
    };
    const reschedule: Pick<RescheduleService, 'moveGroup'> = {
      moveGroup: async (groupId) => {
        moves.push(groupId);
        return [];
      },
    };
    const bookings: Pick<MemberBookingsService, 'list'> = { list: async () => ({ upcoming: [moved], past: [] }) };
    return new MemberMovesService(
      repository as MemberPortalRepository,
      reschedule as RescheduleService,
      bookings as MemberBookingsService,
    );
  }

  it('moves a booking of theirs and answers it as the portal lists it now', async () => {
    const moves: string[] = [];
    expect(await service(['group-1'], moves).move(member, 'group-1', target)).toBe(moved);
    expect(moves).toEqual(['group-1']);
  });

  it("answers 404 to another member's booking and moves nothing", async () => {
    const moves: string[] = [];
    await expect(service([], moves).move(member, 'group-1', target)).rejects.toMatchObject({
      code: 'booking-not-found',
      kind: 'not-found',
      message: MEMBER_PORTAL_MESSAGES.bookingNotFound,
    });
    expect(moves).toEqual([]);
  });
});
