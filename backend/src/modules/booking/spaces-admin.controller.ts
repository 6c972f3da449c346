import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { pageInMemory, sendPage } from '../../common/http/list-query.dto.js';
import { RequirePermission } from '../identity/access/access-rule.decorator.js';
import {
  AdminSpaceDto,
  AssignmentDto,
  AssignmentWindowDto,
  CreateSpaceDto,
  CreateSpaceInstanceDto,
  SpaceInstanceDto,
  UpdateSpaceDto,
  UpdateSpaceInstanceDto,
  validWindow,
  SPACE_LIST,
  SpaceListQueryDto,
} from './dto/admin-space.dto.js';
import { SPACE_ADMIN_MESSAGES } from './booking.messages.js';
import { SpacesAdminService } from './spaces-admin.service.js';

@ApiTags('admin spaces')
@Controller('admin')
export class SpacesAdminController {
  constructor(private readonly spaces: SpacesAdminService) {}

  @Get('spaces')
  @RequirePermission('spaces', 'view')
  @ApiOperation({ summary: 'All spaces, active or not (X-Total-Count holds the total); searchable by name or type' })
  @ApiOkResponse({ type: [AdminSpaceDto] })
  async list(
    @Query() query: SpaceListQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AdminSpaceDto[]> {
    return sendPage(response, pageInMemory(await this.spaces.list(), query, SPACE_LIST));
  }

  @Post('spaces')
  @RequirePermission('spaces', 'create')
  @ApiOperation({ summary: 'Create a space with its instances (number and display order auto-assigned when blank)' })
  @ApiCreatedResponse({ type: AdminSpaceDto })
  create(@Body() body: CreateSpaceDto): Promise<AdminSpaceDto> {
    return this.spaces.create(body);
  }

  @Put('spaces/:id')
  @RequirePermission('spaces', 'edit')
  @ApiOperation({ summary: 'Edit a space; a new availability capacity adds or removes instances' })
  @ApiOkResponse({ type: AdminSpaceDto })
  update(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: UpdateSpaceDto): Promise<AdminSpaceDto> {
    return this.spaces.update(id, body);
  }

  @Delete('spaces/:id')
  @RequirePermission('spaces', 'delete')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a space without upcoming bookings (past bookings are kept)' })
  @ApiNoContentResponse()
  remove(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    return this.spaces.remove(id);
  }

  @Get('space-instances/:spaceId')
  @RequirePermission('spaces', 'view')
  @ApiOperation({ summary: 'The physical instances of a space' })
  @ApiOkResponse({ type: [SpaceInstanceDto] })
  instances(@Param('spaceId', new ParseUUIDPipe()) spaceId: string): Promise<SpaceInstanceDto[]> {
    return this.spaces.instances(spaceId);
  }

  @Post('space-instances')
  @RequirePermission('spaces', 'edit')
  @ApiOperation({ summary: 'Add an instance to a space' })
  @ApiCreatedResponse({ type: SpaceInstanceDto })
  addInstance(@Body() body: CreateSpaceInstanceDto): Promise<SpaceInstanceDto> {
    return this.spaces.addInstance(body);
  }

  @Patch('space-instances/:id')
  @RequirePermission('spaces', 'edit')
  @ApiOperation({ summary: 'Relabel, activate or deactivate an instance' })
  @ApiOkResponse({ type: SpaceInstanceDto })
  updateInstance(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateSpaceInstanceDto,
  ): Promise<SpaceInstanceDto> {
    return this.spaces.updateInstance(id, body);
  }

  @Get('space-assignments/:spaceId')
  @RequirePermission('spaces', 'view')
  @ApiOperation({ summary: 'Calendar of a space: assignments between two venue dates (inclusive)' })
  @ApiOkResponse({ type: [AssignmentDto] })
  assignments(
    @Param('spaceId', new ParseUUIDPipe()) spaceId: string,
    @Query() window: AssignmentWindowDto,
  ): Promise<AssignmentDto[]> {
    if (!validWindow(window)) throw new BadRequestException(SPACE_ADMIN_MESSAGES.windowInvalid);
    return this.spaces.assignments(spaceId, window.startDate, window.endDate);
  }
}
