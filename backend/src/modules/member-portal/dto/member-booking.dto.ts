import { ApiProperty } from '@nestjs/swagger';
import { BOOKING_STATUSES, type BookingStatus } from '../../booking/entities/space-booking.entity.js';

/** One booking (a group of booked dates, or a tour) as its member sees it. */
export class MemberBookingDto {
  @ApiProperty({ format: 'uuid', description: 'Names the booking (manage link, receipts)' }) bookingGroupId!: string;
  @ApiProperty({ example: 'Boardroom (12 seats)' }) title!: string;
  @ApiProperty({ type: [String], example: ['2026-12-04', '2026-12-05'], description: 'Venue dates, in order' })
  dates!: string[];
  @ApiProperty({ example: '10:00, 14:00 · 2 hours', description: 'When on those dates, in words' }) timeText!: string;
  @ApiProperty({
    enum: BOOKING_STATUSES,
    enumName: 'BookingStatus',
    description: 'Cancelled only when every date is; confirmed when any is',
  })
  status!: BookingStatus;
  @ApiProperty({ nullable: true, type: String, example: '3000.00', description: 'What was paid, KES; null if nothing' })
  amountKes!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'The space booked (its live availability, when moving the booking); null for a tour',
  })
  spaceId!: string | null;
  @ApiProperty({
    type: [String],
    example: ['10:00', '12:00'],
    description: "The booked rows' times as stored: HH:MM slot starts (hourly), or 'All Day Access' / 'Monthly Access'",
  })
  times!: string[];
}

export class MemberBookingsDto {
  @ApiProperty({ type: [MemberBookingDto], description: 'Not yet over, soonest first' }) upcoming!: MemberBookingDto[];
  @ApiProperty({ type: [MemberBookingDto], description: 'Over, latest first' }) past!: MemberBookingDto[];
}

export class ManageLinkDto {
  @ApiProperty({
    example: 'https://coworking.example/bookings/manage/3q2-Zx_8bW0y9x8c7v6u5t4s3r2q1p0o9n8m7l6k5j4',
    description: 'A fresh manage link (view, receipt, calendar, cancel), valid until the booking ends',
  })
  url!: string;
}
