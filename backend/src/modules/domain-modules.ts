import { BookingModule } from './booking/booking.module.js';
import { ContentModule } from './content/content.module.js';
import { FrontDeskModule } from './front-desk/front-desk.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { MailModule } from './mail/mail.module.js';
import { MemberPortalModule } from './member-portal/member-portal.module.js';
import { MembershipModule } from './membership/membership.module.js';
import { OverviewModule } from './overview/overview.module.js';
import { PaymentModule } from './payment/payment.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { PromotionsModule } from './promotions/promotions.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { SmsModule } from './sms/sms.module.js';
import { WaitlistModule } from './waitlist/waitlist.module.js';

/** The domains, loaded alike by the HTTP API and the worker, and the back-office overview that reads two of them. */
export const DOMAIN_MODULES = [
  IdentityModule,
  PrivacyModule,
  SmsModule,
  BookingModule,
  MembershipModule,
  PaymentModule,
  PromotionsModule,
  MailModule,
  ContentModule,
  OverviewModule,
  MemberPortalModule,
  ReportsModule,
  FrontDeskModule,
  WaitlistModule,
];
