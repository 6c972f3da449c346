import { addVenueDays } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { bookingReference, bookingTitle } from '../../booking/booking-mail.js';
import { intervalOfBooking } from '../../booking/booking-schedule.js';
import { type User } from '../../identity/entities/user.entity.js';
import { MEMBER_PORTAL_ERRORS } from '../member-portal.errors.js';
import { calendarFeed } from './calendar-feed-ics.js';
import { CalendarFeedTokens } from './calendar-feed-tokens.js';
import { CalendarFeedRepository } from './calendar-feed.repository.js';

/** How far back the feed reaches: recent visits stay in the calendar, older ones drop out. */
export const FEED_PAST_DAYS = 90;

/**
 * A member's private calendar feed: one secret address (signed over the member's feed version) that a calendar app
 * subscribes to, answering the member's confirmed bookings, the guests they invited and the renewal dates of their
 * renewing memberships. Making a new address raises the version, so every earlier address answers 404.
 */
@Injectable()
export class CalendarFeedService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly tokens: CalendarFeedTokens,
    private readonly repository: CalendarFeedRepository,
    private readonly clock: Clock,
  ) {}

  /** The member's current feed address. */
  url(member: User): { url: string } {
    return { url: this.tokens.url({ userId: member.id, version: member.calendarFeedVersion }) };
  }

  /** A new feed address for the member; the old one stops working at once. */
  async replaceUrl(member: User): Promise<{ url: string }> {
    const version = await this.unitOfWork.run((tx) => this.repository.nextVersion(tx, member.id));
    return { url: this.tokens.url({ userId: member.id, version }) };
  }

  /** The feed a token opens, as iCalendar text; 404 for a token that is malformed, forged or replaced. */
  async feed(token: string): Promise<string> {
    const claims = this.tokens.verify(token);
    if (!claims) throw MEMBER_PORTAL_ERRORS.calendarFeedNotFound();
    const member = await this.repository.user(claims.userId);
    if (!member || member.calendarFeedVersion !== claims.version) throw MEMBER_PORTAL_ERRORS.calendarFeedNotFound();
    const from = addVenueDays(this.clock.today(), -FEED_PAST_DAYS);
    const [bookings, guests, memberships] = [
      await this.repository.confirmedBookings(member, from),
      await this.repository.guestVisits(member, from),
      await this.repository.renewingMemberships(member),
    ];
    return calendarFeed({
      bookings: bookings.map((row) => {
        const { startAt, endAt } = intervalOfBooking(row);
        return {
          id: row.id,
          title: bookingTitle(row),
          reference: bookingReference(row),
          start: startAt,
          end: endAt,
          sequence: row.scheduleSequence,
        };
      }),
      guestVisits: guests.map((pass) => ({
        id: pass.id,
        guestName: `${pass.firstName} ${pass.lastName}`.trim(),
        date: pass.date,
      })),
      renewals: memberships.map((membership) => ({
        membershipId: membership.id,
        planName: membership.plan.name,
        date: membership.currentPeriodEnd!,
        sequence: membership.periodNumber,
      })),
    });
  }
}
