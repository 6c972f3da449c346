import { Module } from '@nestjs/common';
import { BookingModule } from './booking.module.js';
import { HoldExpiry } from './hold-expiry.service.js';
import { HoldExpiryProcessor } from './jobs/hold-expiry.processor.js';

/** The worker's half of booking: releasing unpaid holds (the booking queue). Loaded by the worker process only. */
@Module({ imports: [BookingModule], providers: [HoldExpiry, HoldExpiryProcessor] })
export class BookingWorkerModule {}
