import { type Clock } from '../../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type AppConfig } from '../../../config/app-config.js';
import { type SpaceBooking } from '../../booking/entities/space-booking.entity.js';
import { type User } from '../../identity/entities/user.entity.js';
import { type PlanBooking } from '../../membership/entities/plan-booking.entity.js';
import { type GuestPass } from '../entities/guest-pass.entity.js';
import { CalendarFeedTokens } from './calendar-feed-tokens.js';
import { type CalendarFeedRepository } from './calendar-feed.repository.js';
import { CALENDAR_FEED_MESSAGES } from '../member-portal.messages.js';
import { CalendarFeedService } from './calendar-feed.service.js';

/**
 * The calendar feed's address rules with the database replaced by a fake: an address opens the feed only while its
 * version is the member's current one, and a new address retires every earlier one. The token's own signature rules
 * are in calendar-feed.spec.ts; the real-database suite (test/member-portal/calendar-feed.e2e.spec.ts) proves what the
 * feed holds.
 */

const MEMBER_ID = '4f9f44a5-7d47-4056-965c-ad5618e1fd74';
const TODAY = '2026-12-09';
const config = {
  session: { secret: 'a-session-secret' },
  http: { publicUrl: 'https://syokimau.example' },
} as AppConfig;
const notFound = { code: 'calendar-feed-not-found', kind: 'not-found', message: CALENDAR_FEED_MESSAGES.notFound };

class World {
  member = { id: MEMBER_ID, email: 'amina@example.co.ke', calendarFeedVersion: 0 } as User;
  /** The venue dates the feed's reads started from. */
  readonly readsFrom: string[] = [];
  readonly unitOfWork = new FakeUnitOfWork();
  readonly tokens = new CalendarFeedTokens(config);

  service(): CalendarFeedService {
    const repository: Omit<CalendarFeedRepository, 'em'> = {
      user: async (id) => (id === this.member.id ? this.member : null),
      nextVersion: async () => ++this.member.calendarFeedVersion,
      confirmedBookings: async (_user, from) => {
        this.readsFrom.push(from);
        return [
          {
            id: 'row-1',
            bookingGroupId: 'abcd1234-group',
            type: 'boardroom',
            date: '2026-12-10',
            time: '10:00',
            duration: 2,
            scheduleSequence: 1,
            space: { name: 'Boardroom', billingCycle: 'hourly' },
          } as unknown as SpaceBooking,
        ];
      },
      guestVisits: async (_user, from) => {
        this.readsFrom.push(from);
        return [{ id: 'pass-1', firstName: 'Otieno', lastName: 'Guest', date: '2026-12-12' } as GuestPass];
      },
      renewingMemberships: async () => [
        { id: 'plan-1', plan: { name: 'Flexible' }, currentPeriodEnd: '2027-01-01', periodNumber: 3 } as PlanBooking,
      ],
    };
    return new CalendarFeedService(
      this.unitOfWork.asUnitOfWork(),
      this.tokens,
      repository as CalendarFeedRepository,
      { today: () => TODAY } as Clock,
    );
  }
}

/** The token in a feed address. */
const tokenOf = (url: string) => /\/api\/calendar-feeds\/(.+)\.ics$/.exec(url)![1];

describe("a member's calendar feed", () => {
  it("answers the address of the member's current version, whose feed holds their bookings, guests and renewals", async () => {
    const world = new World();
    world.member.calendarFeedVersion = 2;
    const service = world.service();

    const { url } = service.url(world.member);
    expect(url).toMatch(
      /^https:\/\/syokimau\.example\/api\/calendar-feeds\/[A-Za-z0-9_-]+\.2\.[A-Za-z0-9_-]{43}\.ics$/,
    );

    const feed = (await service.feed(tokenOf(url))).replace(/\r\n[ \t]/g, '');
    expect(feed).toContain('UID:row-1@syokimau-coworking');
    expect(feed).toContain('UID:guest-pass-pass-1@syokimau-coworking');
    expect(feed).toContain('UID:membership-renewal-plan-1@syokimau-coworking');
    // Visits of the last 90 days stay in the calendar; older ones drop out.
    expect(world.readsFrom).toEqual(['2026-09-10', '2026-09-10']);
  });

  it('makes a new address in one transaction; every earlier address answers 404 from then on', async () => {
    const world = new World();
    const service = world.service();
    const old = tokenOf(service.url(world.member).url);

    const { url } = await service.replaceUrl(world.member);

    expect(world.member.calendarFeedVersion).toBe(1);
    expect(world.unitOfWork.commits).toBe(1);
    expect(tokenOf(url)).not.toBe(old);
    await expect(service.feed(old)).rejects.toMatchObject(notFound);
    await expect(service.feed(tokenOf(url))).resolves.toContain('BEGIN:VCALENDAR');
  });

  it('answers 404 to a forged or malformed token, and to one of a member who is no longer there', async () => {
    const world = new World();
    const service = world.service();
    const token = tokenOf(service.url(world.member).url);

    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    await expect(service.feed(forged)).rejects.toMatchObject(notFound);
    await expect(service.feed('not-a-token')).rejects.toMatchObject(notFound);
    world.member = { ...world.member, id: '00000000-0000-4000-8000-000000000000' } as User;
    await expect(service.feed(token)).rejects.toMatchObject(notFound);
    expect(world.readsFrom).toEqual([]);
  });

  it('answers 404 to a token signed for a version the member has not reached', async () => {
    const world = new World();
    const service = world.service();
    const ahead = world.tokens.url({ userId: MEMBER_ID, version: 1 });

    await expect(service.feed(tokenOf(ahead))).rejects.toMatchObject(notFound);
  });
});
