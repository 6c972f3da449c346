import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SpaceBooking } from './entities/space-booking.entity.js';
import { Space } from './entities/space.entity.js';

export interface BookingCounts {
  bookings: { total: number; pending: number; confirmed: number };
  spaces: { total: number; available: number; featured: number };
}

/** Counts for the admin dashboard. */
@Injectable()
export class BookingStatsService {
  constructor(private readonly em: EntityManager) {}

  async counts(): Promise<BookingCounts> {
    const em = this.em.fork();
    const [total, pending, confirmed, spaces, available, featured] = await Promise.all([
      em.count(SpaceBooking),
      em.count(SpaceBooking, { status: 'pending' }),
      em.count(SpaceBooking, { status: 'confirmed' }),
      em.count(Space),
      em.count(Space, { isActive: true, isAvailable: true }),
      em.count(Space, { featured: true }),
    ]);
    return { bookings: { total, pending, confirmed }, spaces: { total: spaces, available, featured } };
  }
}
