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
  Req,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from '../access/access-rule.decorator.js';
import { type AdminRequest } from '../access/admin-principal.js';
import { actorOf, ipOf } from '../access/request-actor.js';
import { AdminDto } from './admin.dto.js';
import { CreateAdminDto, UpdateAdminDto } from './admin-write.dto.js';
import { AdminsService } from './admins.service.js';

@ApiTags('admin administrators')
@Controller('admin/admins')
export class AdminsAdminController {
  constructor(private readonly admins: AdminsService) {}

  @Get()
  @RequirePermission('admins', 'view')
  @ApiOperation({ summary: 'All administrators' })
  @ApiOkResponse({ type: [AdminDto] })
  list(): Promise<AdminDto[]> {
    return this.admins.list();
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
