import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { IsVenueDate } from '../../../common/http/venue-date.validators.js';
import { BOOKING_STATUSES, type BookingStatus, type SpaceBooking } from '../entities/space-booking.entity.js';

export class UpdateBookingDto {
  @ApiPropertyOptional({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' })
  @IsOptional()
  @IsIn(BOOKING_STATUSES, { message: 'Status must be pending, confirmed or cancelled' })
  status?: BookingStatus;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string | null;

  @ApiPropertyOptional({
    description:
      'When cancelling: whether what the customer paid for this booking goes back to them (default true). Refunds are written to the audit log.',
  })
  @IsOptional()
  @IsBoolean({ message: 'Refund must be true or false' })
  refund?: boolean;
}

export class AdminBookingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ nullable: true, type: String }) userId!: string | null;
  @ApiProperty({ nullable: true, type: String }) spaceId!: string | null;
  @ApiProperty({ nullable: true, type: String }) spaceName!: string | null;
  @ApiProperty() type!: string;
  @ApiProperty() date!: string;
  @ApiProperty() time!: string;
  @ApiProperty() duration!: number;
  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' }) status!: BookingStatus;
  @ApiProperty({ nullable: true, type: String }) notes!: string | null;
  @ApiProperty({ nullable: true, type: String }) bookingGroupId!: string | null;
  @ApiProperty({ nullable: true, type: String }) userFirstName!: string | null;
  @ApiProperty({ nullable: true, type: String }) lastName!: string | null;
  @ApiProperty({ nullable: true, type: String }) email!: string | null;
  @ApiProperty({ nullable: true, type: String }) phone!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) holdExpiresAt!: Date | null;
  @ApiProperty({ nullable: true, type: Number, description: "This row's share of the price, KES cents" })
  priceCents!: number | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export function toAdminBookingDto(booking: SpaceBooking): AdminBookingDto {
  return {
    id: booking.id,
    userId: booking.user?.id ?? null,
    spaceId: booking.space?.id ?? null,
    spaceName: booking.space?.name ?? null,
    type: booking.type,
    date: booking.date,
    time: booking.time,
    duration: booking.duration,
    status: booking.status,
    notes: booking.notes,
    bookingGroupId: booking.bookingGroupId,
    userFirstName: booking.contact?.firstName ?? null,
    lastName: booking.contact?.lastName ?? null,
    email: booking.contact?.email ?? null,
    phone: booking.contact?.phone ?? null,
    holdExpiresAt: booking.holdExpiresAt,
    priceCents: booking.priceCents,
    createdAt: booking.createdAt,
  };
}

export class MoveBookingDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The instance to move to; omitted: the current one if free, else any free one',
  })
  @IsOptional()
  @IsUUID('all', { message: 'instanceId must be an instance id' })
  instanceId?: string;

  @ApiPropertyOptional({ example: '2026-12-04', description: 'The new venue date; omitted: the same date' })
  @IsOptional()
  @IsVenueDate({ message: 'date must be a date (YYYY-MM-DD)' })
  date?: string;

  @ApiPropertyOptional({ example: '10:00', description: 'The new slot start (hourly spaces); omitted: the same slot' })
  @IsOptional()
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'time must be a slot start (HH:MM)' })
  time?: string;
}
