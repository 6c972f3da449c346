import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { ApiCsvExport, CSV_EXPORT_PATH } from '../../../common/http/csv-export.js';
import { isPaged, sendPage } from '../../../common/http/list-query.dto.js';
import { RequireSuperAdmin } from '../access/access-rule.decorator.js';
import { AuditLogEntryDto, AuditLogPageDto, AuditLogQueryDto } from './audit-log.dto.js';
import { AuditLogAdminService } from './audit-log-admin.service.js';

@ApiTags('admin audit log')
@Controller('admin/audit-log')
export class AuditLogAdminController {
  constructor(private readonly audit: AuditLogAdminService) {}

  @Get()
  @RequireSuperAdmin()
  @ApiOperation({
    summary:
      'Who changed what and when, newest first, filtered by action, resource, admin, text and dates. With _start/_end: an array and X-Total-Count like every list; without: { data, total } paged by limit/offset',
  })
  @ApiExtraModels(AuditLogPageDto, AuditLogEntryDto)
  @ApiOkResponse({
    schema: {
      oneOf: [
        { $ref: getSchemaPath(AuditLogPageDto) },
        { type: 'array', items: { $ref: getSchemaPath(AuditLogEntryDto) } },
      ],
    },
  })
  async list(
    @Query() query: AuditLogQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AuditLogPageDto | AuditLogEntryDto[]> {
    if (!isPaged(query)) return this.audit.legacyPage(query);
    return sendPage(response, await this.audit.list(query));
  }

  @Get(CSV_EXPORT_PATH)
  @RequireSuperAdmin()
  @ApiCsvExport('The audit log')
  export(@Query() query: AuditLogQueryDto): StreamableFile {
    return this.audit.export(query);
  }
}
