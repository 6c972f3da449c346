import { centsToAmount } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock.js';
import { UnitOfWork } from '../../common/database/transaction.js';
import { bookingTitle, durationText } from '../booking/booking-mail.js';
import { groupSpan } from '../booking/booking-schedule.js';
import { BookingsService } from '../booking/bookings.service.js';
import { type SpaceBooking } from '../booking/entities/space-booking.entity.js';
import { type User } from '../identity/entities/user.entity.js';
import { type ManageLinkDto, type MemberBookingDto, type MemberBookingsDto } from './dto/member-booking.dto.js';
import { MemberPortalRepository } from './member-portal.repository.js';
import { MEMBER_PORTAL_ERRORS } from './member-portal.errors.js';

/** A member's space bookings and tours (by their e-mail), upcoming and past, and fresh manage links for them. */
@Injectable()
export class MemberBookingsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: MemberPortalRepository,
    private readonly bookings: BookingsService,
    private readonly clock: Clock,
  ) {}

  async list(member: User): Promise<MemberBookingsDto> {
    const groups = new Map<string, SpaceBooking[]>();
    for (const row of await this.repository.spaceBookingRows(member)) {
      const groupId = row.bookingGroupId ?? row.id;
      groups.set(groupId, [...(groups.get(groupId) ?? []), row]);
    }
    const paid = await this.repository.paidForBookingGroups([...groups.keys()]);
    const now = this.clock.now().getTime();
    const upcoming: { startAt: number; booking: MemberBookingDto }[] = [];
    const past: typeof upcoming = [];
    for (const [groupId, rows] of groups) {
      // A checkout abandoned before paying never became a booking: its hold simply ran out.
      if (rows.every((row) => row.status === 'cancelled' && row.cancelledBy === 'hold') && !paid.has(groupId)) continue;
      const { startAt, endAt } = groupSpan(rows);
      const booking = toMemberBooking(groupId, rows, paid.get(groupId) ?? null);
      (endAt.getTime() > now ? upcoming : past).push({ startAt: startAt.getTime(), booking });
    }
    return {
      upcoming: upcoming.sort((a, b) => a.startAt - b.startAt).map((entry) => entry.booking),
      past: past.sort((a, b) => b.startAt - a.startAt).map((entry) => entry.booking),
    };
  }

  /** A new manage link for one of the member's bookings that has not ended (it expires when the booking ends). */
  manageLink(member: User, bookingGroupId: string): Promise<ManageLinkDto> {
    return this.unitOfWork.run(async (tx) => {
      if (!(await this.repository.ownsBookingGroup(member, bookingGroupId, tx)))
        throw MEMBER_PORTAL_ERRORS.bookingNotFound();
      const rows = await this.bookings.groupRows(tx, bookingGroupId);
      if (rows.length === 0) throw MEMBER_PORTAL_ERRORS.bookingNotFound();
      if (groupSpan(rows).endAt.getTime() <= this.clock.now().getTime()) throw MEMBER_PORTAL_ERRORS.bookingEnded();
      return { url: this.bookings.manageUrl(tx, rows) };
    });
  }
}

function toMemberBooking(groupId: string, rows: SpaceBooking[], paidCents: number | null): MemberBookingDto {
  const [first] = rows;
  const live = rows.filter((row) => row.status !== 'cancelled');
  const times = [...new Set(rows.map((row) => row.time))];
  return {
    bookingGroupId: groupId,
    title: bookingTitle(first),
    dates: [...new Set(rows.map((row) => row.date))].sort(),
    timeText: `${times.join(', ')} · ${durationText(first)}`,
    status: live.length === 0 ? 'cancelled' : live.some((row) => row.status === 'confirmed') ? 'confirmed' : 'pending',
    amountKes: paidCents === null ? null : centsToAmount(paidCents),
    spaceId: first.type === 'tour' ? null : (first.space?.id ?? null),
    times,
  };
}
