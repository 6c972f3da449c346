import {
  DISCOUNT_KINDS,
  type DiscountKind,
  MAX_DATES_PER_BOOKING,
  MAX_DISCOUNT_PERCENT,
  MPESA_CODE_MESSAGE,
  MPESA_CODE_PATTERN,
  normalizeMpesaCode,
  STAFF_PAYMENT_KINDS,
  type StaffPaymentKind,
} from '@coworking/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  EmailField,
  FirstNameField,
  LastNameField,
  OptionalPhoneField,
} from '../../../common/http/contact-field.decorators.js';
import { Trim } from '../../../common/http/transforms.js';
import { IsVenueDate } from '../../../common/http/venue-date.validators.js';

const SLOT_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What staff pick on the calendar: the space, optionally its instance, dates and (hourly) slots. */
export class StaffSelectionDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Please choose a space' })
  spaceId!: string;

  @ApiProperty({ type: [String], example: ['2026-12-04'] })
  @IsArray({ message: 'Please choose at least one date' })
  @ArrayMinSize(1, { message: 'Please choose at least one date' })
  @ArrayMaxSize(MAX_DATES_PER_BOOKING, { message: `At most ${MAX_DATES_PER_BOOKING} dates per booking` })
  @ArrayUnique({ message: 'Each date once, please' })
  @IsVenueDate({ each: true, message: 'Dates must be YYYY-MM-DD' })
  dates!: string[];

  @ApiPropertyOptional({ type: [String], example: ['10:00'], description: 'Slot starts (hourly spaces)' })
  @IsOptional()
  @IsArray({ message: 'Slots must be a list of HH:MM starts' })
  @ArrayMaxSize(24, { message: 'Too many slots' })
  @Matches(SLOT_PATTERN, { each: true, message: 'Slots must be HH:MM starts' })
  slots: string[] = [];

  @ApiPropertyOptional({ enum: DISCOUNT_KINDS, enumName: 'DiscountKind' })
  @IsOptional()
  @IsIn(DISCOUNT_KINDS, { message: 'The discount is in cents or percent' })
  discountKind?: DiscountKind;

  @ApiPropertyOptional({
    minimum: 1,
    description: `KES cents (discountKind cents) or whole percent (discountKind percent); at most ${MAX_DISCOUNT_PERCENT}% of the price`,
  })
  @ValidateIf((body: StaffSelectionDto) => body.discountKind !== undefined)
  @Type(() => Number)
  @IsInt({ message: 'The discount must be a whole number' })
  @Min(1, { message: 'The discount must be above zero' })
  discountValue?: number;
}

/** A staff booking: who, what, and how it is paid. Amounts are computed on the server. */
export class CreateStaffBookingDto extends StaffSelectionDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Pick an instance; omitted: the first free one' })
  @IsOptional()
  @IsUUID('all', { message: 'instanceId must be an instance id' })
  instanceId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'An existing customer (users record); else give the details' })
  @IsOptional()
  @IsUUID('all', { message: 'userId must be a customer id' })
  userId?: string;

  @ValidateIf((body: CreateStaffBookingDto) => !body.userId)
  @FirstNameField()
  firstName?: string;

  @ValidateIf((body: CreateStaffBookingDto) => !body.userId)
  @LastNameField()
  lastName?: string;

  @ValidateIf((body: CreateStaffBookingDto) => !body.userId)
  @EmailField()
  email?: string;

  @OptionalPhoneField()
  phone?: string;

  @ApiPropertyOptional()
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string;

  @ApiProperty({ minLength: 3, maxLength: 500, required: false, description: 'Required with a discount' })
  @ValidateIf((body: CreateStaffBookingDto) => body.discountKind !== undefined)
  @Trim()
  @IsString({ message: 'Please say why the discount is given' })
  @Length(3, 500, { message: 'Please say why the discount is given (3 to 500 characters)' })
  discountReason?: string;

  @ApiProperty({ enum: STAFF_PAYMENT_KINDS, enumName: 'StaffPaymentKind' })
  @IsIn(STAFF_PAYMENT_KINDS, { message: `Payment must be one of ${STAFF_PAYMENT_KINDS.join(', ')}` })
  paymentKind!: StaffPaymentKind;

  @ApiPropertyOptional({ example: 'QGH4K2L9PZ', description: 'paymentKind mpesa: the transaction code' })
  @ValidateIf((body: CreateStaffBookingDto) => body.paymentKind === 'mpesa')
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeMpesaCode(value) : value))
  @IsString({ message: MPESA_CODE_MESSAGE })
  @Matches(MPESA_CODE_PATTERN, { message: MPESA_CODE_MESSAGE })
  mpesaCode?: string;

  @ApiPropertyOptional({ description: "paymentKind bank_transfer: the bank's reference" })
  @ValidateIf((body: CreateStaffBookingDto) => body.paymentKind === 'bank_transfer')
  @Trim()
  @IsString({ message: "Please give the bank's reference of the transfer" })
  @Length(3, 100, { message: "Please give the bank's reference of the transfer (3 to 100 characters)" })
  bankReference?: string;

  @ApiPropertyOptional({ description: 'paymentKind complimentary: why it is given away' })
  @ValidateIf((body: CreateStaffBookingDto) => body.paymentKind === 'complimentary')
  @Trim()
  @IsString({ message: 'Please say why the booking is complimentary' })
  @Length(3, 500, { message: 'Please say why the booking is complimentary (3 to 500 characters)' })
  complimentaryReason?: string;
}

export class StaffQuoteIntervalDto {
  @ApiProperty() date!: string;
  @ApiProperty() time!: string;
  @ApiProperty({ type: String, format: 'date-time' }) startAt!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) endAt!: Date;
}

export class StaffQuoteDto {
  @ApiProperty({ description: 'The price from the shared rules, KES cents' }) priceCents!: number;
  @ApiProperty({ description: 'What the discount takes off, KES cents' }) discountCents!: number;
  @ApiProperty({ description: 'What the customer pays (before complimentary), KES cents' }) totalCents!: number;
  @ApiProperty({ type: [StaffQuoteIntervalDto] }) intervals!: StaffQuoteIntervalDto[];
  @ApiProperty({ description: 'How long a pay link holds the slot, minutes' }) holdMinutes!: number;
}

export class StaffBookingCreatedDto {
  @ApiProperty({ format: 'uuid' }) bookingGroupId!: string;
  @ApiProperty({ example: '5F3A9C1D' }) reference!: string;
  @ApiProperty({ type: [String] }) bookingIds!: string[];
  @ApiProperty({ enum: ['confirmed', 'pending'] }) status!: 'confirmed' | 'pending';
  @ApiProperty({ format: 'uuid' }) paymentId!: string;
  @ApiProperty({ example: 'SCH-6F2A9C1D0B' }) paymentReference!: string;
  @ApiProperty({ description: 'KES cents' }) amountCents!: number;
  @ApiProperty({ description: 'KES cents' }) discountCents!: number;
  @ApiProperty({ nullable: true, type: String, example: 'SCH-2026-000123' }) receiptNumber!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'pay_link: the checkout e-mailed to the customer' })
  payUrl!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) holdExpiresAt!: Date | null;
}
