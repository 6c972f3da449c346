import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { sendPage } from '../../../common/http/list-query.dto.js';
import { ApiCsvExport, CSV_EXPORT_PATH } from '../../../common/http/csv-export.js';
import { RequirePermission } from '../access/access-rule.decorator.js';
import { type AdminRequest } from '../access/admin-principal.js';
import { actorOf, ipOf } from '../access/request-actor.js';
import { AdminDto, AdminListQueryDto } from './admin.dto.js';
import { CreateAdminDto, UpdateAdminDto } from './admin-write.dto.js';
import { AdminsService } from './admins.service.js';

@ApiTags('admin administrators')
@Controller('admin/admins')
export class AdminsAdminController {
  constructor(private readonly admins: AdminsService) {}

  @Get()
  @RequirePermission('admins', 'view')
  @ApiOperation({
    summary:
      'Administrators, oldest first (X-Total-Count holds the total; without _start/_end the first 500), searchable by username, name or e-mail',
  })
  @ApiOkResponse({ type: [AdminDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AdminDto[]> {
    return sendPage(response, await this.admins.list(query));
  }

  @Get(CSV_EXPORT_PATH)
  @RequirePermission('admins', 'view')
  @ApiCsvExport('Administrators')
  export(@Query() query: AdminListQueryDto): StreamableFile {
    return this.admins.export(query);
  }

  @Post()
  @RequirePermission('admins', 'create')
  @ApiOperation({ summary: 'Add an administrator' })
  @ApiCreatedResponse({ type: AdminDto })
  @ApiConflictResponse({ description: 'Username or email already taken' })
  create(@Body() body: CreateAdminDto, @Req() request: AdminRequest): Promise<AdminDto> {
    return this.admins.create(actorOf(request), body, ipOf(request));
  }

  @Put(':id')
  @RequirePermission('admins', 'edit')
  @ApiOperation({ summary: 'Edit an administrator (blank password keeps it)' })
  @ApiOkResponse({ type: AdminDto })
  update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateAdminDto,
    @Req() request: AdminRequest,
  ): Promise<AdminDto> {
    return this.admins.update(actorOf(request), id, body, ipOf(request));
  }

  @Delete(':id')
  @RequirePermission('admins', 'delete')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete an administrator (not yourself, not the last super admin)' })
  @ApiNoContentResponse()
  remove(@Param('id', new ParseUUIDPipe()) id: string, @Req() request: AdminRequest): Promise<void> {
    return this.admins.remove(actorOf(request), id, ipOf(request));
  }
}
