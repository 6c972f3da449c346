import { venueInstant } from '@coworking/domain';
import { type Clock } from '../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../common/database/fake-unit-of-work.js';
import { type BookingsService } from '../booking/bookings.service.js';
import { type SpaceBooking } from '../booking/entities/space-booking.entity.js';
import { type User } from '../identity/entities/user.entity.js';
import { MemberBookingsService } from './member-bookings.service.js';
import { type MemberPortalRepository } from './member-portal.repository.js';
import { MEMBER_PORTAL_MESSAGES } from './member-portal.messages.js';

/**
 * The member's bookings as the portal lists them, and fresh manage links, with the database replaced by fakes. Which
 * rows are the member's (by e-mail) is the repository's SQL, proven by test/member-portal/member-portal.e2e.spec.ts.
 */

const NOW = venueInstant('2026-12-09', '12:00');
const member = { id: 'member-1', email: 'amina@example.co.ke' } as User;
const boardroom = { id: 'space-1', name: 'Boardroom', billingCycle: 'hourly' };

function row(id: string, date: string, fields: Partial<SpaceBooking> = {}): SpaceBooking {
  return {
    id,
    bookingGroupId: 'group-1',
    type: 'meeting-room',
    date,
    time: '10:00',
    duration: 2,
    status: 'confirmed',
    cancelledBy: null,
    space: boardroom,
    ...fields,
  } as unknown as SpaceBooking;
}

class World {
  rows: SpaceBooking[] = [];
  paid = new Map<string, number>();
  readonly unitOfWork = new FakeUnitOfWork();

  service(): MemberBookingsService {
    const repository: Pick<MemberPortalRepository, 'spaceBookingRows' | 'paidForBookingGroups' | 'ownsBookingGroup'> = {
      spaceBookingRows: async () => this.rows,
      paidForBookingGroups: async (ids) => new Map([...this.paid].filter(([groupId]) => ids.includes(groupId))),
      ownsBookingGroup: async (_member, groupId) =>
        this.rows.some((candidate) => (candidate.bookingGroupId ?? candidate.id) === groupId),
    };
    const bookings: Pick<BookingsService, 'groupRows' | 'manageUrl'> = {
      groupRows: async (_tx, groupId) => this.rows.filter((candidate) => candidate.bookingGroupId === groupId),
      manageUrl: (_tx, rows) => `https://syokimau.example/bookings/manage/token-of-${rows[0].bookingGroupId}`,
    };
    return new MemberBookingsService(
      this.unitOfWork.asUnitOfWork(),
      repository as MemberPortalRepository,
      bookings as BookingsService,
      { now: () => NOW } as Clock,
    );
  }
}

describe("the member's bookings", () => {
  it('lists each booking once with its dates, times and what was paid: upcoming soonest first, past latest first', async () => {
    const world = new World();
    world.rows = [
      row('a1', '2026-12-11'),
      row('a2', '2026-12-10', { time: '14:00' }),
      row('b1', '2026-12-20', { bookingGroupId: 'group-2' }),
      row('c1', '2026-12-01', { bookingGroupId: 'group-3' }),
      row('d1', '2026-11-20', { bookingGroupId: 'group-4', status: 'cancelled', cancelledBy: 'customer' }),
      // Today 10:00–12:00: over at noon.
      row('e1', '2026-12-09', { bookingGroupId: 'group-5' }),
    ];
    world.paid.set('group-1', 600_000);

    const { upcoming, past } = await world.service().list(member);

    expect(upcoming.map((booking) => booking.bookingGroupId)).toEqual(['group-1', 'group-2']);
    expect(past.map((booking) => booking.bookingGroupId)).toEqual(['group-5', 'group-3', 'group-4']);
    expect(upcoming[0]).toEqual({
      bookingGroupId: 'group-1',
      title: 'Boardroom',
      dates: ['2026-12-10', '2026-12-11'],
      timeText: '10:00, 14:00 · 2 hours',
      status: 'confirmed',
      amountKes: '6000.00',
      spaceId: 'space-1',
      times: ['10:00', '14:00'],
    });
    expect(upcoming[1].amountKes).toBeNull();
    expect(past[2].status).toBe('cancelled');
  });

  it('leaves out a checkout abandoned before paying, but keeps a paid booking whose hold ran out', async () => {
    const world = new World();
    world.rows = [
      row('a1', '2026-12-20', { status: 'cancelled', cancelledBy: 'hold' }),
      row('b1', '2026-12-21', { bookingGroupId: 'group-2', status: 'cancelled', cancelledBy: 'hold' }),
    ];
    world.paid.set('group-2', 300_000);

    const { upcoming } = await world.service().list(member);

    expect(upcoming.map((booking) => [booking.bookingGroupId, booking.status])).toEqual([['group-2', 'cancelled']]);
  });

  it('says pending while no date is confirmed, and names a tour without a space', async () => {
    const world = new World();
    world.rows = [
      row('a1', '2026-12-20', { status: 'pending' }),
      row('t1', '2026-12-22', { bookingGroupId: null, type: 'tour', space: null, time: '11:00' }),
    ];

    const { upcoming } = await world.service().list(member);

    expect(upcoming.map((booking) => [booking.title, booking.status, booking.spaceId])).toEqual([
      ['Boardroom', 'pending', 'space-1'],
      ['Tour & Consultation', 'confirmed', null],
    ]);
  });
});

describe('a fresh manage link', () => {
  it('is given for a booking that has not ended', async () => {
    const world = new World();
    world.rows = [row('a1', '2026-12-09', { time: '12:00' })];

    expect(await world.service().manageLink(member, 'group-1')).toEqual({
      url: 'https://syokimau.example/bookings/manage/token-of-group-1',
    });
    expect(world.unitOfWork.commits).toBe(1);
  });

  it("is refused for a booking that has ended, and is not found for another member's", async () => {
    const world = new World();
    world.rows = [row('a1', '2026-12-09')];

    await expect(world.service().manageLink(member, 'group-1')).rejects.toMatchObject({
      code: 'booking-ended',
      kind: 'conflict',
      message: MEMBER_PORTAL_MESSAGES.bookingEnded,
    });
    await expect(world.service().manageLink(member, 'group-9')).rejects.toMatchObject({
      code: 'booking-not-found',
      kind: 'not-found',
      message: MEMBER_PORTAL_MESSAGES.bookingNotFound,
    });
  });
});
