import { WEB_VITAL_DEVICES, type WebVitalDevice } from '@coworking/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IsVenueDate } from '../../../../common/http/venue-date.validators.js';

/** The days the report covers (Nairobi dates, both included), as every report's, and optionally one kind of screen. */
export class WebVitalsQueryDto {
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

  @ApiPropertyOptional({ enum: WEB_VITAL_DEVICES, enumName: 'WebVitalDevice', description: 'One kind of screen only' })
  @IsOptional()
  @IsIn(WEB_VITAL_DEVICES, { message: `device must be one of ${WEB_VITAL_DEVICES.join(', ')}` })
  device?: WebVitalDevice;
}
