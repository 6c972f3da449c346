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
import { CreateUserDto, ResetPasswordDto, UpdateUserDto, UserDto, UserListQueryDto } from './user.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('admin users')
@Controller('admin/users')
export class UsersAdminController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @RequirePermission('users', 'view')
  @ApiOperation({
    summary:
      'Customer accounts, newest first (X-Total-Count holds the total; without _start/_end the first 500), searchable by username, name, e-mail or phone',
  })
  @ApiOkResponse({ type: [UserDto] })
  async list(@Query() query: UserListQueryDto, @Res({ passthrough: true }) response: FastifyReply): Promise<UserDto[]> {
    return sendPage(response, await this.users.list(query));
  }

  @Get(CSV_EXPORT_PATH)
  @RequirePermission('users', 'view')
  @ApiCsvExport('Customer accounts')
  export(@Query() query: UserListQueryDto): StreamableFile {
    return this.users.export(query);
  }

  @Post()
  @RequirePermission('users', 'create')
  @ApiOperation({ summary: 'Add a customer account' })
  @ApiCreatedResponse({ type: UserDto })
  @ApiConflictResponse({ description: 'Username or email already taken' })
  create(@Body() body: CreateUserDto, @Req() request: AdminRequest): Promise<UserDto> {
    return this.users.create(actorOf(request), body, ipOf(request));
  }

  @Put(':id')
  @RequirePermission('users', 'edit')
  @ApiOperation({ summary: 'Edit a customer account (blank password keeps it)' })
  @ApiOkResponse({ type: UserDto })
  update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateUserDto,
    @Req() request: AdminRequest,
  ): Promise<UserDto> {
    return this.users.update(actorOf(request), id, body, ipOf(request));
  }

  @Post(':id/reset-password')
  @RequirePermission('users', 'edit')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Set a new password for a customer's account" })
  @ApiNoContentResponse()
  resetPassword(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: ResetPasswordDto,
    @Req() request: AdminRequest,
  ): Promise<void> {
    return this.users.resetPassword(actorOf(request), id, body.newPassword, ipOf(request));
  }

  @Delete(':id')
  @RequirePermission('users', 'delete')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a customer account (their bookings stay)' })
  @ApiNoContentResponse()
  remove(@Param('id', new ParseUUIDPipe()) id: string, @Req() request: AdminRequest): Promise<void> {
    return this.users.remove(actorOf(request), id, ipOf(request));
  }
}
