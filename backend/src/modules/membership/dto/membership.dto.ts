import {
  ADMIN_NUMBER_LIMITS,
  ADMIN_NUMBER_MESSAGES,
  BOOKING_FORM_MESSAGES,
  MAX_ALLOWANCE_PER_PERIOD,
  MAX_TEAM_SEATS,
  TEAM_SEATS_MESSAGE,
} from '@coworking/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsListSort, ListQueryDto, type SortRule } from '../../../common/http/list-query.dto.js';
import { WithinPriceLimit } from '../../../common/http/admin-number.validators.js';
import { CheckoutContactDto } from '../../../common/http/checkout-contact.dto.js';
import { PLAN_PERIODS, type PlanPeriod } from '../entities/membership-plan.entity.js';
import { MoneyText, OptionalNumber, Trim } from '../../../common/http/transforms.js';
import { IsVenueDate } from '../../../common/http/venue-date.validators.js';
import { CompanyNameField, KraPinField } from '../../payment/dto/payment.dto.js';

export class MembershipPlanDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ nullable: true, type: String }) description!: string | null;
  @ApiProperty({ example: '10500.00', description: 'KES per period' }) price!: string;
  @ApiProperty({ enum: PLAN_PERIODS, enumName: 'PlanPeriod' }) period!: string;
  @ApiProperty({ type: [String] }) features!: string[];
  @ApiProperty({ nullable: true, type: Number }) number!: number | null;
  @ApiProperty({ nullable: true, type: Number }) displayOrder!: number | null;
  @ApiProperty() isActive!: boolean;
  @ApiProperty() isAvailable!: boolean;
  @ApiProperty() popular!: boolean;
  @ApiProperty() isAdditional!: boolean;
  @ApiProperty({ nullable: true, type: String }) promoText!: string | null;
  @ApiProperty({ minimum: 0, maximum: MAX_ALLOWANCE_PER_PERIOD, description: 'Desk days included each period' })
  deskDaysPerPeriod!: number;
  @ApiProperty({ description: 'Desk days without limit (deskDaysPerPeriod is then ignored)' })
  unlimitedDeskDays!: boolean;
  @ApiProperty({
    minimum: 0,
    maximum: MAX_ALLOWANCE_PER_PERIOD,
    description: 'Meeting-room hours included each period',
  })
  meetingRoomHoursPerPeriod!: number;
  @ApiProperty({ minimum: 0, maximum: MAX_ALLOWANCE_PER_PERIOD, description: 'Guest passes included each period' })
  guestPassesPerPeriod!: number;
  @ApiProperty({
    minimum: 0,
    maximum: 100,
    description: 'Percent off the public price of bookings beyond the allowance',
  })
  memberDiscountPercent!: number;
}

/** What a plan's allowance fields refuse, in words the plan form shows next to the field. */
export const PLAN_ALLOWANCE_MESSAGES = {
  deskDaysPerPeriod: `Desk days per period must be a whole number from 0 to ${MAX_ALLOWANCE_PER_PERIOD}`,
  unlimitedDeskDays: 'Unlimited desk days must be true or false',
  meetingRoomHoursPerPeriod: `Meeting-room hours per period must be a whole number from 0 to ${MAX_ALLOWANCE_PER_PERIOD}`,
  guestPassesPerPeriod: `Guest passes per period must be a whole number from 0 to ${MAX_ALLOWANCE_PER_PERIOD}`,
  memberDiscountPercent: 'Member discount must be a whole percentage from 0 to 100',
} as const;

/** An optional whole number from 0 to `max`, one message for every way it can be wrong (blank: not sent). */
function AllowanceNumber(max: number, message: string, description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ minimum: 0, maximum: max, default: 0, description }),
    OptionalNumber(),
    IsOptional(),
    IsInt({ message }),
    Min(0, { message }),
    Max(max, { message }),
  );
}

export class CreateMembershipPlanDto {
  @ApiProperty() @Trim() @IsString() @IsNotEmpty({ message: 'Name is required' }) @MaxLength(120) name!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) @IsOptional() @IsString() @MaxLength(2000) description?:
    string | null;

  @ApiProperty({ example: '25000', description: `KES per period, at most ${ADMIN_NUMBER_LIMITS.priceKes}` })
  @MoneyText()
  @WithinPriceLimit(ADMIN_NUMBER_MESSAGES.price)
  @Matches(/^\d{1,8}(\.\d{1,2})?$/, { message: 'Price must be an amount in KES, e.g. 25000 or 1500.50' })
  @IsNotEmpty({ message: 'Price is required' })
  @IsString({ message: 'Price is required' })
  price!: string;

  @ApiPropertyOptional({ enum: PLAN_PERIODS, default: 'monthly' })
  @IsIn(PLAN_PERIODS, { message: 'Period must be daily, monthly or yearly' })
  period: PlanPeriod = 'monthly';

  @ApiPropertyOptional({ type: [String], default: ['WiFi Access', '24/7 Access'] })
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  features: string[] = ['WiFi Access', '24/7 Access'];

  @ApiPropertyOptional({ maximum: ADMIN_NUMBER_LIMITS.number })
  @OptionalNumber()
  @IsOptional()
  @Max(ADMIN_NUMBER_LIMITS.number, { message: ADMIN_NUMBER_MESSAGES.number })
  @IsInt()
  @Min(1, { message: 'Number must be at least 1' })
  number?: number;
  @ApiPropertyOptional({ maximum: ADMIN_NUMBER_LIMITS.displayOrder })
  @OptionalNumber()
  @IsOptional()
  @Max(ADMIN_NUMBER_LIMITS.displayOrder, { message: ADMIN_NUMBER_MESSAGES.displayOrder })
  @IsInt()
  @Min(1, { message: 'Display order must be at least 1' })
  displayOrder?: number;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() isActive?: boolean;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() isAvailable?: boolean;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() popular?: boolean;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() isAdditional?: boolean;
  @ApiPropertyOptional({ nullable: true, type: String }) @IsOptional() @IsString() @MaxLength(120) promoText?:
    string | null;

  @AllowanceNumber(
    MAX_ALLOWANCE_PER_PERIOD,
    PLAN_ALLOWANCE_MESSAGES.deskDaysPerPeriod,
    'Desk days included each period',
  )
  deskDaysPerPeriod?: number;

  @ApiPropertyOptional({ default: false, description: 'Desk days without limit (deskDaysPerPeriod is then ignored)' })
  @IsOptional()
  @IsBoolean({ message: PLAN_ALLOWANCE_MESSAGES.unlimitedDeskDays })
  unlimitedDeskDays?: boolean;

  @AllowanceNumber(
    MAX_ALLOWANCE_PER_PERIOD,
    PLAN_ALLOWANCE_MESSAGES.meetingRoomHoursPerPeriod,
    'Meeting-room hours included each period',
  )
  meetingRoomHoursPerPeriod?: number;

  @AllowanceNumber(
    MAX_ALLOWANCE_PER_PERIOD,
    PLAN_ALLOWANCE_MESSAGES.guestPassesPerPeriod,
    'Guest passes included each period',
  )
  guestPassesPerPeriod?: number;

  @AllowanceNumber(
    100,
    PLAN_ALLOWANCE_MESSAGES.memberDiscountPercent,
    'Percent off the public price of bookings beyond the allowance',
  )
  memberDiscountPercent?: number;
}

export class UpdateMembershipPlanDto extends PartialType(CreateMembershipPlanDto) {}

export class ComparisonFeatureDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() displayOrder!: number;
  @ApiProperty() isActive!: boolean;
}

export class CreateComparisonFeatureDto {
  @ApiProperty() @Trim() @IsString() @IsNotEmpty({ message: 'Name is required' }) @MaxLength(120) name!: string;
  @ApiPropertyOptional({ maximum: ADMIN_NUMBER_LIMITS.displayOrder, description: 'Blank: after the last feature' })
  @OptionalNumber()
  @IsOptional()
  @Max(ADMIN_NUMBER_LIMITS.displayOrder, { message: ADMIN_NUMBER_MESSAGES.displayOrder })
  @IsInt()
  @Min(1, { message: 'Display order must be at least 1' })
  displayOrder?: number;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() isActive?: boolean;
}

export class UpdateComparisonFeatureDto extends PartialType(CreateComparisonFeatureDto) {}

export class ComparisonFeaturePlanDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) comparisonFeatureId!: string;
  @ApiProperty({ format: 'uuid' }) membershipPlanId!: string;
  @ApiProperty({ example: 'Unlimited' }) value!: string;
}

export class UpsertComparisonFeaturePlanDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Choose a feature' }) comparisonFeatureId!: string;
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Choose a plan' }) membershipPlanId!: string;
  @ApiProperty({ example: 'Yes' }) @Trim() @IsString() @MaxLength(200) value!: string;
}

export class CreatePlanBookingDto extends CheckoutContactDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Choose a membership plan' }) planId!: string;
  @ApiProperty({ example: '2026-12-01', description: 'Venue date YYYY-MM-DD (Africa/Nairobi), today or later' })
  @IsVenueDate({ message: BOOKING_FORM_MESSAGES.dateFormat })
  startDate!: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_TEAM_SEATS,
    default: 1,
    description:
      "People the membership is for. More than one (or a company named here) makes a team membership for the company: the plan's price times the seats each period, one payment and one receipt to the company; the buyer is its billing contact and gives the seats to people in the member portal",
  })
  @IsOptional()
  @IsInt({ message: TEAM_SEATS_MESSAGE })
  @Min(1, { message: TEAM_SEATS_MESSAGE })
  @Max(MAX_TEAM_SEATS, { message: TEAM_SEATS_MESSAGE })
  seats?: number;

  @CompanyNameField() companyName?: string | null;
  @KraPinField() kraPin?: string | null;
}

export class PlanBookingCreatedDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'pending' }) subscriptionStatus!: string;
}

export const PLAN_SORTS = ['name', 'price', 'period', 'displayOrder'] as const;
export type PlanSort = (typeof PLAN_SORTS)[number];

/** The plans list: tens of rows, paged and sorted in memory. Without _sort: the order the public page shows. */
export class PlanListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: PLAN_SORTS })
  @IsOptional()
  @IsListSort(PLAN_SORTS)
  _sort?: PlanSort;
}

export const PLAN_LIST = {
  sort: {
    columns: {
      name: (plan) => plan.name.toLowerCase(),
      price: (plan) => Number(plan.price),
      period: (plan) => plan.period,
      displayOrder: (plan) => plan.displayOrder,
    },
    default: 'name',
    defaultOrder: 'ASC',
  } satisfies SortRule<PlanSort, (plan: MembershipPlanDto) => string | number | null>,
  tieBreaker: (plan: MembershipPlanDto) => plan.id,
  searchable: (plan: MembershipPlanDto) => [plan.name, plan.description, plan.period],
};
