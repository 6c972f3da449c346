import { MEMBERSHIP_STATUSES, type MembershipStatus } from '@coworking/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Max, Min } from 'class-validator';
import { ListQueryDto } from '../../../../common/http/list-query.dto.js';
import { Trim } from '../../../../common/http/transforms.js';
import { IsVenueDate } from '../../../../common/http/venue-date.validators.js';
import { MembershipViewDto } from '../../dto/membership-view.dto.js';

export const MEMBERSHIP_SORTS = ['createdAt', 'currentPeriodEnd', 'status', 'memberName', 'planName'] as const;
export type MembershipSort = (typeof MEMBERSHIP_SORTS)[number];

/** What staff may do to a membership from the back-office. */
export const MEMBERSHIP_STAFF_ACTIONS = ['cancel', 'extend', 'comp'] as const;
export type MembershipStaffAction = (typeof MEMBERSHIP_STAFF_ACTIONS)[number];

export const STAFF_REFUND_CHOICES = ['none', 'prorated'] as const;
export type StaffRefundChoice = (typeof STAFF_REFUND_CHOICES)[number];

/** The API's bounds on a staff action's reason and on an extension. */
export const REASON_LENGTH = { min: 3, max: 500 } as const;
export const EXTENSION_DAYS = { min: 1, max: 366 } as const;
const REASON_MESSAGE = `Please give a reason (${REASON_LENGTH.min} to ${REASON_LENGTH.max} characters)`;

export class MembershipListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: MEMBERSHIP_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsIn(MEMBERSHIP_SORTS, { message: `_sort must be one of ${MEMBERSHIP_SORTS.join(', ')}` })
  _sort?: MembershipSort;

  @ApiPropertyOptional({ enum: MEMBERSHIP_STATUSES, enumName: 'MembershipStatus' })
  @IsOptional()
  @IsIn(MEMBERSHIP_STATUSES, { message: `status must be one of ${MEMBERSHIP_STATUSES.join(', ')}` })
  status?: MembershipStatus;

  @ApiPropertyOptional({ format: 'uuid', description: 'Memberships of this plan' })
  @IsOptional()
  @IsUUID('all', { message: 'planId must be a plan id' })
  planId?: string;

  @ApiPropertyOptional({
    example: '2026-12-08',
    description: 'Active or overdue memberships whose renewal day (period end) is before this venue date',
  })
  @IsOptional()
  @IsVenueDate({ message: 'renewsBefore must be a date (YYYY-MM-DD)' })
  renewsBefore?: string;
}

/** A membership as staff see it: the shared view plus who the member is and how it ended. */
export class AdminMembershipDto extends MembershipViewDto {
  @ApiProperty({ example: 'Wanjiku Kamau' }) memberName!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
  @ApiProperty({ format: 'uuid' }) planId!: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) cancelledAt!: Date | null;
  @ApiProperty({ nullable: true, type: String }) cancelReason!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;

  @ApiProperty({
    enum: MEMBERSHIP_STAFF_ACTIONS,
    enumName: 'MembershipStaffAction',
    isArray: true,
    description: "What the lifecycle lets staff do to it in its status (the admin's permissions aside)",
  })
  staffActions!: MembershipStaffAction[];
}

export class CancelledMembershipDto extends AdminMembershipDto {
  @ApiProperty({ example: '12500.00', description: 'KES refunded for the unused days (0.00 without a refund)' })
  refundedKes!: string;
}

export class MembershipSummaryDto {
  @ApiProperty({ description: 'Members (by e-mail) with a membership that gives access now' })
  activeMembers!: number;

  @ApiProperty({ description: 'Active memberships whose renewal day falls within the next 7 days' })
  renewalsDueIn7Days!: number;

  @ApiProperty({ description: 'Memberships whose renewal is overdue (within the grace period)' })
  pastDue!: number;

  @ApiProperty({
    example: '137500.00',
    description: 'Active and overdue memberships at their price per month (yearly / 12; day passes not counted), KES',
  })
  monthlyRecurringRevenueKes!: string;
}

class StaffReasonDto {
  @ApiProperty({ minLength: REASON_LENGTH.min, maxLength: REASON_LENGTH.max, example: 'Office closed for repairs' })
  @Trim()
  @IsString({ message: REASON_MESSAGE })
  @Length(REASON_LENGTH.min, REASON_LENGTH.max, { message: REASON_MESSAGE })
  reason!: string;
}

export class CancelMembershipDto extends StaffReasonDto {
  @ApiPropertyOptional({
    enum: STAFF_REFUND_CHOICES,
    enumName: 'StaffRefundChoice',
    default: 'none',
    description: "'prorated' refunds the unused whole days of the current period (needs payments.refund)",
  })
  @IsOptional()
  @IsIn(STAFF_REFUND_CHOICES, { message: 'refund must be none or prorated' })
  refund?: StaffRefundChoice;
}

export class ExtendMembershipDto extends StaffReasonDto {
  @ApiProperty({ minimum: EXTENSION_DAYS.min, maximum: EXTENSION_DAYS.max, example: 7 })
  @Type(() => Number)
  @IsInt({ message: 'days must be a whole number of days' })
  @Min(EXTENSION_DAYS.min, { message: `days must be ${EXTENSION_DAYS.min} to ${EXTENSION_DAYS.max}` })
  @Max(EXTENSION_DAYS.max, { message: `days must be ${EXTENSION_DAYS.min} to ${EXTENSION_DAYS.max}` })
  days!: number;
}

export class CompMembershipDto extends StaffReasonDto {}
