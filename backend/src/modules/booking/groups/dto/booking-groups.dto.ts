import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsOptional, IsUUID } from 'class-validator';
import { DateRangeListQueryDto, IsListSort } from '../../../../common/http/list-query.dto.js';
import { AdminBookingDto } from '../../dto/admin-booking.dto.js';
import { BOOKING_STATUSES, type BookingStatus } from '../../entities/space-booking.entity.js';
import { GROUP_PAYMENT_STATES, type GroupPaymentState } from '../../../payment/ledger/group-payment-summaries.js';

export const BOOKING_GROUP_SORTS = ['createdAt', 'firstDate', 'status', 'customerName'] as const;
export type BookingGroupSort = (typeof BOOKING_GROUP_SORTS)[number];

/** What was booked: a free tour or (time in) a space. */
export const BOOKING_KINDS = ['tour', 'space'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** Where a group's money stands, from the payments made for it: the payment module's word. */
export { GROUP_PAYMENT_STATES, type GroupPaymentState } from '../../../payment/ledger/group-payment-summaries.js';

/** Staff decisions on tour requests. */
export const TOUR_DECISIONS = ['approved', 'rejected'] as const;
export type TourDecision = (typeof TOUR_DECISIONS)[number];
export const BULK_STATUS_LIMIT = 100;

export class BookingGroupListQueryDto extends DateRangeListQueryDto {
  @ApiPropertyOptional({ enum: BOOKING_GROUP_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsListSort(BOOKING_GROUP_SORTS)
  _sort?: BookingGroupSort;

  @ApiPropertyOptional({
    enum: BOOKING_STATUSES,
    enumName: 'BookingStatus',
    description: "The group's status: pending while any booking waits, else confirmed while any is, else cancelled",
  })
  @IsOptional()
  @IsIn(BOOKING_STATUSES, { message: `status must be one of ${BOOKING_STATUSES.join(', ')}` })
  status?: BookingStatus;

  @ApiPropertyOptional({ format: 'uuid', description: 'Bookings of this space' })
  @IsOptional()
  @IsUUID('all', { message: 'spaceId must be a space id' })
  spaceId?: string;

  @ApiPropertyOptional({ enum: BOOKING_KINDS, enumName: 'BookingKind', description: 'Tour requests or space bookings' })
  @IsOptional()
  @IsIn(BOOKING_KINDS, { message: 'type must be tour or space' })
  type?: BookingKind;
}

/** One booked date (and slot) of a group. */
export class BookedDateDto {
  @ApiProperty({ format: 'uuid', description: 'The booking row (what PUT /api/admin/bookings/{id} changes)' })
  id!: string;
  @ApiProperty({ example: '2026-12-04' }) date!: string;
  @ApiProperty({ example: '10:00', description: "Venue time HH:MM, or 'All Day Access' / 'Monthly Access'" })
  time!: string;
  @ApiProperty() duration!: number;
  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' }) status!: BookingStatus;
  @ApiProperty({ nullable: true, type: Number, description: "This date's share of the price, KES cents" })
  priceCents!: number | null;
  @ApiProperty({ nullable: true, type: String, description: "Staff notes on this date's booking" })
  notes!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'Until when an unpaid booking holds its slot',
  })
  holdExpiresAt!: string | null;
}

export class GroupPaymentDto {
  @ApiProperty({ enum: GROUP_PAYMENT_STATES, enumName: 'GroupPaymentState' }) status!: GroupPaymentState;
  @ApiProperty({ description: 'KES cents received for the group' }) paidCents!: number;
  @ApiProperty({ description: 'KES cents refunded' }) refundedCents!: number;
  @ApiProperty({ nullable: true, type: String, description: 'The Paystack reference of the latest payment' })
  reference!: string | null;
}

/** A booking group as staff see it in the list: who, what, when, where it stands and its money. */
export class BookingGroupDto {
  @ApiProperty({ format: 'uuid', description: 'The bookingGroupId shared by its bookings' }) id!: string;
  @ApiProperty({ example: '3F2A9C1D', description: 'What the customer reads in their e-mails' }) reference!: string;
  @ApiProperty({ enum: BOOKING_KINDS, enumName: 'BookingKind' }) kind!: BookingKind;
  @ApiProperty({ description: "'tour' or the space type" }) type!: string;
  @ApiProperty({ nullable: true, type: String }) spaceId!: string | null;
  @ApiProperty({ nullable: true, type: String }) spaceName!: string | null;
  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' }) status!: BookingStatus;
  @ApiProperty({ example: '2026-12-04' }) firstDate!: string;
  @ApiProperty({ example: '2026-12-06' }) lastDate!: string;
  @ApiProperty() bookingCount!: number;
  @ApiProperty({ example: 'Wanjiku Kamau' }) customerName!: string;
  @ApiProperty({ nullable: true, type: String }) email!: string | null;
  @ApiProperty({ nullable: true, type: String }) phone!: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'The price of its dates together, KES cents' })
  priceCents!: number | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: [BookedDateDto], description: 'Its dates and slots, in time order' })
  bookings!: BookedDateDto[];
  @ApiProperty({ type: GroupPaymentDto }) payment!: GroupPaymentDto;
}

export class BulkTourStatusDto {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    minItems: 1,
    maxItems: BULK_STATUS_LIMIT,
    description: 'Tour request ids (booking ids)',
  })
  @IsArray({ message: 'ids must be a list of tour request ids' })
  @ArrayMinSize(1, { message: 'Choose at least one tour request' })
  @ArrayMaxSize(BULK_STATUS_LIMIT, { message: `At most ${BULK_STATUS_LIMIT} tour requests at once` })
  @ArrayUnique({ message: 'A tour request is listed twice' })
  @IsUUID('all', { each: true, message: 'Each id must be a tour request id' })
  @Type(() => String)
  ids!: string[];

  @ApiProperty({ enum: TOUR_DECISIONS, enumName: 'TourDecision', description: 'approved confirms, rejected cancels' })
  @IsIn(TOUR_DECISIONS, { message: 'status must be approved or rejected' })
  status!: TourDecision;
}

export class BulkTourStatusResultDto {
  @ApiProperty({ type: [AdminBookingDto], description: 'The tour requests as they are now' })
  bookings!: AdminBookingDto[];
  @ApiProperty({ description: 'How many changed (those already in that status stay as they were)' })
  changed!: number;
}
