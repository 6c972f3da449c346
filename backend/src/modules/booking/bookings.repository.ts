import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SpaceBooking } from './entities/space-booking.entity.js';

/** Reads of space bookings and tour requests for staff. */
@Injectable()
export class BookingsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Locks the rows of a booking group until the caller's transaction ends, in id order (as hold release does), so
   * changes of one group queue behind each other.
   */
  async lockGroupRows(em: EntityManager, bookingGroupId: string): Promise<void> {
    await em.execute(
      'select id from space_bookings where booking_group_id = ? or (id = ? and booking_group_id is null) order by id for update',
      [bookingGroupId, bookingGroupId],
    );
  }

  /** The newest bookings and tour requests with their spaces, newest first. */
  newest(limit: number): Promise<SpaceBooking[]> {
    return this.em
      .fork()
      .find(SpaceBooking, {}, { populate: ['space'], orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }
}
