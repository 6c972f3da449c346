import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ChangeNoticesModule } from '../../common/changes/change-notices.module.js';
import { MailModule } from '../mail/mail.module.js';
import { AvailabilityService } from './availability.service.js';
import { BookingAdminController } from './booking-admin.controller.js';
import { BookingController } from './booking.controller.js';
import { BOOKING_ENTITIES } from './booking.entities.js';
import { BookingStatsService } from './booking-stats.service.js';
import { BookingsRepository } from './bookings.repository.js';
import { BookingsService } from './bookings.service.js';
import { SpaceAssignmentsRepository } from './space-assignments.repository.js';
import { SpacesAdminController } from './spaces-admin.controller.js';
import { SpacesAdminService } from './spaces-admin.service.js';
import { SpacesRepository } from './spaces.repository.js';
import { SpacesService } from './spaces.service.js';

/** Spaces, their physical instances, availability, bookings and tours. */
@Module({
  imports: [MikroOrmModule.forFeature(BOOKING_ENTITIES), MailModule, ChangeNoticesModule],
  controllers: [BookingController, BookingAdminController, SpacesAdminController],
  providers: [
    AvailabilityService,
    BookingsRepository,
    BookingsService,
    BookingStatsService,
    SpaceAssignmentsRepository,
    SpacesAdminService,
    SpacesRepository,
    SpacesService,
  ],
  exports: [BookingsService, BookingStatsService],
})
export class BookingModule {}
