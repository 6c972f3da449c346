import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LimitQueryDto } from '../../../common/http/limit-query.dto.js';
import { OUTBOX_STATUSES, type OutboxStatus } from '../entities/mail-outbox.entity.js';

export class EmailLogQueryDto extends LimitQueryDto {
  @ApiPropertyOptional({ enum: OUTBOX_STATUSES, enumName: 'EmailStatus', description: 'Only e-mails in this state' })
  @IsOptional()
  @IsIn(OUTBOX_STATUSES, { message: `status must be one of ${OUTBOX_STATUSES.join(', ')}` })
  status?: OutboxStatus;
}

export class EmailLogEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() recipient!: string;
  @ApiProperty() template!: string;
  @ApiProperty({ enum: OUTBOX_STATUSES, enumName: 'EmailStatus' }) status!: OutboxStatus;
  @ApiProperty() attempts!: number;
  @ApiProperty({ nullable: true, type: String }) lastError!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) sentAt!: Date | null;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'While pending after a failed try: when the next try is due',
  })
  nextAttemptAt!: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}
