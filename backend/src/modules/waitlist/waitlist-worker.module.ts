import { Module } from '@nestjs/common';
import { WaitlistOffersProcessor } from './jobs/waitlist-offers.processor.js';
import { WaitlistModule } from './waitlist.module.js';

/** The worker's half of waitlists: making and ending offers (the waitlist queue). Loaded by the worker process only. */
@Module({ imports: [WaitlistModule], providers: [WaitlistOffersProcessor] })
export class WaitlistWorkerModule {}
