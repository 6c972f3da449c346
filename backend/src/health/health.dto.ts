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

export class MailReportDto {
  @ApiProperty({
    enum: ['ok', 'degraded'],
    enumName: 'HealthStatus',
    description: 'degraded while any count is above 0',
  })
  status!: 'ok' | 'degraded';

  @ApiProperty({ description: 'E-mails not sent yet although written more than undeliveredAfterMinutes ago' })
  undelivered!: number;

  @ApiProperty({ description: 'E-mails given up on within the last failedWithinHours (see the e-mail log to resend)' })
  failed!: number;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  oldestUndeliveredAt!: string | null;

  @ApiProperty() undeliveredAfterMinutes!: number;

  @ApiProperty() failedWithinHours!: number;

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
