import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { Trim, TrimToUndefined } from '../../../common/http/transforms.js';
import { BOOK_AHEAD_DAYS_RANGE, DEFAULT_BOOK_AHEAD_DAYS, KRA_PIN_MESSAGE, KRA_PIN_PATTERN } from '@coworking/domain';

export class CancellationPolicySettingsDto {
  @ApiProperty({ minimum: 0, maximum: 168, example: 2 })
  @IsInt({ message: 'Hours before an hourly booking must be a whole number' })
  @Min(0, { message: 'Hours before an hourly booking cannot be negative' })
  @Max(168, { message: 'Hours before an hourly booking must be at most 168 (a week)' })
  hourlyHoursBefore!: number;

  @ApiProperty({ minimum: 0, maximum: 720, example: 24 })
  @IsInt({ message: 'Hours before a day pass must be a whole number' })
  @Min(0, { message: 'Hours before a day pass cannot be negative' })
  @Max(720, { message: 'Hours before a day pass must be at most 720 (30 days)' })
  dailyHoursBefore!: number;

  @ApiProperty({ minimum: 0, maximum: 60, example: 7 })
  @IsInt({ message: 'Days before a monthly booking must be a whole number' })
  @Min(0, { message: 'Days before a monthly booking cannot be negative' })
  @Max(60, { message: 'Days before a monthly booking must be at most 60' })
  monthlyDaysBefore!: number;
}

/** What receipts say about the business, whether it charges VAT, and its cancellation policy. */
export class BusinessSettingsDto {
  @ApiProperty({ example: 'Syokimau Coworking Hub' })
  @Trim()
  @IsString()
  @Length(2, 120, { message: 'Business name must be 2 to 120 characters' })
  businessName!: string;

  @ApiProperty({ example: 'EENS Business Park, Syokimau, Mombasa Road, Nairobi' })
  @Trim()
  @IsString()
  @Length(5, 300, { message: 'Address must be 5 to 300 characters' })
  address!: string;

  @ApiProperty({ nullable: true, type: String, example: 'P051234567X', description: 'Blank clears it' })
  @TrimToUndefined()
  @IsOptional()
  @Matches(KRA_PIN_PATTERN, { message: KRA_PIN_MESSAGE })
  kraPin!: string | null;

  @ApiProperty({ description: 'Registered for VAT: receipts show net, VAT and gross (prices include VAT)' })
  @IsBoolean({ message: 'VAT registered must be true or false' })
  vatRegistered!: boolean;

  @ApiProperty({ example: 16, minimum: 0, maximum: 50 })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'VAT rate must be a number' })
  @Min(0, { message: 'VAT rate cannot be negative' })
  @Max(50, { message: 'VAT rate must be at most 50 %' })
  vatRatePercent!: number;

  @ApiProperty({ type: CancellationPolicySettingsDto })
  @IsObject({ message: 'cancellation is required' })
  @ValidateNested()
  @Type(() => CancellationPolicySettingsDto)
  cancellation!: CancellationPolicySettingsDto;

  @ApiPropertyOptional({
    example: 7,
    minimum: 0,
    maximum: 60,
    description: 'Days an unpaid membership keeps access after its period ends; left out: unchanged',
  })
  @IsOptional()
  @IsInt({ message: 'Grace period must be a whole number of days' })
  @Min(0, { message: 'Grace period cannot be negative' })
  @Max(60, { message: 'Grace period must be at most 60 days' })
  membershipGraceDays!: number;

  @ApiPropertyOptional({
    example: DEFAULT_BOOK_AHEAD_DAYS,
    minimum: BOOK_AHEAD_DAYS_RANGE.min,
    maximum: BOOK_AHEAD_DAYS_RANGE.max,
    description: 'How many days ahead bookings, tours and memberships may start; left out: unchanged',
  })
  @IsOptional()
  @IsInt({ message: 'Book-ahead limit must be a whole number of days' })
  @Min(BOOK_AHEAD_DAYS_RANGE.min, { message: `Book-ahead limit must be at least ${BOOK_AHEAD_DAYS_RANGE.min} day` })
  @Max(BOOK_AHEAD_DAYS_RANGE.max, {
    message: `Book-ahead limit must be at most ${BOOK_AHEAD_DAYS_RANGE.max} days (two years)`,
  })
  bookAheadDays!: number;
}
