import { normaliseCheckInCode } from '@coworking/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { IsListSort, ListQueryDto } from '../../../common/http/list-query.dto.js';
import { IsVenueDate } from '../../../common/http/venue-date.validators.js';
import { FRONT_DESK_MESSAGES } from '../front-desk.messages.js';

export const VISIT_KINDS = ['booking', 'member-booking', 'guest', 'tour'] as const;
/** Who is expected: a booking, a member's booking from their allowance, a member's guest, or a tour. */
export type ExpectedVisitKind = (typeof VISIT_KINDS)[number];

export const CHECK_IN_SORTS = ['time', 'name', 'kind', 'checkedInAt'] as const;
export type CheckInSort = (typeof CHECK_IN_SORTS)[number];

export class CheckInRequestDto {
  @ApiProperty({
    example: 'K7QM-3XPA',
    description: 'The check-in code as typed or scanned: any case, with or without the dash and spaces',
  })
  // Decorators run bottom-up: a missing code is asked for before its format is judged.
  @ValidateBy({
    name: 'isCheckInCode',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && normaliseCheckInCode(value) !== null,
      defaultMessage: () => FRONT_DESK_MESSAGES.badCode,
    },
  })
  @MaxLength(40, { message: FRONT_DESK_MESSAGES.badCode })
  @IsNotEmpty({ message: FRONT_DESK_MESSAGES.codeRequired })
  @IsString({ message: FRONT_DESK_MESSAGES.codeRequired })
  code!: string;
}

export class CheckInListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({
    example: '2026-12-04',
    description: "The venue date (YYYY-MM-DD); today's in Nairobi if left out",
  })
  @IsOptional()
  @IsVenueDate({ message: 'date must be a date (YYYY-MM-DD)' })
  date?: string;

  @ApiPropertyOptional({ enum: CHECK_IN_SORTS, default: 'time', description: 'Default: by time, then name' })
  @IsOptional()
  @IsListSort(CHECK_IN_SORTS)
  _sort?: CheckInSort;
}

/** Someone expected on a date, with their check-in code and whether they have arrived. */
export class VisitDto {
  @ApiProperty({ example: 'K7QM-3XPA', description: 'The check-in code as printed' }) code!: string;
  @ApiProperty({ enum: VISIT_KINDS, enumName: 'ExpectedVisitKind' }) kind!: ExpectedVisitKind;
  @ApiProperty({
    example: '3F2A9C1D',
    description: "The booking's reference (the e-mails quote it); for a guest, their pass's",
  })
  reference!: string;
  @ApiProperty({ example: 'Wanjiku Kamau' }) name!: string;
  @ApiProperty({ example: 'wanjiku@example.co.ke' }) email!: string;
  @ApiProperty({ nullable: true, type: String, example: '+254712345678' }) phone!: string | null;
  @ApiProperty({
    example: 'Boardroom (12 seats)',
    description: "The space booked, 'Tour & Consultation', or 'Guest of <host>'",
  })
  title!: string;
  @ApiProperty({
    example: '10:00',
    description: "Venue time HH:MM (several slots of one booking: '10:00, 14:00'), or 'All Day Access'",
  })
  time!: string;
  @ApiProperty({ nullable: true, type: String, description: "A guest's host (the member who invited them)" })
  hostName!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'When they were checked in on this date (the first check-in); null until they arrive',
  })
  checkedInAt!: string | null;
}
