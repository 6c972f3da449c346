import { ApiProperty } from '@nestjs/swagger';
import { BOOKING_STATUSES, type BookingStatus } from '../entities/space-booking.entity.js';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../payment/entities/payment.entity.js';
import { REFUND_STATUSES, type RefundStatus } from '../../payment/entities/refund.entity.js';

export class ManagedBookingItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '2026-12-04' }) date!: string;
  @ApiProperty({ example: '10:00', description: "HH:MM, or 'All Day Access' / 'Monthly Access'" }) time!: string;
  @ApiProperty({ example: '2 hours' }) duration!: string;
  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' }) status!: BookingStatus;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-04T10:00:00.000+03:00' }) startsAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) endsAt!: string;
}

export class ManagedCancellationDto {
  @ApiProperty({ description: 'Whether the Cancel button works now' }) allowed!: boolean;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'Until when (null: nothing to cancel)',
  })
  deadline!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Fri 4 Dec 2026, 08:00 (Nairobi time)' })
  deadlineText!: string | null;
  @ApiProperty({ example: 'Free cancellation up to 2 hours before the start, with a full refund…' }) policy!: string;
}

export class ManagedRefundDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'KES cents' }) amountCents!: number;
  // The shared enum's description, as the ledger gives it: whichever DTO the document meets first describes it.
  @ApiProperty({
    enum: REFUND_STATUSES,
    enumName: 'RefundStatus',
    description: 'awaiting-hand-back: paid at the desk, waiting for staff to hand the money back and record it',
  })
  status!: RefundStatus;
  @ApiProperty({ type: String, format: 'date-time' }) requestedAt!: Date;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) processedAt!: Date | null;
  @ApiProperty({ nullable: true, type: String }) creditNoteNumber!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Where to download the credit note, once there is one' })
  creditNoteUrl!: string | null;
}

export class ManagedPaymentDto {
  @ApiProperty({ example: 'SCH-6F2A9C1D0B' }) reference!: string;
  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' }) status!: PaymentStatus;
  @ApiProperty({ description: 'KES cents' }) amountCents!: number;
  @ApiProperty({ description: 'Refunded and processed, KES cents' }) refundedCents!: number;
  @ApiProperty({ nullable: true, type: String, example: 'mobile_money' }) channel!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) paidAt!: Date | null;
  @ApiProperty({ nullable: true, type: String, example: 'SCH-2026-000123' }) receiptNumber!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Where to download the receipt PDF' })
  receiptUrl!: string | null;
  @ApiProperty({ type: [ManagedRefundDto] }) refunds!: ManagedRefundDto[];
}

/** The code the front desk checks the visitor in by (it grants nothing else), printed and as a QR code. */
export class ManagedCheckInDto {
  @ApiProperty({ example: 'K7QM-3XPA', description: 'The check-in code as printed' }) code!: string;
  @ApiProperty({
    example: 'data:image/svg+xml;base64,PHN2Zy…',
    description: 'The QR code of the check-in code: an SVG data URL to show as an image',
  })
  qrDataUrl!: string;
}

/** Whether the customer may move the booking to another date or slot (the same window as cancelling). */
export class ManagedMoveDto {
  @ApiProperty({ description: 'Whether the Move button works now' }) allowed!: boolean;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'Fri 4 Dec 2026, 08:00 (Nairobi time)',
    description: 'Until when it can be moved (null: a booking that cannot be moved at all, e.g. a tour)',
  })
  deadlineText!: string | null;
}

/** A booking as its customer sees it through the manage link. */
export class ManagedBookingDto {
  @ApiProperty({ example: '3F2A9C1D', description: 'The reference the e-mails quote' }) reference!: string;
  @ApiProperty({ example: 'Boardroom (12 seats)' }) title!: string;
  @ApiProperty({ enum: ['space', 'tour'] }) kind!: 'space' | 'tour';
  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus', description: 'Cancelled only when every row is' })
  status!: BookingStatus;
  @ApiProperty() firstName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: [ManagedBookingItemDto] }) items!: ManagedBookingItemDto[];
  @ApiProperty({ type: ManagedCancellationDto }) cancellation!: ManagedCancellationDto;
  @ApiProperty({ nullable: true, type: ManagedPaymentDto }) payment!: ManagedPaymentDto | null;
  @ApiProperty({ description: 'Where to download the calendar file (.ics)' }) calendarUrl!: string;
  @ApiProperty({
    nullable: true,
    type: ManagedCheckInDto,
    description: 'The check-in code to show at the front desk; null unless the booking is confirmed',
  })
  checkIn!: ManagedCheckInDto | null;
  @ApiProperty({ type: ManagedMoveDto }) move!: ManagedMoveDto;
  @ApiProperty({ description: "Booked from a membership's allowance: nothing was paid, and nothing is owed" })
  includedInMembership!: boolean;
}

export class ManagedBookingCancelledDto {
  @ApiProperty({ example: 'Your booking is cancelled. KSh 3,000 is being refunded.' }) message!: string;
  @ApiProperty({ type: ManagedBookingDto }) booking!: ManagedBookingDto;
}
