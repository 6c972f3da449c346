import { ApiProperty } from '@nestjs/swagger';
import { type CheckoutChannel, MpesaPhoneField, PaymentChannelField } from '../../../common/http/pay-method.fields.js';
import { MembershipViewDto } from '../../membership/dto/membership-view.dto.js';

/** A membership as its member sees it in the portal, with what they may do about it now. */
export class MemberMembershipDto extends MembershipViewDto {
  @ApiProperty({ example: 'Active' }) statusLabel!: string;
  @ApiProperty({ nullable: true, type: String, example: '25000.00', description: 'KES due then; null when it ends' })
  nextChargeAmountKes!: string | null;
  @ApiProperty({ description: 'Renewal can be stopped now (access runs to the period end)' })
  canCancelRenewal!: boolean;
  @ApiProperty({ description: 'Stopped renewal can be switched back on (the period has not ended)' })
  canResumeRenewal!: boolean;
  @ApiProperty({
    description: 'The next period can be paid now: overdue, or a pay-link member within 7 days of the end',
  })
  canPay!: boolean;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date',
    description: 'For a membership set not to renew: the day access ends; else null',
  })
  endsOn!: string | null;
  @ApiProperty({ description: 'People it is for: more than one for a team membership the member pays for' })
  seats!: number;
  @ApiProperty({ nullable: true, type: String, description: 'The company paying, for a team membership' })
  companyName!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "For a seat of a company's team membership: the company (its billing contact manages the seat)",
  })
  seatOf!: string | null;
}

export class MemberCheckoutDto {
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'https://checkout.paystack.com/0peioxfhpn',
    description: "Paystack's checkout: send the member there (null for an M-Pesa prompt)",
  })
  authorizationUrl!: string | null;
  @ApiProperty({ example: 'SCH-6F2A9C1D0B', description: 'The payment reference' }) reference!: string;
  @ApiProperty({
    enum: ['checkout', 'pending', 'failed'],
    description:
      'checkout: open authorizationUrl; pending: an M-Pesa prompt was sent (follow GET /api/payments/{reference}/status); failed: it could not be sent (message says why)',
  })
  status!: 'checkout' | 'pending' | 'failed';
  @ApiProperty({ nullable: true, type: String, example: '0712 345 678' }) mpesaPhone!: string | null;
  @ApiProperty({ example: 'Check your phone (0712 345 678) and enter your M-Pesa PIN to pay.' }) message!: string;
}

/** How the member pays the next period: Paystack's checkout (the default) or an M-Pesa prompt. */
export class MemberPayDto {
  @PaymentChannelField() channel?: CheckoutChannel;
  @MpesaPhoneField() mpesaPhone?: string;
}
