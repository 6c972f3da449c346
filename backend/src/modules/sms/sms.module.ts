import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { PrivacyModule } from '../privacy/privacy.module.js';
import { AfricasTalkingClient } from './delivery/africas-talking.client.js';
import { SmsCallbackSecretGuard } from './delivery-reports/sms-callback-secret.guard.js';
import { SmsDeliveryReportsController } from './delivery-reports/sms-delivery-reports.controller.js';
import { SmsDeliveryReports } from './delivery-reports/sms-delivery-reports.service.js';
import { SmsLogAdminController } from './log/sms-log-admin.controller.js';
import { SmsLogRepository } from './log/sms-log.repository.js';
import { SmsLogService } from './log/sms-log.service.js';
import { SmsPersonalDataListener } from './sms-personal-data.listener.js';
import { SmsOutboxRepository } from './sms-outbox.repository.js';
import { SMS_ENTITIES } from './sms.entities.js';
import { SmsService } from './sms.service.js';
import { SmsTemplatesAdminController } from './templates/sms-templates-admin.controller.js';
import { SmsTemplatesRepository } from './templates/sms-templates.repository.js';
import { SmsTemplatesService } from './templates/sms-templates.service.js';

/**
 * SMS through Africa's Talking: the outbox, its templates, delivery reports and the SMS log. Other modules text
 * people through SmsService, which asks privacy's consents before every message.
 */
@Module({
  imports: [MikroOrmModule.forFeature(SMS_ENTITIES), IdentityModule, PrivacyModule],
  controllers: [SmsTemplatesAdminController, SmsLogAdminController, SmsDeliveryReportsController],
  providers: [
    SmsService,
    SmsOutboxRepository,
    SmsTemplatesRepository,
    SmsTemplatesService,
    SmsLogService,
    SmsLogRepository,
    SmsDeliveryReports,
    SmsCallbackSecretGuard,
    SmsPersonalDataListener,
    AfricasTalkingClient,
  ],
  exports: [SmsService],
})
export class SmsModule {}
