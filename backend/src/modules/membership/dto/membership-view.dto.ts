import { MEMBERSHIP_STATUSES, type MembershipStatus } from '@coworking/domain';
import { ApiProperty } from '@nestjs/swagger';
import { PLAN_PERIODS, type PlanPeriod } from '../entities/membership-plan.entity.js';

/** How a membership is paid, as Paystack named the channel of its last payment. */
export const MEMBERSHIP_PAYMENT_CHANNELS = ['card', 'mobile_money'] as const;
export type MembershipPaymentChannel = (typeof MEMBERSHIP_PAYMENT_CHANNELS)[number];

export class MembershipPaymentMethodDto {
  @ApiProperty({
    enum: MEMBERSHIP_PAYMENT_CHANNELS,
    enumName: 'MembershipPaymentChannel',
    nullable: true,
    description: "Paystack's channel of the last payment; null before the first",
  })
  channel!: MembershipPaymentChannel | null;

  @ApiProperty({
    nullable: true,
    type: String,
    example: '4081',
    description: 'The saved card, when renewals charge one',
  })
  last4!: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'visa' })
  brand!: string | null;
}

/** What the portal and the back-office both show of a membership: its plan, status, period and how it renews. */
export class MembershipViewDto {
  @ApiProperty({ format: 'uuid', description: 'The plan booking' }) id!: string;
  @ApiProperty({ example: 'Dedicated Desk' }) planName!: string;
  @ApiProperty({ enum: PLAN_PERIODS, enumName: 'PlanPeriod' }) period!: PlanPeriod;
  @ApiProperty({ example: '25000.00', description: "The plan's price per period now, KES" }) priceKes!: string;
  @ApiProperty({ enum: MEMBERSHIP_STATUSES, enumName: 'MembershipStatus' }) status!: MembershipStatus;
  @ApiProperty({ format: 'date', example: '2026-12-01' }) startDate!: string;
  @ApiProperty({ nullable: true, type: String, format: 'date' }) currentPeriodStart!: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date',
    description: 'The first day the current period no longer covers (the renewal day)',
  })
  currentPeriodEnd!: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date',
    description: 'When the next period is due (the period end) while the membership renews; else null',
  })
  nextChargeDate!: string | null;

  @ApiProperty({ type: MembershipPaymentMethodDto }) paymentMethod!: MembershipPaymentMethodDto;

  @ApiProperty({ description: 'A saved card will be charged at the period end (else the member pays by link)' })
  renewsAutomatically!: boolean;
}
