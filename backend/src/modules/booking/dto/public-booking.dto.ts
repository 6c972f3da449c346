import {
  BILLING_CYCLES,
  BOOKING_DURATION_HOURS,
  BOOKING_FORM_MESSAGES,
  BOOKING_TIME_PATTERN,
  BOOKING_TYPES,
  DATE_PATTERN,
  MAX_DATES_PER_BOOKING,
  SPACE_TYPES,
} from '@coworking/domain';
import { SmsConsentField } from '../../../common/http/pay-method.fields.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Expose, Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  EmailField,
  FirstNameField,
  LastNameField,
  RequiredPhoneField,
} from '../../../common/http/contact-field.decorators.js';
import { IsVenueDate } from '../../../common/http/venue-date.validators.js';

const DATE_MESSAGE = BOOKING_FORM_MESSAGES.dateFormat;

export class SpaceDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ nullable: true, type: String }) description!: string | null;
  @ApiProperty({ nullable: true, type: String }) imageUrl!: string | null;
  @ApiProperty({ enum: SPACE_TYPES, enumName: 'SpaceType' }) type!: string;
  @ApiProperty({ type: [String] }) amenities!: string[];
  @ApiProperty() capacity!: number;
  @ApiProperty() availabilityCapacity!: number;
  @ApiProperty() isAvailable!: boolean;
  @ApiProperty() featured!: boolean;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '1500.00',
    description: 'KES per billing cycle; null = contact for pricing',
  })
  rate!: string | null;
  @ApiProperty({ enum: BILLING_CYCLES, enumName: 'BillingCycle' }) billingCycle!: string;
  @ApiProperty({ nullable: true, type: Number }) displayOrder!: number | null;
}

export class AvailabilityQueryDto {
  @ApiProperty({ example: '2026-12-04', description: 'Venue date (Africa/Nairobi)' })
  @Matches(DATE_PATTERN, { message: DATE_MESSAGE })
  date!: string;
}

export class TimeSlotDto {
  @ApiProperty({ example: '10:00' }) time!: string;
  @ApiProperty() available!: boolean;
  @ApiProperty({ example: '2026-12-04T10:00:00.000+03:00' }) startAt!: string;
  @ApiProperty({ example: '2026-12-04T12:00:00.000+03:00' }) endAt!: string;
  @ApiProperty() totalInstances!: number;
  @ApiProperty() availableInstances!: number;
}

export class AvailabilityDto {
  @ApiProperty({ type: [TimeSlotDto] }) timeSlots!: TimeSlotDto[];
  @ApiProperty({ example: 'Africa/Nairobi' }) timeZone!: string;
}

/** The booking page's form (spec section 5): the page sends one date as `date`; `dates` takes up to 10. */
export class CreateBookingDto {
  @ApiProperty({ enum: BOOKING_TYPES, example: 'tour' })
  @IsIn(BOOKING_TYPES, { message: BOOKING_FORM_MESSAGES.invalidType })
  type!: string;

  @ApiPropertyOptional({ example: '2026-12-04' })
  @IsOptional()
  @IsString({ message: DATE_MESSAGE })
  date?: string;

  @ApiPropertyOptional({ type: [String], example: ['2026-12-04'] })
  // Exposed so the transform runs even when only `date` was sent.
  @Expose()
  @Transform(
    ({ value, obj }: { value: unknown; obj: { date?: unknown } }) =>
      value ?? (obj.date !== undefined ? [obj.date] : undefined),
  )
  @ArrayUnique({ message: BOOKING_FORM_MESSAGES.duplicateDates })
  @IsVenueDate({ each: true, message: DATE_MESSAGE })
  @ArrayMaxSize(MAX_DATES_PER_BOOKING, { message: BOOKING_FORM_MESSAGES.tooManyDates })
  @ArrayMinSize(1, { message: BOOKING_FORM_MESSAGES.datesRequired })
  @IsArray({ message: BOOKING_FORM_MESSAGES.datesRequired })
  dates!: string[];

  @ApiProperty({ example: '10:00' })
  @Matches(BOOKING_TIME_PATTERN, { message: BOOKING_FORM_MESSAGES.timeFormat })
  time!: string;

  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: 24 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Duration must be a whole number of hours' })
  @Min(BOOKING_DURATION_HOURS.min, { message: BOOKING_FORM_MESSAGES.duration })
  @Max(BOOKING_DURATION_HOURS.max, { message: BOOKING_FORM_MESSAGES.duration })
  duration: number = 1;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string;

  @FirstNameField() firstName!: string;
  @LastNameField() lastName!: string;
  @EmailField('single') email!: string;
  @RequiredPhoneField() phone!: string;
  /** The tour form's SMS box ("Text me about this booking…"), recorded as a consent with the tour. */
  @SmsConsentField() smsConsent?: boolean;
}

export class BookingCreatedDto {
  @ApiProperty() success!: boolean;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'pending' }) status!: string;
}
