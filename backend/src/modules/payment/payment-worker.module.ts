import { Module } from '@nestjs/common';
import { PaymentReconciliationProcessor } from './jobs/payment-reconciliation.processor.js';
import { PaymentModule } from './payment.module.js';
import { PaymentReconciliation } from './reconciliation.service.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PAYMENT_ENTITIES } from './payment.entities.js';

/** The worker's half of payments: reconciliation with Paystack (the payment queue). Loaded by the worker process only. */
@Module({
  imports: [MikroOrmModule.forFeature(PAYMENT_ENTITIES), PaymentModule],
  providers: [PaymentReconciliation, PaymentReconciliationProcessor],
})
export class PaymentWorkerModule {}
