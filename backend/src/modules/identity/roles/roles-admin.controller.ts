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
import { pageInMemory, sendPage } from '../../../common/http/list-query.dto.js';
import { RequirePermission, RequireSuperAdmin } from '../access/access-rule.decorator.js';
import { type AdminRequest } from '../access/admin-principal.js';
import { actorOf, ipOf } from '../access/request-actor.js';
import { CreateRoleDto, ROLE_LIST, RoleDto, RoleListQueryDto, UpdateRoleDto } from './role.dto.js';
import { RolesService } from './roles.service.js';

@ApiTags('admin roles')
@Controller('admin/roles')
export class RolesAdminController {
  constructor(private readonly roles: RolesService) {}

  @Get()
  @RequirePermission('admins', 'view')
  @ApiOperation({
    summary: 'System and custom roles (X-Total-Count holds the total); searchable by name or description',
  })
  @ApiOkResponse({ type: [RoleDto] })
  async list(@Query() query: RoleListQueryDto, @Res({ passthrough: true }) response: FastifyReply): Promise<RoleDto[]> {
    return sendPage(response, pageInMemory(await this.roles.list(), query, ROLE_LIST));
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
