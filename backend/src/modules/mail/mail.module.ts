import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { MAIL_ENTITIES } from './mail.entities.js';

/** E-mail templates, the outbox and delivery by the worker. */
@Module({
  imports: [MikroOrmModule.forFeature(MAIL_ENTITIES)],
})
export class MailModule {}
