import { BOOKING_ENTITIES } from '../modules/booking/booking.entities.js';
import { CONTENT_ENTITIES } from '../modules/content/content.entities.js';
import { IDENTITY_ENTITIES } from '../modules/identity/identity.entities.js';
import { MAIL_ENTITIES } from '../modules/mail/mail.entities.js';
import { MEMBERSHIP_ENTITIES } from '../modules/membership/membership.entities.js';
import { PAYMENT_ENTITIES } from '../modules/payment/payment.entities.js';
import { PROMOTIONS_ENTITIES } from '../modules/promotions/promotions.entities.js';
import { AppSetting } from '../common/entities/app-setting.entity.js';
import { WebVitalSample } from '../modules/reports/web-vitals/web-vital-sample.entity.js';
import { SpentChallenge } from '../common/proof-of-work/spent-challenge.entity.js';
import { AllowanceUse } from '../modules/member-portal/entities/allowance-use.entity.js';
import { GuestPass } from '../modules/member-portal/entities/guest-pass.entity.js';
import { CheckIn } from '../modules/front-desk/entities/check-in.entity.js';
import { WAITLIST_ENTITIES } from '../modules/waitlist/waitlist.entities.js';
import { PRIVACY_ENTITIES } from '../modules/privacy/privacy.entities.js';
import { SMS_ENTITIES } from '../modules/sms/sms.entities.js';
import { SignInLinkRequest } from '../modules/member-portal/session/sign-in-link-request.entity.js';

/** Every entity of every domain: the ORM discovers these, no folder globbing. */
export const ALL_ENTITIES = [
  ...IDENTITY_ENTITIES,
  ...BOOKING_ENTITIES,
  ...MEMBERSHIP_ENTITIES,
  ...PAYMENT_ENTITIES,
  ...PROMOTIONS_ENTITIES,
  ...MAIL_ENTITIES,
  ...CONTENT_ENTITIES,
  AppSetting,
  WebVitalSample,
  SpentChallenge,
  SignInLinkRequest,
  AllowanceUse,
  GuestPass,
  CheckIn,
  ...WAITLIST_ENTITIES,
  ...PRIVACY_ENTITIES,
  ...SMS_ENTITIES,
];
