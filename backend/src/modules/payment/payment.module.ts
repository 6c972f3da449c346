import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PAYMENT_ENTITIES } from './payment.entities.js';

/** Payments through Paystack: initialise, verify, webhook, reconciliation. */
@Module({
  imports: [MikroOrmModule.forFeature(PAYMENT_ENTITIES)],
})
export class PaymentModule {}
