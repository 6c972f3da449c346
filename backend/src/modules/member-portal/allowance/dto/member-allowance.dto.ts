import { BOOKING_FORM_MESSAGES, MAX_DATES_PER_BOOKING, MEMBERSHIP_STATUSES, TIME_PATTERN } from '@coworking/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
} from 'class-validator';
import { IsVenueDate } from '../../../../common/http/venue-date.validators.js';
import { NOT_FOUND_WHEN_INVALID } from '../../../../common/http/validation.pipe.js';
import { BOOKING_MESSAGES } from '../../../booking/booking.messages.js';
import { type SubscriptionStatus } from '../../../membership/entities/plan-booking.entity.js';
import { MAX_SLOTS_PER_CHECKOUT } from '../../../booking/checkout/booking-checkout.dto.js';
import { PromoCodeField } from '../../../../common/http/promo-code.field.js';
import {
  type CheckoutChannel,
  MpesaPhoneField,
  PaymentChannelField,
} from '../../../../common/http/pay-method.fields.js';

/** One allowance of the current period; unlimited (desk days only) has `included` and `left` null. */
export class AllowanceBalanceDto {
  @ApiProperty({ nullable: true, type: 'integer', example: 12, description: 'Per period; null when unlimited' })
  included!: number | null;
  @ApiProperty({ type: 'integer', example: 7, description: 'Used in this period (cancelled bookings give it back)' })
  used!: number;
  @ApiProperty({ nullable: true, type: 'integer', example: 5, description: 'Left in this period; null when unlimited' })
  left!: number | null;
  @ApiProperty({ example: false }) unlimited!: boolean;
}

/** What the member's membership includes this period, what is used and what is left. */
export class MemberAllowanceDto {
  @ApiProperty({ format: 'uuid', description: 'The membership the allowance belongs to' }) membershipId!: string;
  @ApiProperty({ example: 'Flexible' }) planName!: string;
  @ApiProperty({ enum: MEMBERSHIP_STATUSES, enumName: 'MembershipStatus', example: 'active' })
  status!: SubscriptionStatus;
  @ApiProperty({ description: 'Whether bookings and guest passes can draw on it now (not while past due)' })
  usable!: boolean;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'Your membership is past due: pay for the new period to book from your allowance.',
    description: 'Why it cannot be used now, and what to do; null when usable',
  })
  message!: string | null;
  @ApiProperty({ example: '2026-12-01', description: 'Venue date the current period began' }) periodStart!: string;
  @ApiProperty({
    example: '2027-01-01',
    description: 'Venue date the current period ends: the first day it no longer covers (as memberships say it)',
  })
  periodEnd!: string;
  @ApiProperty({ type: AllowanceBalanceDto, description: 'Days of hot desk or dedicated desk' })
  deskDays!: AllowanceBalanceDto;
  @ApiProperty({ type: AllowanceBalanceDto, description: 'Hours of meeting room or phone booth' })
  meetingRoomHours!: AllowanceBalanceDto;
  @ApiProperty({ type: AllowanceBalanceDto, description: 'Guests on one date each' })
  guestPasses!: AllowanceBalanceDto;
  @ApiProperty({
    type: 'integer',
    example: 10,
    description: 'Percent off the public price of bookings beyond the allowance',
  })
  memberDiscountPercent!: number;
}

/**
 * A member's booking from the portal: the public checkout's selection (a space, venue dates, slot starts for hourly
 * spaces) with the same validation and messages; the contact details come from the member's profile.
 */
export class MemberBookingRequestDto {
  @ApiProperty({
    format: 'uuid',
    description: 'The space to book; an id that names no space answers 404 "Space not found."',
  })
  @IsUUID('all', { message: BOOKING_MESSAGES.spaceNotFound, context: NOT_FOUND_WHEN_INVALID })
  @IsNotEmpty({ message: 'Choose a space to book' })
  @IsString({ message: 'Choose a space to book' })
  spaceId!: string;

  @ApiProperty({
    type: [String],
    example: ['2026-12-04', '2026-12-11'],
    description: `Venue dates YYYY-MM-DD (Africa/Nairobi), 1 to ${MAX_DATES_PER_BOOKING}, no repeats; monthly spaces take one start date`,
  })
  @ArrayUnique({ message: BOOKING_FORM_MESSAGES.duplicateDates })
  @IsVenueDate({ each: true, message: BOOKING_FORM_MESSAGES.dateFormat })
  @ArrayMaxSize(MAX_DATES_PER_BOOKING, { message: BOOKING_FORM_MESSAGES.tooManyDates })
  @ArrayMinSize(1, { message: BOOKING_FORM_MESSAGES.datesRequired })
  @IsArray({ message: BOOKING_FORM_MESSAGES.datesRequired })
  dates!: string[];

  @ApiPropertyOptional({
    type: [String],
    example: ['10:00', '14:00'],
    description: `HH:MM slot starts for hourly spaces (each a two-hour slot on every chosen date), at most ${MAX_SLOTS_PER_CHECKOUT}; ignored for daily and monthly spaces`,
  })
  @Matches(TIME_PATTERN, { each: true, message: BOOKING_FORM_MESSAGES.timeFormat })
  @ArrayMaxSize(MAX_SLOTS_PER_CHECKOUT, { message: `Please choose at most ${MAX_SLOTS_PER_CHECKOUT} time slots.` })
  @IsArray({ message: BOOKING_FORM_MESSAGES.timeFormat })
  @IsOptional()
  times?: string[];

  @ApiPropertyOptional({ maxLength: 2000, description: 'For staff (e.g. "please set up the projector")' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string;

  @PromoCodeField() promoCode?: string;
  @PaymentChannelField() channel?: CheckoutChannel;
  @MpesaPhoneField() mpesaPhone?: string;
}

/**
 * What a member's booking did: the part the allowance covers is confirmed at once at KSh 0; the rest (dates after
 * the period, allowance used up, spaces without an allowance) is held at the member price until it is paid through
 * Paystack (card or M-Pesa) like the public checkout.
 */
export class MemberBookingStartedDto {
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'The part the allowance covers, confirmed at KSh 0; null when nothing was covered',
  })
  bookingGroupId!: string | null;
  @ApiProperty({ description: 'Whether any of it was taken from the allowance' }) usesAllowance!: boolean;
  @ApiProperty({ type: [String], example: ['2026-12-04'], description: 'Venue dates the allowance covers, in order' })
  coveredDates!: string[];
  @ApiProperty({ type: Number, example: 1350, description: 'KES to pay for the rest at the member price; 0 if none' })
  amountDue!: number;
  @ApiProperty({ type: Number, example: 1500, description: 'KES of the rest at the member price, before a promo code' })
  originalAmount!: number;
  @ApiProperty({ type: Number, example: 150, description: 'KES the promo code took off the rest' })
  discount!: number;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'The part charged at the member price (held until paid); null when everything was covered',
  })
  paidBookingGroupId!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'SCH-6F2A9C1D0B', description: 'The payment to verify' })
  reference!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'https://checkout.paystack.com/0peioxfhpn',
    description: "Paystack's hosted checkout page for amountDue",
  })
  authorization_url!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '0peioxfhpn', description: "Paystack's inline checkout" })
  access_code!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'Until when the paid part is held for its payment',
  })
  holdExpiresAt!: string | null;
  @ApiProperty({
    enum: ['checkout', 'pending', 'failed'],
    nullable: true,
    type: String,
    description:
      "The paid part's payment: checkout (Paystack's), pending (an M-Pesa prompt sent: follow GET /api/payments/{reference}/status), failed (not sent: retry); null when nothing is to pay",
  })
  paymentStatus!: 'checkout' | 'pending' | 'failed' | null;
  @ApiProperty({ nullable: true, type: String, example: '0712 345 678', description: 'M-Pesa: the phone prompted' })
  mpesaPhone!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'What to tell the member about the payment' })
  paymentMessage!: string | null;
}
