import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Expose, Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { isVenueDate } from '../../../common/time/venue-time.js';
import { ALL_DAY_ACCESS, MAX_DATES_PER_BOOKING, MONTHLY_ACCESS } from '../booking-rules.js';
import { BILLING_CYCLES, SPACE_TYPES } from '../entities/space.entity.js';
import { Trim } from '../../../common/http/transforms.js';

export const BOOKING_TYPES = ['tour', 'space', ...SPACE_TYPES] as const;
const DATE_MESSAGE = 'Date must be in YYYY-MM-DD format';
const TIME_MESSAGE = "Time must be in HH:MM format, 'All Day Access', or 'Monthly Access'";

@ValidatorConstraint({ name: 'venueDates' })
class VenueDates implements ValidatorConstraintInterface {
  validate(dates: unknown): boolean {
    return Array.isArray(dates) && dates.every((date) => typeof date === 'string' && isVenueDate(date));
  }
  defaultMessage(): string {
    return DATE_MESSAGE;
  }
}

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
  @ApiProperty({ nullable: true, type: String, example: '1500.00', description: 'KES per billing cycle; null = contact for pricing' }) rate!: string | null;
  @ApiProperty({ enum: BILLING_CYCLES, enumName: 'BillingCycle' }) billingCycle!: string;
  @ApiProperty({ nullable: true, type: Number }) displayOrder!: number | null;
}

export class AvailabilityQueryDto {
  @ApiProperty({ example: '2026-12-04', description: 'Venue date (Africa/Nairobi)' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_MESSAGE })
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
  @IsIn(BOOKING_TYPES, { message: 'Invalid booking type' })
  type!: string;

  @ApiPropertyOptional({ example: '2026-12-04' })
  @IsOptional()
  @IsString({ message: DATE_MESSAGE })
  date?: string;

  @ApiPropertyOptional({ type: [String], example: ['2026-12-04'] })
  // Exposed so the transform runs even when only `date` was sent.
  @Expose()
  @Transform(({ value, obj }: { value: unknown; obj: { date?: unknown } }) => value ?? (obj.date !== undefined ? [obj.date] : undefined))
  @ArrayUnique({ message: 'Duplicate dates are not allowed' })
  @Validate(VenueDates)
  @ArrayMaxSize(MAX_DATES_PER_BOOKING, { message: 'Maximum 10 dates allowed' })
  @ArrayMinSize(1, { message: 'At least one date is required' })
  @IsArray({ message: 'At least one date is required' })
  dates!: string[];

  @ApiProperty({ example: '10:00' })
  @Matches(new RegExp(`^(([01]\\d|2[0-3]):[0-5]\\d|${ALL_DAY_ACCESS}|${MONTHLY_ACCESS})$`), { message: TIME_MESSAGE })
  time!: string;

  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: 24 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Duration must be a whole number of hours' })
  @Min(1, { message: 'Duration must be between 1 and 24' })
  @Max(24, { message: 'Duration must be between 1 and 24' })
  duration: number = 1;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string;

  @ApiProperty() @Trim() @IsString() @IsNotEmpty({ message: 'First name is required' }) @MaxLength(100) firstName!: string;
  @ApiProperty() @Trim() @IsString() @IsNotEmpty({ message: 'Last name is required' }) @MaxLength(100) lastName!: string;
  @ApiProperty() @Trim() @IsEmail({}, { message: 'Valid email is required' }) email!: string;
  @ApiProperty() @Trim() @IsString() @IsNotEmpty({ message: 'Phone number is required' }) @MaxLength(30) phone!: string;
}

export class BookingCreatedDto {
  @ApiProperty() success!: boolean;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'pending' }) status!: string;
}
