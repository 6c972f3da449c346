import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { MailDeliveryProcessor } from './delivery/mail-delivery.processor.js';
import { MailDeliveryService } from './delivery/mail-delivery.service.js';
import { MailOutboxRepository } from './delivery/mail-outbox.repository.js';
import { MailRelay } from './delivery/mail-relay.service.js';
import { MailTransports } from './delivery/mail-transport.js';
import { MAIL_ENTITIES } from './mail.entities.js';
import { MailModule } from './mail.module.js';
import { EmailTemplatesRepository } from './templates/email-templates.repository.js';

/** The worker's half of mail: delivery over SMTP and the relay. Loaded by the worker process only. */
@Module({
  imports: [MikroOrmModule.forFeature(MAIL_ENTITIES), MailModule],
  providers: [
    MailDeliveryService,
    MailDeliveryProcessor,
    MailRelay,
    MailOutboxRepository,
    EmailTemplatesRepository,
    MailTransports,
  ],
})
export class MailWorkerModule {}
