import { KRA_PIN_MESSAGE, KRA_PIN_PATTERN } from '@coworking/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import {
  type CheckoutChannel,
  MpesaPhoneField,
  PaymentChannelField,
  SmsConsentField,
} from '../../../common/http/pay-method.fields.js';
import { PromoCodeField } from '../../../common/http/promo-code.field.js';
import { Trim, TrimToUndefined } from '../../../common/http/transforms.js';
import { PAYSTACK_TRANSACTION_STATUSES, type PaystackTransactionStatus } from '../paystack/paystack.types.js';

/** Fields the old client sent (prices, titles): accepted so it keeps working, never read. */
export const IGNORED_VALUE = [{ type: 'string' }, { type: 'number' }];

/** Optional: the company a receipt is made out to (a business files it). */
export function CompanyNameField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ nullable: true, type: String, maxLength: 200, description: 'Printed on the receipt' }),
    Trim(),
    IsOptional(),
    IsString(),
    MaxLength(200, { message: 'Company name must be at most 200 characters' }),
  );
}

/** Optional: the company's KRA PIN for the receipt. */
export function KraPinField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      nullable: true,
      type: String,
      example: 'P051234567X',
      description: 'Printed on the receipt',
    }),
    TrimToUndefined(),
    IsOptional(),
    Matches(KRA_PIN_PATTERN, { message: KRA_PIN_MESSAGE }),
  );
}

export class VerifyPaymentDto {
  @ApiProperty({ example: 'SCH-6F2A9C1D0B' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Invalid payment reference received from server' })
  reference!: string;
}

/** Paystack's checkout for a payment, with Paystack's own field names; all null when nothing is to pay. */
export class PaystackCheckoutDto {
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'SCH-6F2A9C1D0B',
    description: 'The payment reference: verify with it',
  })
  reference!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'https://checkout.paystack.com/0peioxfhpn',
    description: "Paystack's hosted checkout page",
  })
  authorization_url!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '0peioxfhpn',
    description: "Opens Paystack's inline checkout widget",
  })
  access_code!: string | null;
}

/** Where a checkout's payment stands right after it was started. */
export const PAYMENT_START_STATUSES = ['checkout', 'pending', 'failed', 'free'] as const;
export type PaymentStartStatus = (typeof PAYMENT_START_STATUSES)[number];

export class PaymentStartedDto {
  @ApiProperty() success!: boolean;
  @ApiProperty({
    enum: PAYMENT_START_STATUSES,
    enumName: 'PaymentStartStatus',
    description:
      "checkout: open Paystack's checkout (data.access_code); pending: an M-Pesa PIN prompt was sent, follow GET /api/payments/{reference}/status; failed: the prompt could not be sent (message says why; POST /api/payments/{reference}/retry); free: nothing to pay",
  })
  status!: PaymentStartStatus;
  @ApiProperty({ enum: ['card', 'mpesa'], nullable: true, type: String, description: 'How it is being paid' })
  channel!: 'card' | 'mpesa' | null;
  @ApiProperty({ nullable: true, type: String, example: '0712 345 678', description: 'M-Pesa: the phone prompted' })
  mpesaPhone!: string | null;
  @ApiProperty({ description: 'True when nothing is to pay: the booking is confirmed already' }) isFree!: boolean;
  @ApiProperty({
    type: Number,
    example: 3000,
    description:
      'KES (shillings, up to two decimals) the payer is charged, computed by the server: amountCents / 100. 0 when isFree.',
  })
  amount!: number;
  @ApiProperty({
    type: 'integer',
    example: 300000,
    description: 'The same amount in integer KES cents: exactly what Paystack is asked to charge. 0 when isFree.',
  })
  amountCents!: number;
  @ApiProperty({ type: PaystackCheckoutDto }) data!: PaystackCheckoutDto;
  @ApiProperty({ type: Number, example: 3000, description: 'KES before the promo code (equals amount without one)' })
  originalAmount!: number;
  @ApiProperty({ type: Number, example: 0, description: 'KES the promo code took off' })
  discount!: number;
  @ApiProperty({ nullable: true, type: String, example: 'SAVE10', description: 'The promo code applied, in capitals' })
  promoCode!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'Until when the slot is held for this payment (null for plans and free bookings)',
  })
  holdExpiresAt!: Date | null;
  @ApiProperty({ example: 'Payment Required: complete payment of KSh 3,000' }) message!: string;
}

/** What Paystack says about a transaction. */
export class PaymentTransactionDto {
  @ApiProperty({ enum: PAYSTACK_TRANSACTION_STATUSES, enumName: 'PaystackTransactionStatus', example: 'success' })
  status!: PaystackTransactionStatus;
  @ApiProperty({ example: 'SCH-6F2A9C1D0B' }) reference!: string;
  @ApiProperty({
    type: 'integer',
    example: 300000,
    deprecated: true,
    description:
      "Integer KES cents, as Paystack reports them (Paystack's `amount`), unlike PaymentStartedDto.amount, which is KES. Kept for existing clients: read amountCents.",
  })
  amount!: number;
  @ApiProperty({
    type: 'integer',
    example: 300000,
    description: 'Integer KES cents Paystack says the transaction is for',
  })
  amountCents!: number;
}

export class PaymentVerifiedDto {
  @ApiProperty({ description: 'True when the payment is paid and what it paid for is delivered' }) success!: boolean;
  @ApiProperty({ example: 'Payment Successful!' }) message!: string;
  @ApiProperty({ type: PaymentTransactionDto }) data!: PaymentTransactionDto;
}

export class CancellationPolicyDto {
  @ApiProperty({ example: 2, description: 'Hourly bookings: free cancellation until this many hours before the start' })
  hourlyHoursBefore!: number;
  @ApiProperty({ example: 24, description: 'Day passes: until this many hours before the start' })
  dailyHoursBefore!: number;
  @ApiProperty({ example: 7, description: 'Monthly bookings: until this many days before the start' })
  monthlyDaysBefore!: number;
}

export class PaymentClientConfigDto {
  @ApiProperty({ nullable: true, type: String, example: 'pk_test_…' }) publicKey!: string | null;
  @ApiProperty({ example: 'https://js.paystack.co/v2/inline.js' }) inlineScriptUrl!: string;
  @ApiProperty({ example: 'KES' }) currency!: string;
  @ApiProperty({ type: [String], example: ['card', 'mobile_money'] }) channels!: string[];
  @ApiProperty({ type: CancellationPolicyDto, description: 'Shown before payment; the same rule the API applies' })
  cancellationPolicy!: CancellationPolicyDto;
  @ApiProperty({
    example: 180,
    description: 'Bookings may start from today up to today plus this many days (the calendar greys out the rest)',
  })
  bookAheadDays!: number;
}

export class InitializeSubscriptionDto {
  @ApiProperty({ format: 'uuid', description: 'From POST /api/plan-bookings' })
  @IsUUID('all', { message: 'planBookingId must be the id of a plan booking' })
  planBookingId!: string;

  @CompanyNameField() companyName?: string | null;
  @KraPinField() kraPin?: string | null;
  @PromoCodeField() promoCode?: string;
  @PaymentChannelField() channel?: CheckoutChannel;
  @MpesaPhoneField() mpesaPhone?: string;
  @SmsConsentField() smsConsent?: boolean;

  @ApiPropertyOptional({ description: "Ignored: the plan booking's e-mail is used", oneOf: IGNORED_VALUE })
  @Allow()
  email?: unknown;
  @ApiPropertyOptional({ description: "Ignored: the plan's price is charged", oneOf: IGNORED_VALUE })
  @Allow()
  amount?: unknown;
  @ApiPropertyOptional({ description: 'Ignored', oneOf: IGNORED_VALUE }) @Allow() planId?: unknown;
  @ApiPropertyOptional({ description: 'Ignored', oneOf: IGNORED_VALUE }) @Allow() planName?: unknown;
  @ApiPropertyOptional({ description: 'Ignored', oneOf: IGNORED_VALUE }) @Allow() startDate?: unknown;
  @ApiPropertyOptional({ description: 'Ignored: always KES', oneOf: IGNORED_VALUE }) @Allow() currency?: unknown;
}

export class VerifySubscriptionDto extends VerifyPaymentDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'planBookingId must be the id of a plan booking' })
  planBookingId!: string;
}

export const PAYMENT_PROGRESS_STATUSES = ['pending', 'success', 'failed', 'abandoned', 'rejected'] as const;

/** Where a payment stands now, for the page that waits for an M-Pesa prompt to be answered. */
export class PaymentProgressDto {
  @ApiProperty({ example: 'SCH-6F2A9C1D0B' }) reference!: string;
  @ApiProperty({ enum: PAYMENT_PROGRESS_STATUSES, enumName: 'PaymentProgressStatus' })
  status!: (typeof PAYMENT_PROGRESS_STATUSES)[number];
  @ApiProperty({ enum: ['card', 'mpesa'], nullable: true, type: String }) channel!: 'card' | 'mpesa' | null;
  @ApiProperty({ nullable: true, type: String, example: '0712 345 678' }) mpesaPhone!: string | null;
  @ApiProperty({ example: 'Check your phone (0712 345 678) and enter your M-Pesa PIN to pay.' }) message!: string;
  @ApiProperty({ description: 'A new attempt may be made (POST /api/payments/{reference}/retry)' }) canRetry!: boolean;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'Until when the booking is held (null for plans)',
  })
  holdExpiresAt!: Date | null;
  @ApiProperty({ example: 10, description: 'Ask again after this many seconds while pending' })
  checkAgainInSeconds!: number;
}

/** Tries an unpaid checkout again: a new M-Pesa prompt (to the same or another number) or Paystack's checkout. */
export class RetryPaymentDto {
  @PaymentChannelField() channel?: CheckoutChannel;
  @MpesaPhoneField() mpesaPhone?: string;
}
