import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { SignInPausedMailer } from './admin-notices/sign-in-paused.mailer.js';
import { EmailLogAdminController } from './delivery/email-log-admin.controller.js';
import { EmailLogService } from './delivery/email-log.service.js';
import { MailService } from './delivery/mail.service.js';
import { MAIL_ENTITIES } from './mail.entities.js';
import { EmailTemplatesAdminController } from './templates/email-templates-admin.controller.js';
import { EmailTemplatesService } from './templates/email-templates.service.js';

/** E-mail templates, the outbox and the e-mail log. Other modules send mail through MailService. */
@Module({
  imports: [MikroOrmModule.forFeature(MAIL_ENTITIES), IdentityModule],
  controllers: [EmailTemplatesAdminController, EmailLogAdminController],
  providers: [MailService, EmailTemplatesService, EmailLogService, SignInPausedMailer],
  exports: [MailService, EmailLogService],
})
export class MailModule {}
