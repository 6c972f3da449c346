import {
  BOOKING_FORM_MESSAGES,
  BOOKING_TIME_PATTERN,
  KRA_PIN_MESSAGE,
  KRA_PIN_PATTERN,
  MAX_DATES_PER_BOOKING,
  TIME_PATTERN,
} from '@coworking/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { Expose, Transform, Type } from 'class-transformer';
import { CheckoutContactDto } from '../../../common/http/checkout-contact.dto.js';
import { Trim, TrimToUndefined } from '../../../common/http/transforms.js';
import { NOT_FOUND_WHEN_INVALID } from '../../../common/http/validation.pipe.js';
import { BOOKING_MESSAGES } from '../../booking/booking.messages.js';
import { IsVenueDate } from '../../../common/http/venue-date.validators.js';
import { PAYSTACK_TRANSACTION_STATUSES, type PaystackTransactionStatus } from '../paystack/paystack.types.js';

/** Fields the old client sent (prices, titles): accepted so it keeps working, never read. */
const IGNORED_VALUE = [{ type: 'string' }, { type: 'number' }];

/** Optional: the company a receipt is made out to (a business files it). */
function CompanyNameField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ nullable: true, type: String, maxLength: 200, description: 'Printed on the receipt' }),
    Trim(),
    IsOptional(),
    IsString(),
    MaxLength(200, { message: 'Company name must be at most 200 characters' }),
  );
}

/** Optional: the company's KRA PIN for the receipt. */
function KraPinField(): PropertyDecorator {
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

/** Most slot starts one checkout can name: every hour of a day. */
export const MAX_SLOTS_PER_CHECKOUT = 24;

/**
 * The spec's older checkout fields, mapped here and nowhere else: one `date` stands for `dates: [date]` (the
 * booking page sends a single date), one `time` for `times: [time]` when it is an HH:MM slot start (an access
 * label such as 'All Day Access' names no slot). Canonical fields win when both are sent. Nothing past this
 * DTO reads `date` or `time`.
 */
export const LEGACY_CHECKOUT_FIELDS = {
  dates: (dates: unknown, date: unknown): unknown =>
    (Array.isArray(dates) && dates.length > 0) || !date ? (dates ?? []) : [date],
  times: (times: unknown, time: unknown): unknown =>
    (Array.isArray(times) && times.length > 0) || typeof time !== 'string' || !/^\d{2}:\d{2}$/.test(time)
      ? (times ?? [])
      : [time],
};

type LegacyCheckoutFields = { date?: unknown; time?: unknown };

/**
 * What the booking dialog sends: a space and a selection of venue dates and (hourly spaces) slot starts.
 * Prices and titles from the client are accepted and ignored; the server prices the selection.
 * Validators are listed bottom-up in the order they are checked; the first failure is the message.
 */
export class CheckoutBookingDataDto {
  @ApiProperty({ example: 'space' }) @IsString() type!: string;

  @ApiProperty({
    format: 'uuid',
    description: 'The space to book; an id that names no space answers 404 "Space not found."',
  })
  @IsUUID('all', { message: BOOKING_MESSAGES.spaceNotFound, context: NOT_FOUND_WHEN_INVALID })
  @IsNotEmpty({ message: 'Choose a space to book' })
  @IsString({ message: 'Choose a space to book' })
  spaceId!: string;

  @ApiPropertyOptional({
    type: [String],
    example: ['2026-12-04', '2026-12-11'],
    description: `Venue dates YYYY-MM-DD (Africa/Nairobi), 1 to ${MAX_DATES_PER_BOOKING}, no repeats; monthly spaces take one start date. Older clients may send one \`date\` instead.`,
  })
  // Exposed so the mapping runs when only `date` was sent.
  @Expose()
  @Transform(({ value, obj }: { value: unknown; obj: LegacyCheckoutFields }) =>
    LEGACY_CHECKOUT_FIELDS.dates(value, obj.date),
  )
  @ArrayUnique({ message: BOOKING_FORM_MESSAGES.duplicateDates })
  @IsVenueDate({ each: true, message: BOOKING_FORM_MESSAGES.dateFormat })
  @ArrayMaxSize(MAX_DATES_PER_BOOKING, { message: BOOKING_FORM_MESSAGES.tooManyDates })
  @ArrayMinSize(1, { message: BOOKING_FORM_MESSAGES.datesRequired })
  @IsArray({ message: BOOKING_FORM_MESSAGES.datesRequired })
  dates!: string[];

  @ApiPropertyOptional({
    example: '2026-12-04',
    description: 'Older clients: one venue date, read as `dates: [date]` when `dates` is empty or absent',
  })
  @IsOptional()
  @IsString({ message: BOOKING_FORM_MESSAGES.dateFormat })
  date?: string;

  @ApiPropertyOptional({
    type: [String],
    example: ['10:00', '14:00'],
    description: `HH:MM venue-time slot starts for hourly spaces (each a two-hour slot offered on every chosen date), at most ${MAX_SLOTS_PER_CHECKOUT}; ignored for daily and monthly spaces. Older clients may send one \`time\` instead.`,
  })
  @Expose()
  @Transform(({ value, obj }: { value: unknown; obj: LegacyCheckoutFields }) =>
    LEGACY_CHECKOUT_FIELDS.times(value, obj.time),
  )
  @Matches(TIME_PATTERN, { each: true, message: BOOKING_FORM_MESSAGES.timeFormat })
  @ArrayMaxSize(MAX_SLOTS_PER_CHECKOUT, { message: `Please choose at most ${MAX_SLOTS_PER_CHECKOUT} time slots.` })
  @IsArray({ message: BOOKING_FORM_MESSAGES.timeFormat })
  times!: string[];

  @ApiPropertyOptional({
    example: '10:00',
    description:
      "Older clients: one HH:MM slot start (read as `times: [time]` when `times` is empty or absent) or an access label ('All Day Access', 'Monthly Access'), which names no slot",
  })
  @IsOptional()
  @Matches(BOOKING_TIME_PATTERN, { message: BOOKING_FORM_MESSAGES.timeFormat })
  @IsString({ message: BOOKING_FORM_MESSAGES.timeFormat })
  time?: string;

  @ApiPropertyOptional({ maxLength: 2000 }) @IsOptional() @IsString() @MaxLength(2000) notes?: string;
  @ApiPropertyOptional({ description: 'Ignored: the server computes every amount', oneOf: IGNORED_VALUE })
  @Allow()
  price?: unknown;
  @ApiPropertyOptional({ description: 'Ignored', oneOf: IGNORED_VALUE }) @Allow() spaceTitle?: unknown;
  @ApiPropertyOptional({ description: 'Ignored', oneOf: IGNORED_VALUE }) @Allow() totalItems?: unknown;
  @ApiPropertyOptional({ description: 'Ignored', oneOf: IGNORED_VALUE }) @Allow() duration?: unknown;
  @ApiPropertyOptional({ description: 'Ignored: the server computes every amount', oneOf: IGNORED_VALUE })
  @Allow()
  amount?: unknown;
}

export class InitializeBookingPaymentDto extends CheckoutContactDto {
  @ApiProperty({ type: CheckoutBookingDataDto })
  @IsObject({ message: 'bookingData is required' })
  @ValidateNested()
  @Type(() => CheckoutBookingDataDto)
  bookingData!: CheckoutBookingDataDto;

  @CompanyNameField() companyName?: string | null;
  @KraPinField() kraPin?: string | null;
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

export class PaymentStartedDto {
  @ApiProperty() success!: boolean;
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
