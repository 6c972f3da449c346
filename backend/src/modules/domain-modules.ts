import { BookingModule } from './booking/booking.module.js';
import { ContentModule } from './content/content.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { MailModule } from './mail/mail.module.js';
import { MembershipModule } from './membership/membership.module.js';
import { PaymentModule } from './payment/payment.module.js';

/** The six domains, loaded alike by the HTTP API and the worker. */
export const DOMAIN_MODULES = [IdentityModule, BookingModule, MembershipModule, PaymentModule, MailModule, ContentModule];
