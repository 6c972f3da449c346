import { PaymentPersonalDataListener } from './privacy/payment-personal-data.listener.js';
import { PaymentPersonalDataRepository } from './privacy/payment-personal-data.repository.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { SmsModule } from '../sms/sms.module.js';
import { PaymentController } from './payment.controller.js';
import { PAYMENT_ENTITIES } from './payment.entities.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { DeskPayments } from './desk-payments.service.js';
import { DeskPaymentsRepository } from './desk-payments.repository.js';
import { DocumentNumbersRepository } from './documents/document-numbers.repository.js';
import { PaymentCheckouts } from './payment-checkouts.service.js';
import { PaymentFulfilment } from './payment-fulfilment.service.js';
import { PaymentNotices } from './payment-notices.js';
import { RECEIPT_PDF, ReceiptIssuer } from './receipts/receipt-issuer.js';
import { renderReceiptPdf } from './receipts/receipt-pdf.js';
import { attachmentDrawer } from '../mail/delivery/attachment-drawers.js';
import { PaystackClient } from './paystack/paystack.client.js';
import { UnpaidPayments } from './unpaid-payments.service.js';
import { MpesaPrompts } from './mpesa/mpesa-prompts.service.js';
import { PaymentAttempts } from './mpesa/payment-attempts.service.js';
import { PaymentAttemptsController } from './mpesa/payment-attempts.controller.js';
import { SettingsModule } from '../../common/settings/settings.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { PaymentsAdminController } from './ledger/payments-admin.controller.js';
import { GroupPaymentSummaries } from './ledger/group-payment-summaries.js';
import { PaymentsLedgerService } from './ledger/payments-ledger.service.js';
import { CancellationRefunds } from './refunds/cancellation-refunds.service.js';
import { PaystackRefunds } from './refunds/paystack-refunds.service.js';
import { RefundSettlement } from './refunds/refund-settlement.service.js';
import { RefundsRepository } from './refunds/refunds.repository.js';
import { RefundsService } from './refunds/refunds.service.js';
import { PeriodPayments } from './renewals/period-payments.service.js';
import { BusinessSettingsAdminController } from './settings/business-settings-admin.controller.js';

/**
 * Payments through Paystack: checkouts, verify, webhook, refunds, receipts, the ledger and (in the worker)
 * reconciliation and the refund check. It sits below booking and membership: they call its API (checkouts, desk
 * payments, refunds of cancellations, group payment summaries, period payments) and hear of paid and unpaid payments
 * through its domain events (payment.events.ts).
 */
@Module({
  imports: [MikroOrmModule.forFeature(PAYMENT_ENTITIES), MailModule, IdentityModule, SettingsModule, SmsModule],
  controllers: [PaymentController, PaymentAttemptsController, PaymentsAdminController, BusinessSettingsAdminController],
  providers: [
    PaymentPersonalDataListener,
    PaymentPersonalDataRepository,
    PaymentsRepository,
    PaymentsService,
    PaystackClient,
    RefundsRepository,
    RefundSettlement,
    PaystackRefunds,
    RefundsService,
    CancellationRefunds,
    PaymentsLedgerService,
    GroupPaymentSummaries,
    PeriodPayments,
    PaymentCheckouts,
    PaymentFulfilment,
    attachmentDrawer(RECEIPT_PDF, renderReceiptPdf),
    PaymentNotices,
    DeskPayments,
    DeskPaymentsRepository,
    UnpaidPayments,
    DocumentNumbersRepository,
    ReceiptIssuer,
    MpesaPrompts,
    PaymentAttempts,
  ],
  // PaymentsRepository is exported for this module's own worker half (reconciliation) and the member portal's allowance
  // bookings; RefundsRepository for the manage link's view of a booking's payment and refunds.
  exports: [
    PaymentsRepository,
    PaymentsService,
    PaystackClient,
    RefundsService,
    RefundsRepository,
    PaymentCheckouts,
    PeriodPayments,
    DeskPayments,
    CancellationRefunds,
    GroupPaymentSummaries,
    UnpaidPayments,
  ],
})
export class PaymentModule {}
