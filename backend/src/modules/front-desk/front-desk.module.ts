import { Module } from '@nestjs/common';
import { BookingModule } from '../booking/booking.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { FrontDeskAdminController } from './front-desk-admin.controller.js';
import { FrontDeskRepository } from './front-desk.repository.js';
import { FrontDeskService } from './front-desk.service.js';
import { FrontDeskPersonalDataListener } from './privacy/front-desk-personal-data.listener.js';
import { FrontDeskPersonalDataRepository } from './privacy/front-desk-personal-data.repository.js';

/**
 * The Front Desk: today's expected arrivals (bookings, tours, members' guests) and checking them in by the code their
 * e-mail carries (permission checkins.manage). It reads bookings and guest passes and writes only check_ins.
 */
@Module({
  imports: [IdentityModule, BookingModule],
  controllers: [FrontDeskAdminController],
  providers: [FrontDeskRepository, FrontDeskService, FrontDeskPersonalDataListener, FrontDeskPersonalDataRepository],
})
export class FrontDeskModule {}
