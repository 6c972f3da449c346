import { WEB_VITAL_DEVICES, type WebVitalDevice } from '@coworking/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ReportRangeQueryDto } from '../../dto/report-query.dto.js';

/** The days the report covers (Nairobi dates, both included), as every report's, and optionally one kind of screen. */
export class WebVitalsQueryDto extends ReportRangeQueryDto {
  @ApiPropertyOptional({ enum: WEB_VITAL_DEVICES, enumName: 'WebVitalDevice', description: 'One kind of screen only' })
  @IsOptional()
  @IsIn(WEB_VITAL_DEVICES, { message: `device must be one of ${WEB_VITAL_DEVICES.join(', ')}` })
  device?: WebVitalDevice;
}
