import { BOOKING_FORM_MESSAGES } from '@coworking/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { IsVenueDate } from '../../../common/http/venue-date.validators.js';

/** Where a customer or member moves their booking: the whole booking goes to the new date (and first slot). */
export class RescheduleBookingDto {
  @ApiProperty({ example: '2026-12-04', description: 'The new venue date (Africa/Nairobi)' })
  @IsVenueDate({ message: BOOKING_FORM_MESSAGES.dateFormat })
  date!: string;

  @ApiPropertyOptional({
    example: '10:00',
    description:
      "The new start of the booking's first slot, HH:MM (hourly spaces: required; later slots keep their distance " +
      'from the first). Ignored for day passes.',
  })
  @IsOptional()
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'time must be a slot start (HH:MM)' })
  time?: string;
}
