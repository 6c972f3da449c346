import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BOOKING_ENTITIES } from './booking.entities.js';
import { BookingStatsService } from './booking-stats.service.js';

/** Spaces, their physical instances, availability, bookings and tours. */
@Module({
  imports: [MikroOrmModule.forFeature(BOOKING_ENTITIES)],
  providers: [BookingStatsService],
  exports: [BookingStatsService],
})
export class BookingModule {}
