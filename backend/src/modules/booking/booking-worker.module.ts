import { Module } from '@nestjs/common';
import { SmsModule } from '../sms/sms.module.js';
import { BookingModule } from './booking.module.js';
import { HoldExpiry } from './hold-expiry.service.js';
import { HoldExpiryProcessor } from './jobs/hold-expiry.processor.js';
import { BookingRemindersRepository } from './reminders/booking-reminders.repository.js';
import { BookingSmsReminders } from './reminders/booking-sms-reminders.service.js';

/**
 * The worker's half of booking (the booking queue): releasing unpaid holds and the evening-before reminder SMS.
 * Loaded by the worker process only.
 */
@Module({
  imports: [BookingModule, SmsModule],
  providers: [HoldExpiry, HoldExpiryProcessor, BookingSmsReminders, BookingRemindersRepository],
})
export class BookingWorkerModule {}
