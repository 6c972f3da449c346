import { MailPersonalDataListener } from './privacy/mail-personal-data.listener.js';
import { MailPersonalDataRepository } from './privacy/mail-personal-data.repository.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SettingsModule } from '../../common/settings/settings.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { SignInPausedMailer } from './admin-notices/sign-in-paused.mailer.js';
import { StaffNotificationsAdminController } from './admin-notices/staff-notifications-admin.controller.js';
import { StaffNotificationsService } from './admin-notices/staff-notifications.service.js';
import { attachmentDrawer, AttachmentDrawers } from './delivery/attachment-drawers.js';
import { CALENDAR_INVITE, drawCalendarInvite } from './calendar/calendar-invite.js';
import { EmailLogAdminController } from './delivery/email-log-admin.controller.js';
import { EmailLogRepository } from './delivery/email-log.repository.js';
import { EmailLogService } from './delivery/email-log.service.js';
import { MailOutboxRepository } from './delivery/mail-outbox.repository.js';
import { MailService } from './delivery/mail.service.js';
import { MAIL_ENTITIES } from './mail.entities.js';
import { EmailTemplatesAdminController } from './templates/email-templates-admin.controller.js';
import { EmailTemplatesRepository } from './templates/email-templates.repository.js';
import { EmailTemplatesService } from './templates/email-templates.service.js';

/**
 * E-mail templates, the outbox, the e-mail log and who on staff gets which e-mail. Other modules send mail through
 * MailService and address staff e-mails through StaffNotificationsService.
 */
@Module({
  imports: [MikroOrmModule.forFeature(MAIL_ENTITIES), IdentityModule, SettingsModule],
  controllers: [EmailTemplatesAdminController, EmailLogAdminController, StaffNotificationsAdminController],
  providers: [
    MailService,
    AttachmentDrawers,
    attachmentDrawer(CALENDAR_INVITE, drawCalendarInvite),
    MailOutboxRepository,
    EmailTemplatesService,
    EmailTemplatesRepository,
    EmailLogService,
    EmailLogRepository,
    SignInPausedMailer,
    MailPersonalDataListener,
    MailPersonalDataRepository,
    StaffNotificationsService,
  ],
  exports: [MailService, EmailLogService, StaffNotificationsService, AttachmentDrawers],
})
export class MailModule {}
