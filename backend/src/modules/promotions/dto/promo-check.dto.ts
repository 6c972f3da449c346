import { PROMO_APPLIES_TO, PROMO_CODE_MESSAGE, type PromoAppliesTo } from '@coworking/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsInt, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { NormaliseEmail, Trim } from '../../../common/http/transforms.js';

/**
 * What the checkout forms ask before paying: would this code apply, and what would it take off the price the page
 * shows? The checkout itself prices everything again on the server; this only shows the customer the result.
 */
export class PromoCheckDto {
  @ApiProperty({ example: 'SAVE10' })
  @Trim()
  @MaxLength(32, { message: PROMO_CODE_MESSAGE })
  @IsString({ message: 'Type a promo code' })
  code!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The space being booked' })
  @IsOptional()
  @IsUUID('all', { message: 'Choose a space' })
  spaceId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The membership plan being bought' })
  @IsOptional()
  @IsUUID('all', { message: 'Choose a plan' })
  planId?: string;

  @ApiProperty({ example: 3000, description: 'KES the page shows before the code' })
  @Max(100_000_000)
  @Min(0, { message: 'The amount cannot be negative' })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'The amount is KES with up to two decimals' })
  amount!: number;

  @ApiPropertyOptional({ description: 'The customer’s e-mail, for the per-customer limit' })
  @NormaliseEmail()
  @IsOptional()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description: 'Seats of a team membership (the amount is for all of them)',
  })
  @IsOptional()
  @Max(500)
  @Min(1)
  @IsInt()
  seats?: number;
}

export class PromoCheckResultDto {
  @ApiProperty({ example: 'SAVE10' }) code!: string;
  @ApiProperty({ nullable: true, type: 'integer', example: 10 }) percentOff!: number | null;
  @ApiProperty({ nullable: true, type: Number }) amountOffKes!: number | null;
  @ApiProperty({ example: 3000, description: 'KES before the code' }) originalAmount!: number;
  @ApiProperty({ example: 300, description: 'KES the code takes off' }) discount!: number;
  @ApiProperty({ example: 2700, description: 'KES to pay' }) total!: number;
  @ApiProperty({ example: 'SAVE10: 10% off' }) message!: string;
}

/** The promotion the site advertises (the home page's banner and struck-through prices). */
export class FeaturedPromotionDto {
  @ApiProperty({ example: 'LAUNCH30' }) code!: string;
  @ApiProperty({ example: '30% OFF - Limited Time!' }) bannerText!: string;
  @ApiProperty({ nullable: true, type: 'integer' }) percentOff!: number | null;
  @ApiProperty({ nullable: true, type: Number }) amountOffKes!: number | null;
  @ApiProperty({ enum: PROMO_APPLIES_TO, enumName: 'PromoAppliesTo' }) appliesTo!: PromoAppliesTo;
  @ApiProperty({ type: [String] }) planIds!: string[];
  @ApiProperty({ nullable: true, type: String, example: '2026-12-31' }) validTo!: string | null;
}
