import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { MailDeliveryProcessor } from './delivery/mail-delivery.processor.js';
import { MailDeliveryService } from './delivery/mail-delivery.service.js';
import { MailRelay } from './delivery/mail-relay.service.js';
import { MAIL_ENTITIES } from './mail.entities.js';
import { MailModule } from './mail.module.js';

/** The worker's half of mail: delivery over SMTP and the relay. Loaded by the worker process only. */
@Module({
  imports: [MikroOrmModule.forFeature(MAIL_ENTITIES), MailModule],
  providers: [MailDeliveryService, MailDeliveryProcessor, MailRelay],
})
export class MailWorkerModule {}
