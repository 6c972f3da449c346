import { BOOKING_FORM_MESSAGES, BOOKING_TIME_PATTERN, MAX_DATES_PER_BOOKING, TIME_PATTERN } from '@coworking/domain';
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
import {
  type CheckoutChannel,
  MpesaPhoneField,
  PaymentChannelField,
  SmsConsentField,
} from '../../../common/http/pay-method.fields.js';
import { PromoCodeField } from '../../../common/http/promo-code.field.js';
import { NOT_FOUND_WHEN_INVALID } from '../../../common/http/validation.pipe.js';
import { IsVenueDate } from '../../../common/http/venue-date.validators.js';
import { CompanyNameField, IGNORED_VALUE, KraPinField } from '../../payment/dto/payment.dto.js';
import { BOOKING_MESSAGES } from '../booking.messages.js';

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
  @PromoCodeField() promoCode?: string;
  @PaymentChannelField() channel?: CheckoutChannel;
  @MpesaPhoneField() mpesaPhone?: string;
  @SmsConsentField() smsConsent?: boolean;
}
