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
import { RequirePermission, RequireSuperAdmin } from '../access/access-rule.decorator.js';
import { type AdminRequest } from '../access/admin-principal.js';
import { actorOf, ipOf } from '../access/request-actor.js';
import { CreateRoleDto, RoleDto, UpdateRoleDto } from './role.dto.js';
import { RolesService } from './roles.service.js';

@ApiTags('admin roles')
@Controller('admin/roles')
export class RolesAdminController {
  constructor(private readonly roles: RolesService) {}

  @Get()
  @RequirePermission('admins', 'view')
  @ApiOperation({ summary: 'System and custom roles' })
  @ApiOkResponse({ type: [RoleDto] })
  list(): Promise<RoleDto[]> {
    return this.roles.list();
  }

  @Post()
  @RequireSuperAdmin()
  @ApiOperation({ summary: 'Create a custom role' })
  @ApiCreatedResponse({ type: RoleDto })
  @ApiConflictResponse({ description: 'A role with this name already exists' })
  create(@Body() body: CreateRoleDto, @Req() request: AdminRequest): Promise<RoleDto> {
    return this.roles.create(actorOf(request), body, ipOf(request));
  }

  @Put(':id')
  @RequireSuperAdmin()
  @ApiOperation({ summary: 'Edit a custom role (system roles cannot be edited)' })
  @ApiOkResponse({ type: RoleDto })
  update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateRoleDto,
    @Req() request: AdminRequest,
  ): Promise<RoleDto> {
    return this.roles.update(actorOf(request), id, body, ipOf(request));
  }

  @Delete(':id')
  @RequireSuperAdmin()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a custom role that no administrator holds' })
  @ApiNoContentResponse()
  remove(@Param('id', new ParseUUIDPipe()) id: string, @Req() request: AdminRequest): Promise<void> {
    return this.roles.remove(actorOf(request), id, ipOf(request));
  }
}
