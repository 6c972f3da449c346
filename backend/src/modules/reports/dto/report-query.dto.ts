import { REPORT_INTERVALS, type ReportInterval, SPACE_TYPES, type SpaceType } from '@coworking/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { IsVenueDate } from '../../../common/http/venue-date.validators.js';

/** The range every report covers (Nairobi dates, both included). */
export class ReportRangeQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'First venue date; 29 days before `to` by default' })
  @IsOptional()
  @IsVenueDate({ message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({
    example: '2026-11-30',
    description: 'Last venue date (included); today by default. At most 366 days after `from`',
  })
  @IsOptional()
  @IsVenueDate({ message: 'to must be a date (YYYY-MM-DD)' })
  to?: string;
}

/** A report's range and the spaces it looks at. */
export class ReportQueryDto extends ReportRangeQueryDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'One space only: its occupancy, and only its bookings in the money reports',
  })
  @IsOptional()
  @IsUUID('all', { message: 'spaceId must be a space id' })
  spaceId?: string;

  @ApiPropertyOptional({
    enum: SPACE_TYPES,
    enumName: 'SpaceType',
    description: 'One kind of space only: its occupancy, and only bookings of it in the money reports',
  })
  @IsOptional()
  @IsIn(SPACE_TYPES, { message: `spaceType must be one of ${SPACE_TYPES.join(', ')}` })
  spaceType?: SpaceType;
}

/** A report over time: its range and filters, bucketed by Nairobi day, week (from Monday) or calendar month. */
export class ReportSeriesQueryDto extends ReportQueryDto {
  @ApiPropertyOptional({ enum: REPORT_INTERVALS, enumName: 'ReportInterval', default: 'day' })
  @IsOptional()
  @IsIn(REPORT_INTERVALS, { message: `interval must be one of ${REPORT_INTERVALS.join(', ')}` })
  interval?: ReportInterval;
}
