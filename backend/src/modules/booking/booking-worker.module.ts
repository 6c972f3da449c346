import { Module } from '@nestjs/common';
import { BookingModule } from './booking.module.js';
import { HoldExpiry } from './hold-expiry.service.js';

/** The worker's half of booking: releasing unpaid holds. Loaded by the worker process only. */
@Module({ imports: [BookingModule], providers: [HoldExpiry] })
export class BookingWorkerModule {}
