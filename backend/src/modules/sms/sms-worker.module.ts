import { Module } from '@nestjs/common';
import { SmsDeliveryProcessor } from './delivery/sms-delivery.processor.js';
import { SmsDeliveryService } from './delivery/sms-delivery.service.js';
import { SmsModule } from './sms.module.js';
import { SmsOutboxRepository } from './sms-outbox.repository.js';
import { AfricasTalkingClient } from './delivery/africas-talking.client.js';

/** The worker's half of SMS: delivery through Africa's Talking and the relay. Loaded by the worker process only. */
@Module({
  imports: [SmsModule],
  providers: [SmsDeliveryService, SmsDeliveryProcessor, SmsOutboxRepository, AfricasTalkingClient],
})
export class SmsWorkerModule {}
