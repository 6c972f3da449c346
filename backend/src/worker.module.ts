import { type DynamicModule, Module } from '@nestjs/common';
import { ClockModule } from './common/clock/clock.js';
import { LoggingModule } from './common/logging.module.js';
import { ProofOfWorkModule } from './common/proof-of-work/proof-of-work.module.js';
import { RateLimitsModule } from './common/rate-limits/rate-limits.module.js';
import { type AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DomainEventsModule } from './common/events/domain-events.js';
import { DatabaseModule } from './database/database.module.js';
import { WorkerProbeProcessor } from './health/worker-probe.processor.js';
import { DOMAIN_MODULES } from './modules/domain-modules.js';
import { BookingWorkerModule } from './modules/booking/booking-worker.module.js';
import { MailWorkerModule } from './modules/mail/mail-worker.module.js';
import { MemberPortalWorkerModule } from './modules/member-portal/member-portal-worker.module.js';
import { MembershipWorkerModule } from './modules/membership/membership-worker.module.js';
import { PaymentWorkerModule } from './modules/payment/payment-worker.module.js';
import { QueueModule } from './queue/queue.module.js';
import { RetentionModule } from './retention/retention.module.js';
import { WaitlistWorkerModule } from './modules/waitlist/waitlist-worker.module.js';
import { SmsWorkerModule } from './modules/sms/sms-worker.module.js';

/** The worker: the same domains as the API, no HTTP; job processors consume the queues. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule,
        ClockModule,
        RateLimitsModule,
        // The domain modules' controllers name its guard, though no request reaches them here.
        ProofOfWorkModule,
        DatabaseModule,
        DomainEventsModule,
        QueueModule,
        ...DOMAIN_MODULES,
        MailWorkerModule,
        SmsWorkerModule,
        BookingWorkerModule,
        PaymentWorkerModule,
        MembershipWorkerModule,
        MemberPortalWorkerModule,
        WaitlistWorkerModule,
        RetentionModule,
      ],
      providers: [WorkerProbeProcessor],
    };
  }
}
