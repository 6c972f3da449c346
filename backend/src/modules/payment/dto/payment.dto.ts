import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { CheckoutPhoneField, EmailField, FirstNameField, LastNameField } from '../../../common/http/contact-field.decorators.js';
import { Trim } from '../../../common/http/transforms.js';

/** Fields the old client sent (prices, titles): accepted so it keeps working, never read. */
const IGNORED_VALUE = [{ type: 'string' }, { type: 'number' }];

/** The checkout's contact details form (spec section 5), shared by space and plan checkouts. */
export class CheckoutContactDto {
  @FirstNameField() firstName!: string;
  @LastNameField() lastName!: string;
  @EmailField() email!: string;
  @CheckoutPhoneField() phone!: string;
}

/** What the booking dialog sends; prices and titles from the client are accepted and ignored. */
export class CheckoutBookingDataDto {
  @ApiProperty({ example: 'space' }) @IsString() type!: string;
  @ApiProperty({ format: 'uuid' }) @IsString() @IsNotEmpty({ message: 'Choose a space to book' }) spaceId!: string;
  @ApiPropertyOptional({ type: [String] }) @IsOptional() @IsString({ each: true }) dates?: string[];
  @ApiPropertyOptional() @IsOptional() @IsString() date?: string;
  @ApiPropertyOptional({ type: [String], description: 'HH:MM slot starts for hourly spaces' }) @IsOptional() @IsString({ each: true }) times?: string[];
  @ApiPropertyOptional() @IsOptional() @IsString() time?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) notes?: string;
  @ApiPropertyOptional({ description: 'Ignored: the server computes every amount', oneOf: IGNORED_VALUE }) @Allow() price?: unknown;
  @ApiPropertyOptional({ description: 'Ignored', oneOf: IGNORED_VALUE }) @Allow() spaceTitle?: unknown;
  @ApiPropertyOptional({ description: 'Ignored', oneOf: IGNORED_VALUE }) @Allow() totalItems?: unknown;
  @ApiPropertyOptional({ description: 'Ignored', oneOf: IGNORED_VALUE }) @Allow() duration?: unknown;
  @ApiPropertyOptional({ description: 'Ignored', oneOf: IGNORED_VALUE }) @Allow() amount?: unknown;
}

export class InitializeBookingPaymentDto extends CheckoutContactDto {
  @ApiProperty({ type: CheckoutBookingDataDto })
  @IsObject({ message: 'bookingData is required' })
  @ValidateNested()
  @Type(() => CheckoutBookingDataDto)
  bookingData!: CheckoutBookingDataDto;
}

export class VerifyPaymentDto {
  @ApiProperty({ example: 'SCH-6F2A9C1D0B' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Invalid payment reference received from server' })
  reference!: string;
}

export class PaymentStartedDto {
  @ApiProperty() success!: boolean;
  @ApiProperty({ description: 'True when nothing is to pay: the booking is confirmed already' }) isFree!: boolean;
  @ApiProperty({ description: 'KES, computed by the server', example: 6000 }) amount!: number;
  @ApiProperty({ example: { reference: 'SCH-6F2A9C1D0B', authorization_url: 'https://checkout.paystack.com/…', access_code: '…' } })
  data!: { reference: string | null; authorization_url: string | null; access_code: string | null };
  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time', description: 'Until when the slot is held for this payment' })
  holdExpiresAt!: Date | null;
  @ApiProperty() message!: string;
}

export class PaymentVerifiedDto {
  @ApiProperty() success!: boolean;
  @ApiProperty() message!: string;
  @ApiProperty({ example: { status: 'success', reference: 'SCH-…', amount: 600000 } }) data!: { status: string; reference: string; amount: number };
}

export class PaymentClientConfigDto {
  @ApiProperty({ nullable: true, type: String, example: 'pk_test_…' }) publicKey!: string | null;
  @ApiProperty({ example: 'https://js.paystack.co/v2/inline.js' }) inlineScriptUrl!: string;
  @ApiProperty({ example: 'KES' }) currency!: string;
  @ApiProperty({ type: [String], example: ['card', 'mobile_money'] }) channels!: string[];
}

export class InitializeSubscriptionDto {
  @ApiProperty({ format: 'uuid', description: 'From POST /api/plan-bookings' })
  @IsUUID('all', { message: 'planBookingId must be the id of a plan booking' })
  planBookingId!: string;

  @ApiPropertyOptional({ description: "Ignored: the plan booking's e-mail is used", oneOf: IGNORED_VALUE }) @Allow() email?: unknown;
  @ApiPropertyOptional({ description: "Ignored: the plan's price is charged", oneOf: IGNORED_VALUE }) @Allow() amount?: unknown;
  @ApiPropertyOptional({ description: 'Ignored', oneOf: IGNORED_VALUE }) @Allow() planId?: unknown;
  @ApiPropertyOptional({ description: 'Ignored', oneOf: IGNORED_VALUE }) @Allow() planName?: unknown;
  @ApiPropertyOptional({ description: 'Ignored', oneOf: IGNORED_VALUE }) @Allow() startDate?: unknown;
  @ApiPropertyOptional({ description: 'Ignored: always KES', oneOf: IGNORED_VALUE }) @Allow() currency?: unknown;
}

export class VerifySubscriptionDto extends VerifyPaymentDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'planBookingId must be the id of a plan booking' }) planBookingId!: string;
}
