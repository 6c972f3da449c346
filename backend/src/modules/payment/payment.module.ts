import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BookingModule } from '../booking/booking.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MembershipModule } from '../membership/membership.module.js';
import { PaymentController } from './payment.controller.js';
import { PAYMENT_ENTITIES } from './payment.entities.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { DeskPayments } from './desk-payments.service.js';
import { DocumentNumbersRepository } from './documents/document-numbers.repository.js';
import { PaymentCheckouts } from './payment-checkouts.service.js';
import { PaymentDeliveries } from './payment-deliveries.service.js';
import { PaymentFulfilment } from './payment-fulfilment.service.js';
import { PaymentNotices } from './payment-notices.js';
import { ReceiptIssuer } from './receipts/receipt-issuer.js';
import { MembershipRefunds } from './renewals/membership-refunds.js';
import { RenewalCharges } from './renewals/renewal-charges.service.js';
import { RenewalCheckouts } from './renewals/renewal-checkouts.service.js';
import { RenewalSteps } from './renewals/renewal-steps.service.js';
import { RenewalsRepository } from './renewals/renewals.repository.js';
import { PaystackClient } from './paystack/paystack.client.js';
import { SettingsModule } from '../../common/settings/settings.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { PaymentsAdminController } from './ledger/payments-admin.controller.js';
import { BookingGroupPayments } from './ledger/booking-group-payments.js';
import { PaymentsLedgerService } from './ledger/payments-ledger.service.js';
import { ManageBookingController } from './manage/manage-booking.controller.js';
import { ManageBookingService } from './manage/manage-booking.service.js';
import { CancellationRefunds } from './refunds/cancellation-refunds.service.js';
import { PaystackRefunds } from './refunds/paystack-refunds.service.js';
import { RefundSettlement } from './refunds/refund-settlement.service.js';
import { RefundsRepository } from './refunds/refunds.repository.js';
import { RefundsService } from './refunds/refunds.service.js';
import { MembershipPayLinkController } from './renewals/membership-pay-link.controller.js';
import { MembershipRenewals } from './renewals/membership-renewals.service.js';
import { PayLinks } from './renewals/pay-links.js';
import { BusinessSettingsAdminController } from './settings/business-settings-admin.controller.js';
import { StaffBookingsController } from './staff-bookings/staff-bookings.controller.js';
import { StaffBookingsRepository } from './staff-bookings/staff-bookings.repository.js';
import { StaffBookingsService } from './staff-bookings/staff-bookings.service.js';

/**
 * Payments through Paystack: initialise, verify, webhook, refunds, receipts, the ledger and the customer's manage
 * link (it cancels and refunds), membership renewals and their pay links, and (in the worker) reconciliation, the
 * refund check and the renewal run.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature(PAYMENT_ENTITIES),
    BookingModule,
    MailModule,
    MembershipModule,
    IdentityModule,
    SettingsModule,
  ],
  controllers: [
    PaymentController,
    PaymentsAdminController,
    ManageBookingController,
    BusinessSettingsAdminController,
    MembershipPayLinkController,
    StaffBookingsController,
  ],
  providers: [
    PaymentsRepository,
    PaymentsService,
    PaystackClient,
    RefundsRepository,
    RefundSettlement,
    PaystackRefunds,
    RefundsService,
    CancellationRefunds,
    PaymentsLedgerService,
    BookingGroupPayments,
    ManageBookingService,
    PayLinks,
    MembershipRenewals,
    PaymentCheckouts,
    PaymentFulfilment,
    PaymentDeliveries,
    PaymentNotices,
    DeskPayments,
    DocumentNumbersRepository,
    ReceiptIssuer,
    RenewalCheckouts,
    RenewalsRepository,
    RenewalSteps,
    RenewalCharges,
    MembershipRefunds,
    StaffBookingsRepository,
    StaffBookingsService,
  ],
  // The repository is exported for this module's own worker half (reconciliation), not for other modules.
  exports: [PaymentsRepository, PaymentsService, PaystackClient, RefundsService, MembershipRenewals, PayLinks],
})
export class PaymentModule {}
