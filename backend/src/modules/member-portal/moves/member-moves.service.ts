import { Injectable } from '@nestjs/common';
import { type MoveTarget } from '../../booking/reschedule/reschedule-plan.js';
import { RescheduleService } from '../../booking/reschedule/reschedule.service.js';
import { type User } from '../../identity/entities/user.entity.js';
import { type MemberBookingDto } from '../dto/member-booking.dto.js';
import { MemberBookingsService } from '../member-bookings.service.js';
import { MemberPortalRepository } from '../member-portal.repository.js';
import { MEMBER_PORTAL_ERRORS } from '../member-portal.errors.js';

/** A member moves one of their own bookings from the portal, under the same rules as the manage link's move. */
@Injectable()
export class MemberMovesService {
  constructor(
    private readonly repository: MemberPortalRepository,
    private readonly reschedule: RescheduleService,
    private readonly bookings: MemberBookingsService,
  ) {}

  /** Moves the booking (404 when it is not the member's, like another member's id) and answers it as the portal lists it. */
  async move(member: User, bookingGroupId: string, target: MoveTarget): Promise<MemberBookingDto> {
    if (!(await this.repository.ownsBookingGroup(member, bookingGroupId))) throw MEMBER_PORTAL_ERRORS.bookingNotFound();
    await this.reschedule.moveGroup(bookingGroupId, target);
    const { upcoming, past } = await this.bookings.list(member);
    const moved = [...upcoming, ...past].find((booking) => booking.bookingGroupId === bookingGroupId);
    if (!moved) throw MEMBER_PORTAL_ERRORS.bookingNotFound();
    return moved;
  }
}
