import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SpaceBooking } from './entities/space-booking.entity.js';

/** Reads of space bookings and tour requests for staff. */
@Injectable()
export class BookingsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The newest bookings and tour requests with their spaces, newest first. */
  newest(limit: number): Promise<SpaceBooking[]> {
    return this.em
      .fork()
      .find(SpaceBooking, {}, { populate: ['space'], orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }
}
