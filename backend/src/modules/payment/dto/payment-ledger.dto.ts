import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Min, ValidateIf } from 'class-validator';
import { PAYMENT_MESSAGES } from '../payment.messages.js';
import { ListQueryDto } from '../../../common/http/list-query.dto.js';
import { Trim, TrimToUndefined } from '../../../common/http/transforms.js';
import { IsVenueDate } from '../../../common/http/venue-date.validators.js';
import {
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  type PaymentPurpose,
  type PaymentStatus,
} from '../entities/payment.entity.js';
import {
  HAND_BACK_METHODS,
  type HandBackMethod,
  REFUND_STATUSES,
  type RefundStatus,
} from '../entities/refund.entity.js';

/** A payment's status as the ledger filters it: Paystack's outcome, or how much of a success went back. */
export const LEDGER_STATUSES = [...PAYMENT_STATUSES, 'refunded', 'partially_refunded'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];
export const LEDGER_SORTS = ['createdAt', 'paidAt', 'amountCents', 'reference', 'status', 'customerName'] as const;
export type LedgerSort = (typeof LEDGER_SORTS)[number];
/** How much of a successful payment went back: none, some (or on its way), all. */
export const REFUND_STATES = ['none', 'pending', 'partial', 'full'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export class PaymentLedgerQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: LEDGER_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsIn(LEDGER_SORTS, { message: `_sort must be one of ${LEDGER_SORTS.join(', ')}` })
  _sort?: LedgerSort;

  @ApiPropertyOptional({ enum: LEDGER_STATUSES })
  @IsOptional()
  @IsIn(LEDGER_STATUSES, { message: `status must be one of ${LEDGER_STATUSES.join(', ')}` })
  status?: LedgerStatus;

  @ApiPropertyOptional({ enum: PAYMENT_PURPOSES })
  @IsOptional()
  @IsIn(PAYMENT_PURPOSES, { message: 'purpose must be booking or plan' })
  purpose?: PaymentPurpose;

  @ApiPropertyOptional({
    example: 'mobile_money',
    description:
      "Paystack's channel (card, mobile_money, …) or one staff recorded (cash, mpesa, bank_transfer, complimentary)",
  })
  @Trim()
  @IsOptional()
  @IsString()
  @Length(1, 40, { message: 'channel must be 1 to 40 characters' })
  channel?: string;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'Created on or after this venue date' })
  @IsOptional()
  @IsVenueDate({ message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Created on or before this venue date' })
  @IsOptional()
  @IsVenueDate({ message: 'to must be a date (YYYY-MM-DD)' })
  to?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The booking group or plan booking paid for' })
  @IsOptional()
  @IsUUID('all', { message: 'targetId must be a booking group or plan booking id' })
  targetId?: string;
}

export class RefundDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) paymentId!: string;
  @ApiProperty({ description: 'Cents (subunits) of `currency`' }) amountCents!: number;
  @ApiProperty({
    example: 'KES',
    description: "The transaction's currency: KES, or what a rejected charge was taken in",
  })
  currency!: string;
  @ApiProperty() reason!: string;
  @ApiProperty({
    enum: REFUND_STATUSES,
    enumName: 'RefundStatus',
    description: 'awaiting-hand-back: paid at the desk, waiting for staff to hand the money back and record it',
  })
  status!: RefundStatus;
  @ApiProperty({ enum: ['staff', 'customer', 'system'] }) requestedBy!: 'staff' | 'customer' | 'system';
  @ApiProperty({ nullable: true, type: String, description: 'The admin who asked, when staff did' })
  requestedByUsername!: string | null;
  @ApiProperty({ nullable: true, type: String }) paystackRefundId!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'SCH-CN-2026-000004' }) creditNoteNumber!: string | null;
  @ApiProperty({ nullable: true, type: String }) failure!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) processedAt!: Date | null;
  @ApiProperty({
    nullable: true,
    enum: HAND_BACK_METHODS,
    enumName: 'HandBackMethod',
    description: 'A desk refund: how staff handed the money back',
  })
  settledMethod!: HandBackMethod | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The M-Pesa code or bank reference of the money handed back',
  })
  settledReference!: string | null;
  @ApiProperty({ nullable: true, type: String }) settledNote!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The admin who recorded the money handed back' })
  settledByUsername!: string | null;
}

export class PaymentLedgerRowDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'SCH-6F2A9C1D0B' }) reference!: string;
  @ApiProperty({ enum: PAYMENT_PURPOSES }) purpose!: PaymentPurpose;
  @ApiProperty({ format: 'uuid', description: 'The booking group (purpose booking) or plan booking (purpose plan)' })
  targetId!: string;
  @ApiProperty({ example: 'Boardroom · 2026-12-04 +1', description: 'What was paid for, in short' })
  targetLabel!: string;
  @ApiProperty({ nullable: true, type: String }) customerName!: string | null;
  @ApiProperty() email!: string;
  @ApiProperty({ nullable: true, type: String, description: "Paystack's transaction id" })
  paystackTransactionId!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'mobile_money' }) channel!: string | null;
  @ApiProperty({ description: 'KES cents' }) amountCents!: number;
  @ApiProperty({ nullable: true, type: Number, description: "Paystack's fees, KES cents, when known" })
  feesCents!: number | null;
  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' }) status!: PaymentStatus;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'A rejected payment: what Paystack actually took, in cents (subunits) of receivedCurrency',
  })
  receivedCents!: number | null;
  @ApiProperty({ nullable: true, type: String, example: 'NGN', description: 'A rejected payment: the currency taken' })
  receivedCurrency!: string | null;
  @ApiProperty({ description: 'Refunded and processed, KES cents (receivedCurrency for a rejected payment)' })
  refundedCents!: number;
  @ApiProperty({ description: 'Refunds requested but not processed yet, KES cents' }) pendingRefundCents!: number;
  @ApiProperty({ enum: REFUND_STATES }) refundState!: RefundState;
  @ApiProperty({ nullable: true, type: String, example: 'SCH-2026-000123' }) receiptNumber!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The admin who recorded a payment taken at the desk or sent its pay link; null for online checkouts',
  })
  recordedBy!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) paidAt!: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: Date;
}

export class PaymentDetailDto extends PaymentLedgerRowDto {
  @ApiProperty({ type: [RefundDto] }) refunds!: RefundDto[];
  @ApiProperty({ description: 'What can still be refunded, KES cents' }) refundableCents!: number;
  @ApiProperty({ nullable: true, type: String }) companyName!: string | null;
  @ApiProperty({ nullable: true, type: String }) kraPin!: string | null;
  @ApiProperty({ type: [String], description: 'The booking rows paid for (purpose booking), to open them' })
  bookingIds!: string[];
  @ApiProperty({ nullable: true, type: String, description: 'The plan booking paid for (purpose plan)' })
  planBookingId!: string | null;
}

export class CreateRefundDto {
  @ApiPropertyOptional({ minimum: 1, description: 'KES cents; omitted: everything still refundable' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Refund amount must be a whole number of cents' })
  @Min(1, { message: 'Refund amount must be more than zero' })
  amountCents?: number;

  @ApiProperty({ minLength: 3, maxLength: 500, example: 'Customer moved to another date' })
  @Trim()
  @IsString({ message: 'Please give a reason for the refund' })
  @Length(3, 500, { message: 'Please give a reason for the refund (3 to 500 characters)' })
  reason!: string;

  @ApiProperty({ format: 'uuid', description: 'New for each refund the admin means: a repeated key refunds once' })
  @IsUUID('all', { message: 'idempotencyKey must be a UUID' })
  idempotencyKey!: string;
}

/** Staff record the money of a desk refund handed back: how, with the M-Pesa code or bank reference, and a note. */
export class RecordHandBackDto {
  @ApiProperty({ enum: HAND_BACK_METHODS, enumName: 'HandBackMethod' })
  @IsIn(HAND_BACK_METHODS, { message: 'method must be cash, mpesa or bank_transfer' })
  method!: HandBackMethod;

  @ApiPropertyOptional({
    maxLength: 100,
    example: 'QGH4K2L9PZ',
    description: 'The M-Pesa code or bank reference; required for mpesa and bank_transfer',
  })
  @TrimToUndefined()
  @ValidateIf(
    (body: RecordHandBackDto) =>
      body.method === 'mpesa' || body.method === 'bank_transfer' || body.reference !== undefined,
  )
  @IsString({ message: PAYMENT_MESSAGES.handBackReferenceNeeded })
  @Length(1, 100, {
    message: ({ value }) =>
      typeof value === 'string' && value.length > 100
        ? 'The reference must be at most 100 characters'
        : PAYMENT_MESSAGES.handBackReferenceNeeded,
  })
  reference?: string;

  @ApiPropertyOptional({ maxLength: 500, example: 'Handed to the customer at reception' })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'The note must be text' })
  @Length(0, 500, { message: 'The note must be at most 500 characters' })
  note?: string;
}
