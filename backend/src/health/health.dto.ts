import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const PROBE_VALUES = ['up', 'down'];

export class HealthReportDto {
  @ApiProperty({ enum: ['ok', 'degraded'], enumName: 'HealthStatus' })
  status!: 'ok' | 'degraded';

  @ApiProperty({ enum: PROBE_VALUES, enumName: 'Probe' })
  database!: 'up' | 'down';

  @ApiProperty({ enum: PROBE_VALUES, enumName: 'Probe' })
  redis!: 'up' | 'down';

  @ApiProperty({ format: 'date-time' })
  checkedAt!: string;
}

export class WorkerReportDto {
  @ApiProperty({ enum: PROBE_VALUES, enumName: 'Probe' })
  worker!: 'up' | 'down';

  @ApiPropertyOptional()
  roundTripMs?: number;

  @ApiPropertyOptional()
  workerPid?: number;

  @ApiPropertyOptional()
  message?: string;
}
