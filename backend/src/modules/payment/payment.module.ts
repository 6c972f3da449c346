import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BookingModule } from '../booking/booking.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MembershipModule } from '../membership/membership.module.js';
import { PaymentController } from './payment.controller.js';
import { PAYMENT_ENTITIES } from './payment.entities.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { PaystackClient } from './paystack/paystack.client.js';

/** Payments through Paystack: initialise, verify, webhook, and (in the worker) reconciliation. */
@Module({
  imports: [MikroOrmModule.forFeature(PAYMENT_ENTITIES), BookingModule, MailModule, MembershipModule],
  controllers: [PaymentController],
  providers: [PaymentsRepository, PaymentsService, PaystackClient],
  // The repository is exported for this module's own worker half (reconciliation), not for other modules.
  exports: [PaymentsRepository, PaymentsService, PaystackClient],
})
export class PaymentModule {}
