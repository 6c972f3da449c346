import { TIME_PATTERN, BOOKING_FORM_MESSAGES } from '@coworking/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, Matches, ValidateIf } from 'class-validator';
import { CheckoutContactDto } from '../../../common/http/checkout-contact.dto.js';
import { DateRangeListQueryDto, IsListSort } from '../../../common/http/list-query.dto.js';
import { NOT_FOUND_WHEN_INVALID } from '../../../common/http/validation.pipe.js';
import { IsVenueDate } from '../../../common/http/venue-date.validators.js';
import { WAITLIST_STATUSES, type WaitlistStatus } from '../entities/waitlist-entry.entity.js';

/**
 * Joining the waitlist of a full slot (hourly spaces) or day (daily and monthly spaces), as the booking dialog asks;
 * or of a full event (`eventId` instead of `spaceId` and `date`), as the events page asks.
 */
export class JoinWaitlistDto extends CheckoutContactDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The space (or send eventId)' })
  @ValidateIf((body: JoinWaitlistDto) => body.eventId === undefined)
  @IsUUID('all', { message: 'Space not found.', context: NOT_FOUND_WHEN_INVALID })
  spaceId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The event (instead of spaceId, date and time)' })
  @IsOptional()
  @IsUUID('all', { message: 'Event not found.', context: NOT_FOUND_WHEN_INVALID })
  eventId?: string;

  @ApiPropertyOptional({ example: '2026-12-04', description: 'Venue date (Africa/Nairobi); for a space' })
  @ValidateIf((body: JoinWaitlistDto) => body.eventId === undefined)
  @IsVenueDate({ message: BOOKING_FORM_MESSAGES.dateFormat })
  date?: string;

  @ApiPropertyOptional({ example: '10:00', description: 'The slot start, for an hourly space; none for a whole day' })
  @IsOptional()
  @Matches(TIME_PATTERN, { message: BOOKING_FORM_MESSAGES.timeFormat })
  @IsString({ message: BOOKING_FORM_MESSAGES.timeFormat })
  time?: string;
}

export class WaitlistJoinedDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Place in line for this slot (1 = next)' }) position!: number;
  @ApiProperty() message!: string;
}

export class AdminWaitlistEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) spaceId!: string | null;
  @ApiProperty({ nullable: true, type: String }) spaceName!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) eventId!: string | null;
  @ApiProperty({ nullable: true, type: String }) eventTitle!: string | null;
  @ApiProperty({ example: '2026-12-04' }) date!: string;
  @ApiProperty({ nullable: true, type: String, example: '10:00' }) time!: string | null;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
  @ApiProperty({ enum: WAITLIST_STATUSES, enumName: 'WaitlistStatus' }) status!: WaitlistStatus;
  @ApiProperty({ nullable: true, type: 'integer', description: 'Place in line among those waiting for the slot' })
  position!: number | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) offeredAt!: Date | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) offerExpiresAt!: Date | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) bookingGroupId!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: "An event offer's held registration" })
  registrationId!: string | null;
  @ApiProperty({ nullable: true, type: String }) paymentReference!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export const WAITLIST_SORTS = ['createdAt', 'date'] as const;
export type WaitlistSort = (typeof WAITLIST_SORTS)[number];

export class WaitlistListQueryDto extends DateRangeListQueryDto {
  @ApiPropertyOptional({ enum: WAITLIST_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsListSort(WAITLIST_SORTS)
  _sort?: WaitlistSort;

  @ApiPropertyOptional({ enum: WAITLIST_STATUSES, enumName: 'WaitlistStatus' })
  @IsOptional()
  @IsIn(WAITLIST_STATUSES, { message: `status must be one of ${WAITLIST_STATUSES.join(', ')}` })
  status?: WaitlistStatus;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'spaceId must be a space id' })
  spaceId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'eventId must be an event id' })
  eventId?: string;
}

/** A confirmed event offer. */
export class WaitlistOfferAcceptedDto {
  @ApiProperty() eventTitle!: string;
  @ApiProperty({ example: '2026-12-10' }) date!: string;
  @ApiProperty() message!: string;
}
