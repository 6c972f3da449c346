import { PROMO_APPLIES_TO, PROMO_CODE_MESSAGE, PROMO_CODE_PATTERN, type PromoAppliesTo } from '@coworking/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsListSort, ListQueryDto } from '../../../common/http/list-query.dto.js';
import { Trim } from '../../../common/http/transforms.js';
import { IsVenueDate } from '../../../common/http/venue-date.validators.js';
import { type PromoCodeRow } from '../promo-codes.repository.js';

export class AdminPromoCodeDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'SAVE10', description: 'In capitals; customers may type any case' }) code!: string;
  @ApiProperty({ nullable: true, type: String }) description!: string | null;
  @ApiProperty({ nullable: true, type: 'integer', example: 10 }) percentOff!: number | null;
  @ApiProperty({ nullable: true, type: Number, example: 500, description: 'KES taken off once per checkout' })
  amountOffKes!: number | null;
  @ApiProperty({ enum: PROMO_APPLIES_TO, enumName: 'PromoAppliesTo' }) appliesTo!: PromoAppliesTo;
  @ApiProperty({ type: [String] }) planIds!: string[];
  @ApiProperty({ type: [String] }) spaceIds!: string[];
  @ApiProperty({ description: 'Plans: only the first period is discounted (false: every renewal too)' })
  firstPeriodOnly!: boolean;
  @ApiProperty({ nullable: true, type: String, example: '2026-12-01' }) validFrom!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '2026-12-31' }) validTo!: string | null;
  @ApiProperty({ nullable: true, type: 'integer' }) maxRedemptions!: number | null;
  @ApiProperty({ nullable: true, type: 'integer' }) maxPerCustomer!: number | null;
  @ApiProperty() active!: boolean;
  @ApiProperty({ description: 'Advertised on the home page while active and valid' }) displayOnSite!: boolean;
  @ApiProperty({ nullable: true, type: String, example: '30% OFF - Limited Time!' }) bannerText!: string | null;
  @ApiProperty({ type: 'integer', description: 'Paid uses' }) redemptions!: number;
  @ApiProperty({ type: 'integer', description: 'Uses held by checkouts in progress' }) reserved!: number;
  @ApiProperty({ type: Number, description: 'KES paid with the code, net of refunds' }) revenueKes!: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: Date;
}

export function toAdminPromoCodeDto(row: PromoCodeRow): AdminPromoCodeDto {
  const { amountOffCents, revenueCents, ...rest } = row;
  return {
    ...rest,
    amountOffKes: amountOffCents === null ? null : amountOffCents / 100,
    revenueKes: revenueCents / 100,
  };
}

const nullable = (value: unknown) => (value === '' ? null : value);

export class CreatePromoCodeDto {
  @ApiProperty({ example: 'SAVE10', description: PROMO_CODE_MESSAGE })
  @Trim()
  @Matches(PROMO_CODE_PATTERN, { message: PROMO_CODE_MESSAGE })
  @IsString({ message: PROMO_CODE_MESSAGE })
  code!: string;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 500 })
  @Trim()
  @IsOptional()
  @MaxLength(500, { message: 'The description is at most 500 characters' })
  @IsString()
  description?: string | null;

  @ApiPropertyOptional({ nullable: true, type: 'integer', minimum: 1, maximum: 100 })
  @Transform(({ value }) => nullable(value))
  @IsOptional()
  @Max(100, { message: 'The percentage off is 1 to 100' })
  @Min(1, { message: 'The percentage off is 1 to 100' })
  @IsInt({ message: 'The percentage off is a whole number from 1 to 100' })
  percentOff?: number | null;

  @ApiPropertyOptional({ nullable: true, type: Number, description: 'KES, up to two decimals' })
  @Transform(({ value }) => nullable(value))
  @IsOptional()
  @Max(10_000_000, { message: 'The amount off is at most KES 10,000,000' })
  @Min(0.01, { message: 'The amount off must be above zero' })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'The amount off is KES with up to two decimals' })
  amountOffKes?: number | null;

  @ApiPropertyOptional({ enum: PROMO_APPLIES_TO, enumName: 'PromoAppliesTo', default: 'all' })
  @IsOptional()
  @IsIn(PROMO_APPLIES_TO, { message: `Applies to is one of: ${PROMO_APPLIES_TO.join(', ')}` })
  appliesTo?: PromoAppliesTo;

  @ApiPropertyOptional({ type: [String], description: 'With appliesTo plans' })
  @IsOptional()
  @IsUUID('all', { each: true, message: 'Choose plans from the list' })
  @ArrayMaxSize(100)
  @IsArray({ message: 'Choose plans from the list' })
  planIds?: string[];

  @ApiPropertyOptional({ type: [String], description: 'With appliesTo spaces' })
  @IsOptional()
  @IsUUID('all', { each: true, message: 'Choose spaces from the list' })
  @ArrayMaxSize(500)
  @IsArray({ message: 'Choose spaces from the list' })
  spaceIds?: string[];

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  firstPeriodOnly?: boolean;

  @ApiPropertyOptional({ nullable: true, type: String, example: '2026-12-01' })
  @Transform(({ value }) => nullable(value))
  @IsOptional()
  @IsVenueDate({ message: 'Valid from must be a date (YYYY-MM-DD)' })
  validFrom?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: '2026-12-31' })
  @Transform(({ value }) => nullable(value))
  @IsOptional()
  @IsVenueDate({ message: 'Valid to must be a date (YYYY-MM-DD)' })
  validTo?: string | null;

  @ApiPropertyOptional({ nullable: true, type: 'integer', minimum: 1 })
  @Transform(({ value }) => nullable(value))
  @IsOptional()
  @Max(1_000_000)
  @Min(1, { message: 'Uses in all must be at least 1 (leave it empty for no limit)' })
  @IsInt({ message: 'Uses in all is a whole number' })
  maxRedemptions?: number | null;

  @ApiPropertyOptional({ nullable: true, type: 'integer', minimum: 1 })
  @Transform(({ value }) => nullable(value))
  @IsOptional()
  @Max(1_000)
  @Min(1, { message: 'Uses per customer must be at least 1 (leave it empty for no limit)' })
  @IsInt({ message: 'Uses per customer is a whole number' })
  maxPerCustomer?: number | null;

  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() active?: boolean;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() displayOnSite?: boolean;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 80 })
  @Trim()
  @IsOptional()
  @MaxLength(80, { message: 'The banner is at most 80 characters' })
  @IsString()
  bannerText?: string | null;
}

export class UpdatePromoCodeDto extends PartialType(CreatePromoCodeDto) {}

export const PROMO_CODE_SORTS = ['code', 'createdAt', 'validTo', 'redemptions'] as const;
export type PromoCodeSort = (typeof PROMO_CODE_SORTS)[number];

export class PromoCodeListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: PROMO_CODE_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsListSort(PROMO_CODE_SORTS)
  _sort?: PromoCodeSort;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'active must be true or false' })
  active?: 'true' | 'false';
}
