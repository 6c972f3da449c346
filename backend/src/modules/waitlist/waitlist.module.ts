import { WaitlistPersonalDataListener } from './privacy/waitlist-personal-data.listener.js';
import { WaitlistPersonalDataRepository } from './privacy/waitlist-personal-data.repository.js';
import { Module } from '@nestjs/common';
import { BookingModule } from '../booking/booking.module.js';
import { ContentModule } from '../content/content.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { MailModule } from '../mail/mail.module.js';
import { SmsModule } from '../sms/sms.module.js';
import { PaymentModule } from '../payment/payment.module.js';
import { WaitlistAdminController } from './waitlist-admin.controller.js';
import { WaitlistOffers } from './waitlist-offers.service.js';
import { WaitlistController } from './waitlist.controller.js';
import { WaitlistRepository } from './waitlist.repository.js';
import { WaitlistService } from './waitlist.service.js';

/**
 * Waitlists for full slots, days and events: joining (POST /api/waitlist), the e-mailed offer link, staff's view
 * (/api/admin/waitlist), and the offers themselves (WaitlistOffers, run by the worker), which hold freed room through
 * the booking engine and take payment through the payment module, or hold a freed event seat through content. It
 * sits above booking, payment and content.
 */
@Module({
  imports: [IdentityModule, BookingModule, PaymentModule, MailModule, SmsModule, ContentModule],
  controllers: [WaitlistController, WaitlistAdminController],
  providers: [
    WaitlistPersonalDataListener,
    WaitlistPersonalDataRepository,
    WaitlistRepository,
    WaitlistService,
    WaitlistOffers,
  ],
  exports: [WaitlistOffers],
})
export class WaitlistModule {}
