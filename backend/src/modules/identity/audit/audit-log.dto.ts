import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Max, Min } from 'class-validator';
import { DateRangeListQueryDto, IsListSort } from '../../../common/http/list-query.dto.js';
import { Trim } from '../../../common/http/transforms.js';
import { AUDIT_ACTIONS, type AuditAction, type FieldChanges } from '../entities/audit-log-entry.entity.js';

export const AUDIT_LOG_SORTS = ['createdAt'] as const;
export type AuditLogSort = (typeof AUDIT_LOG_SORTS)[number];

/**
 * The audit log's query. With `_start`/`_end` it is a list like the others (array, X-Total-Count); without them it
 * answers `{ data, total }` paged by `limit`/`offset`, as it did before lists had one convention.
 */
export class AuditLogQueryDto extends DateRangeListQueryDto {
  @ApiPropertyOptional({ enum: AUDIT_LOG_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsListSort(AUDIT_LOG_SORTS)
  _sort?: AuditLogSort;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS, enumName: 'AuditAction' })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;

  @ApiPropertyOptional({ example: 'bookings', description: 'What was changed (a permission resource, or session)' })
  @Trim()
  @IsOptional()
  @IsString()
  @Length(1, 60, { message: 'resource must be 1 to 60 characters' })
  resource?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "One admin's changes" })
  @IsOptional()
  @IsUUID('all', { message: 'adminId must be an admin id' })
  adminId?: string;

  @ApiPropertyOptional({ default: 50, maximum: 200, description: 'Without _start/_end: rows in the page' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;

  @ApiPropertyOptional({ default: 0, description: 'Without _start/_end: rows skipped' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  offset?: number;
}

export class AuditLogEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ nullable: true, type: String }) adminId!: string | null;
  @ApiProperty({ nullable: true, type: String }) adminUsername!: string | null;
  @ApiProperty({
    enum: AUDIT_ACTIONS,
    enumName: 'AuditAction',
  })
  action!: AuditAction;
  @ApiProperty() resource!: string;
  @ApiProperty({ nullable: true, type: String }) resourceId!: string | null;
  @ApiProperty({ nullable: true, type: Object, description: 'field → { from, to }' }) changes!: FieldChanges | null;
  @ApiProperty({ nullable: true, type: String }) ipAddress!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export class AuditLogPageDto {
  @ApiProperty({ type: [AuditLogEntryDto] }) data!: AuditLogEntryDto[];
  @ApiProperty() total!: number;
}
