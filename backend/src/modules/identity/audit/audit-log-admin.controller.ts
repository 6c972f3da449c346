import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { RequireSuperAdmin } from '../access/access-rule.decorator.js';
import { type AuditAction, type FieldChanges } from '../entities/audit-log-entry.entity.js';
import { AuditLogService } from './audit-log.service.js';

export class AuditLogQueryDto {
  @ApiPropertyOptional({ default: 50, maximum: 200 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;

  @ApiPropertyOptional({ default: 0 })
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
  @ApiProperty({ enum: ['create', 'update', 'delete', 'login', 'login_failed', 'logout', 'reset_password'], enumName: 'AuditAction' }) action!: AuditAction;
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

@ApiTags('admin audit log')
@Controller('admin/audit-log')
export class AuditLogAdminController {
  constructor(
    private readonly audit: AuditLogService,
    private readonly em: EntityManager,
  ) {}

  @Get()
  @RequireSuperAdmin()
  @ApiOperation({ summary: 'Who changed what and when, newest first' })
  @ApiOkResponse({ type: AuditLogPageDto })
  async list(@Query() query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    const [entries, total] = await this.audit.list(this.em.fork(), query.limit ?? 50, query.offset ?? 0);
    return {
      total,
      data: entries.map((entry) => ({
        id: entry.id,
        adminId: entry.admin?.id ?? null,
        adminUsername: entry.adminUsername,
        action: entry.action,
        resource: entry.resource,
        resourceId: entry.resourceId,
        changes: entry.changes,
        ipAddress: entry.ipAddress,
        createdAt: entry.createdAt,
      })),
    };
  }
}
