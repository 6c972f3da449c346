import {
  ADMIN_NUMBER_LIMITS,
  ADMIN_NUMBER_MESSAGES,
  BILLING_CYCLES,
  type BillingCycle,
  isVenueDate,
  SPACE_TYPES,
  type SpaceType,
} from '@coworking/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsListSort, ListQueryDto, type SortRule } from '../../../common/http/list-query.dto.js';
import { WithinPriceLimit } from '../../../common/http/admin-number.validators.js';
import { MoneyText, OptionalNumber, Trim } from '../../../common/http/transforms.js';

/** Capacity fields fall back to 1 when blank (spec). */
const capacityOrOne = () =>
  Transform(({ value }: { value: unknown }) =>
    value === '' || value === null || value === undefined ? 1 : Number(value),
  );

export class CreateSpaceDto {
  @ApiProperty({ example: 'Boardroom (12 seats)' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(120)
  name!: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string | null;

  @ApiProperty({ enum: SPACE_TYPES, enumName: 'SpaceType', default: 'hot-desk' })
  @IsIn(SPACE_TYPES, { message: `Type must be one of: ${SPACE_TYPES.join(', ')}` })
  type: SpaceType = 'hot-desk';

  @ApiPropertyOptional({
    default: 1,
    minimum: 1,
    maximum: ADMIN_NUMBER_LIMITS.capacity,
    description: 'People the space seats',
  })
  @capacityOrOne()
  @Max(ADMIN_NUMBER_LIMITS.capacity, { message: ADMIN_NUMBER_MESSAGES.capacity })
  @IsInt({ message: 'Capacity must be a whole number' })
  @Min(1, { message: 'Capacity must be at least 1' })
  capacity: number = 1;

  @ApiPropertyOptional({
    default: 1,
    minimum: 1,
    maximum: ADMIN_NUMBER_LIMITS.instancesPerSpace,
    description: 'Physical instances that can be booked at once',
  })
  @capacityOrOne()
  @Max(ADMIN_NUMBER_LIMITS.instancesPerSpace, { message: ADMIN_NUMBER_MESSAGES.availabilityCapacity })
  @IsInt({ message: 'Availability capacity must be a whole number' })
  @Min(1, { message: 'Availability capacity must be at least 1' })
  availabilityCapacity: number = 1;

  @ApiPropertyOptional({ maximum: ADMIN_NUMBER_LIMITS.number, description: 'Blank: next free number' })
  @OptionalNumber()
  @IsOptional()
  @Max(ADMIN_NUMBER_LIMITS.number, { message: ADMIN_NUMBER_MESSAGES.number })
  @IsInt({ message: 'Number must be a whole number' })
  @Min(1, { message: 'Number must be at least 1' })
  number?: number;

  @ApiPropertyOptional({ maximum: ADMIN_NUMBER_LIMITS.displayOrder, description: 'Blank: after the last space' })
  @OptionalNumber()
  @IsOptional()
  @Max(ADMIN_NUMBER_LIMITS.displayOrder, { message: ADMIN_NUMBER_MESSAGES.displayOrder })
  @IsInt({ message: 'Display order must be a whole number' })
  @Min(1, { message: 'Display order must be at least 1' })
  displayOrder?: number;

  @ApiProperty({ example: '25000', description: `KES per billing cycle, at most ${ADMIN_NUMBER_LIMITS.priceKes}` })
  @MoneyText()
  @WithinPriceLimit(ADMIN_NUMBER_MESSAGES.rate)
  @Matches(/^\d{1,8}(\.\d{1,2})?$/, { message: 'Rate must be an amount in KES, e.g. 25000 or 1500.50' })
  @IsNotEmpty({ message: 'Rate is required' })
  @IsString({ message: 'Rate is required' })
  rate!: string;

  @ApiPropertyOptional({ enum: BILLING_CYCLES, enumName: 'BillingCycle', default: 'monthly' })
  @IsIn(BILLING_CYCLES, { message: 'Billing cycle must be hourly, daily or monthly' })
  billingCycle: BillingCycle = 'monthly';

  @ApiPropertyOptional({ type: [String], default: ['WiFi', 'Power outlets'] })
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  amenities: string[] = ['WiFi', 'Power outlets'];

  @ApiPropertyOptional({ nullable: true, type: String })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true },
    { message: 'Image URL must start with http:// or https://' },
  )
  imageUrl?: string | null;

  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() isAvailable?: boolean;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() featured?: boolean;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() isActive?: boolean;
}

export class UpdateSpaceDto extends PartialType(CreateSpaceDto) {}

export class AdminSpaceDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ nullable: true, type: String }) description!: string | null;
  @ApiProperty({ enum: SPACE_TYPES, enumName: 'SpaceType' }) type!: string;
  @ApiProperty() capacity!: number;
  @ApiProperty() availabilityCapacity!: number;
  @ApiProperty({ nullable: true, type: Number }) number!: number | null;
  @ApiProperty({ nullable: true, type: Number }) displayOrder!: number | null;
  @ApiProperty({ nullable: true, type: String }) rate!: string | null;
  @ApiProperty({ enum: BILLING_CYCLES, enumName: 'BillingCycle' }) billingCycle!: string;
  @ApiProperty({ type: [String] }) amenities!: string[];
  @ApiProperty({ nullable: true, type: String }) imageUrl!: string | null;
  @ApiProperty() isAvailable!: boolean;
  @ApiProperty() featured!: boolean;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export class CreateSpaceInstanceDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Choose a space' })
  spaceId!: string;

  @ApiProperty({ example: 'Desk 7' })
  @Trim()
  @IsString({ message: 'Instance label is required' })
  @IsNotEmpty({ message: 'Instance label is required' })
  @MaxLength(60)
  label!: string;

  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() isActive?: boolean;
}

export class UpdateSpaceInstanceDto {
  @ApiPropertyOptional()
  @Trim()
  @IsOptional()
  @IsString({ message: 'Instance label is required' })
  @IsNotEmpty({ message: 'Instance label is required' })
  @MaxLength(60)
  label?: string;

  @ApiPropertyOptional() @IsOptional() @IsBoolean() isActive?: boolean;
}

export class SpaceInstanceDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) spaceId!: string;
  @ApiProperty() instanceNumber!: number;
  @ApiProperty() label!: string;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) lastUsed!: Date | null;
}

export class AssignmentWindowDto {
  @ApiProperty({ example: '2026-12-01' })
  @Type(() => String)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be in YYYY-MM-DD format' })
  startDate!: string;

  @ApiProperty({ example: '2026-12-21' })
  @Type(() => String)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be in YYYY-MM-DD format' })
  endDate!: string;
}

export class AssignmentDto {
  @ApiProperty({ format: 'uuid' }) instanceId!: string;
  @ApiProperty({ example: '2026-12-04T10:00:00.000+03:00' }) startAt!: string;
  @ApiProperty({ example: '2026-12-04T12:00:00.000+03:00' }) endAt!: string;
  @ApiProperty({ example: { id: 'uuid', status: 'confirmed', type: 'meeting-room', time: '10:00' } }) booking!: {
    id: string;
    status: string;
    type: string;
    time: string;
  };
  @ApiProperty({ nullable: true, example: { firstName: 'Wanjiku' } }) user!: { firstName: string | null } | null;
}

export function validWindow(window: AssignmentWindowDto): boolean {
  return isVenueDate(window.startDate) && isVenueDate(window.endDate) && window.startDate <= window.endDate;
}

export const SPACE_SORTS = ['name', 'type', 'displayOrder', 'capacity'] as const;
export type SpaceSort = (typeof SPACE_SORTS)[number];

/** The spaces list: tens of rows, paged and sorted in memory. Without _sort: display order, then name. */
export class SpaceListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: SPACE_SORTS })
  @IsOptional()
  @IsListSort(SPACE_SORTS)
  _sort?: SpaceSort;
}

export const SPACE_LIST = {
  sort: {
    columns: {
      name: (space) => space.name.toLowerCase(),
      type: (space) => space.type,
      displayOrder: (space) => space.displayOrder,
      capacity: (space) => space.capacity,
    },
    default: 'name',
    defaultOrder: 'ASC',
  } satisfies SortRule<SpaceSort, (space: AdminSpaceDto) => string | number | null>,
  tieBreaker: (space: AdminSpaceDto) => space.id,
  searchable: (space: AdminSpaceDto) => [space.name, space.type, space.description],
};
