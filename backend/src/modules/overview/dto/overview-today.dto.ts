import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** One booking group in a "today" section: who, what, and the booked date that puts it there. */
export class TodayBookingDto {
  @ApiProperty({ format: 'uuid', description: 'The booking group (one row of the Bookings list)' }) id!: string;
  @ApiProperty({ example: 'meeting-room', description: "'tour' or the space type" }) type!: string;
  @ApiProperty({ nullable: true, type: String, example: 'Boardroom' }) spaceName!: string | null;
  @ApiProperty({ example: 'Wanjiku Kamau' }) customerName!: string;
  @ApiProperty({ example: '2026-12-04', description: 'Venue date' }) date!: string;
  @ApiProperty({ example: '10:00', description: "Venue time HH:MM, or 'All Day Access' / 'Monthly Access'" })
  time!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'Until when the unpaid booking holds its slot',
  })
  holdExpiresAt!: Date | null;
}

export class TodayBookingsDto {
  @ApiProperty({ description: 'How many booking groups' }) count!: number;
  @ApiProperty({ type: [TodayBookingDto], description: 'The first few, in the section order' })
  rows!: TodayBookingDto[];
}

export class TodayContactDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Achieng Otieno' }) name!: string;
  @ApiProperty({ example: 'Event space' }) subject!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export class TodayContactsDto {
  @ApiProperty({ description: 'How many inquiries are still new' }) count!: number;
  @ApiProperty({ type: [TodayContactDto], description: 'The newest few, as the Contacts list orders them' })
  rows!: TodayContactDto[];
}

export class TodayRenewalDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Wanjiku Kamau' }) memberName!: string;
  @ApiProperty({ example: 'Dedicated Desk' }) planName!: string;
  @ApiProperty({ example: '2026-11-30', description: 'The renewal day (the current period ends), venue date' })
  renewsOn!: string;
  @ApiProperty({ description: 'Whether the saved card is charged (otherwise the member pays by link)' })
  renewsAutomatically!: boolean;
}

export class TodayRenewalsDto {
  @ApiProperty({ description: 'Active memberships renewing within the next 7 days (the summary\'s "renewals due")' })
  count!: number;
  @ApiProperty({ type: [TodayRenewalDto], description: 'The soonest few' }) rows!: TodayRenewalDto[];
  @ApiProperty({
    example: '2026-12-01',
    description: "The Memberships list shows them all filtered by status 'active' and this renewsBefore date",
  })
  renewsBefore!: string;
}

/**
 * What needs staff today. A section is present only when the admin may view the list it comes from (bookings.view
 * for the three booking sections, contacts.view, memberships.view); the others are left out.
 */
export class OverviewTodayDto {
  @ApiProperty({ example: '2026-11-23', description: "Today's venue date (Africa/Nairobi)" }) today!: string;

  @ApiPropertyOptional({
    type: TodayBookingsDto,
    description: 'Confirmed bookings (spaces and tours) dated today, by start time',
  })
  arrivals?: TodayBookingsDto;

  @ApiPropertyOptional({
    type: TodayBookingsDto,
    description: 'Unpaid bookings whose hold lapses within the next 60 minutes, soonest first',
  })
  expiringHolds?: TodayBookingsDto;

  @ApiPropertyOptional({ type: TodayBookingsDto, description: 'Tour requests waiting for staff, by tour date' })
  pendingTours?: TodayBookingsDto;

  @ApiPropertyOptional({ type: TodayContactsDto, description: 'Contact inquiries nobody has answered (status new)' })
  unansweredContacts?: TodayContactsDto;

  @ApiPropertyOptional({ type: TodayRenewalsDto }) renewalsDue?: TodayRenewalsDto;
}
