import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireSuperAdmin } from '../access/access-rule.decorator.js';
import { AuditLogPageDto, AuditLogQueryDto } from './audit-log.dto.js';
import { AuditLogService } from './audit-log.service.js';

@ApiTags('admin audit log')
@Controller('admin/audit-log')
export class AuditLogAdminController {
  constructor(private readonly audit: AuditLogService) {}

  @Get()
  @RequireSuperAdmin()
  @ApiOperation({ summary: 'Who changed what and when, newest first' })
  @ApiOkResponse({ type: AuditLogPageDto })
  list(@Query() query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    return this.audit.page(query.limit ?? 50, query.offset ?? 0);
  }
}
