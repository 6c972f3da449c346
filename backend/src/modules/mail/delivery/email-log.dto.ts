import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { DateRangeListQueryDto, IsListSort } from '../../../common/http/list-query.dto.js';
import { Trim } from '../../../common/http/transforms.js';
import { OUTBOX_STATUSES, type OutboxStatus } from '../entities/mail-outbox.entity.js';

export const EMAIL_LOG_SORTS = ['createdAt', 'recipient', 'template', 'status'] as const;
export type EmailLogSort = (typeof EMAIL_LOG_SORTS)[number];
/** Rows without `_start`/`_end` (the Email tab's `?limit=`), as the log answered before paging. */
export const EMAIL_LOG_UNPAGED = { default: 100, max: 500 } as const;

export class EmailLogQueryDto extends DateRangeListQueryDto {
  @ApiPropertyOptional({ enum: EMAIL_LOG_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsListSort(EMAIL_LOG_SORTS)
  _sort?: EmailLogSort;

  @ApiPropertyOptional({ enum: OUTBOX_STATUSES, enumName: 'EmailStatus', description: 'Only e-mails in this state' })
  @IsOptional()
  @IsIn(OUTBOX_STATUSES, { message: `status must be one of ${OUTBOX_STATUSES.join(', ')}` })
  status?: OutboxStatus;

  @ApiPropertyOptional({ example: 'booking-confirmation', description: 'Only e-mails of this template (its name)' })
  @Trim()
  @IsOptional()
  @IsString()
  @Length(1, 100, { message: 'template must be 1 to 100 characters' })
  template?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: EMAIL_LOG_UNPAGED.max,
    default: EMAIL_LOG_UNPAGED.default,
    description: 'Without _start/_end: how many of the newest e-mails (the first list of the Email tab)',
  })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'limit must be at least 1' })
  @Max(EMAIL_LOG_UNPAGED.max, { message: `limit must be at most ${EMAIL_LOG_UNPAGED.max}` })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;
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
