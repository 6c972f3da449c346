import { Module } from '@nestjs/common';
import { DatabaseHealth } from '../common/database/database-health.js';
import { MailModule } from '../modules/mail/mail.module.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({ imports: [MailModule], controllers: [HealthController], providers: [DatabaseHealth, HealthService] })
export class HealthModule {}
