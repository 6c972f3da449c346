import { Module } from '@nestjs/common';
import { BookingModule } from '../booking/booking.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PaymentModule } from '../payment/payment.module.js';
import { WaitlistAdminController } from './waitlist-admin.controller.js';
import { WaitlistOffers } from './waitlist-offers.service.js';
import { WaitlistController } from './waitlist.controller.js';
import { WaitlistRepository } from './waitlist.repository.js';
import { WaitlistService } from './waitlist.service.js';

/**
 * Waitlists for full slots and days: joining (POST /api/waitlist), the e-mailed offer link, staff's view
 * (/api/admin/waitlist), and the offers themselves (WaitlistOffers, run by the worker), which hold freed room through
 * the booking engine and take payment through the payment module. It sits above booking and payment.
 */
@Module({
  imports: [IdentityModule, BookingModule, PaymentModule, MailModule],
  controllers: [WaitlistController, WaitlistAdminController],
  providers: [WaitlistRepository, WaitlistService, WaitlistOffers],
  exports: [WaitlistOffers],
})
export class WaitlistModule {}
