import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
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
