import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, StreamableFile, Query, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { ApiCsvExport, CSV_EXPORT_PATH } from '../../../common/http/csv-export.js';
import { sendPage } from '../../../common/http/list-query.dto.js';
import { RequirePermission } from '../../identity/access/access-rule.decorator.js';
import { type AdminRequest } from '../../identity/access/admin-principal.js';
import { actorOf, ipOf } from '../../identity/access/request-actor.js';
import { JobApplicationDto, JobApplicationListQueryDto, UpdateJobApplicationDto } from './job-application.dto.js';
import { JobApplicationsService } from './job-applications.service.js';

@ApiTags('admin job applications')
@Controller('admin/job-applications')
export class JobApplicationsAdminController {
  constructor(private readonly applications: JobApplicationsService) {}

  @Get()
  @RequirePermission('jobApplications', 'view')
  @ApiOperation({
    summary:
      'Job applications, newest first: a page (X-Total-Count holds the total), searchable by name, e-mail, position or cover letter, filtered by status, position and date',
  })
  @ApiOkResponse({ type: [JobApplicationDto] })
  async list(
    @Query() query: JobApplicationListQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<JobApplicationDto[]> {
    return sendPage(response, await this.applications.list(query));
  }

  @Get(CSV_EXPORT_PATH)
  @RequirePermission('jobApplications', 'view')
  @ApiCsvExport('Job applications')
  export(@Query() query: JobApplicationListQueryDto): StreamableFile {
    return this.applications.export(query);
  }

  @Get(':id')
  @RequirePermission('jobApplications', 'view')
  @ApiOperation({ summary: 'One application' })
  @ApiOkResponse({ type: JobApplicationDto })
  @ApiNotFoundResponse({ description: 'No such application' })
  get(@Param('id', new ParseUUIDPipe()) id: string): Promise<JobApplicationDto> {
    return this.applications.get(id);
  }

  @Patch(':id')
  @RequirePermission('jobApplications', 'edit')
  @ApiOperation({
    summary: 'Move it along new → reviewing → rejected or hired and/or change the staff note; audited',
  })
  @ApiOkResponse({ type: JobApplicationDto })
  @ApiNotFoundResponse({ description: 'No such application' })
  @ApiConflictResponse({ description: 'A move its status does not allow (the message says which are)' })
  update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateJobApplicationDto,
    @Req() request: AdminRequest,
  ): Promise<JobApplicationDto> {
    return this.applications.update(id, body, actorOf(request), ipOf(request));
  }
}
