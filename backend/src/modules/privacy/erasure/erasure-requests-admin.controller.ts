import { Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { sendPage } from '../../../common/http/list-query.dto.js';
import { type AdminRequest } from '../../identity/access/admin-principal.js';
import { RequirePermission } from '../../identity/access/access-rule.decorator.js';
import { actorOf, ipOf } from '../../identity/access/request-actor.js';
import { AdminErasureRequestDto, CompletedErasureRequestDto, ErasureRequestListQueryDto } from '../dto/privacy.dto.js';
import { ErasureRequestsService } from './erasure-requests.service.js';

@ApiTags('admin privacy')
@Controller('admin/erasure-requests')
export class ErasureRequestsAdminController {
  constructor(private readonly erasures: ErasureRequestsService) {}

  @Get()
  @RequirePermission('privacy', 'view')
  @ApiOperation({
    summary:
      'Erasure requests, newest first unless sorted otherwise, with their 30-day deadline: a page (X-Total-Count holds the total)',
  })
  @ApiOkResponse({ type: [AdminErasureRequestDto] })
  async list(@Query() query: ErasureRequestListQueryDto, @Res({ passthrough: true }) response: FastifyReply) {
    return sendPage(response, await this.erasures.list(query));
  }

  @Get(':id')
  @RequirePermission('privacy', 'view')
  @ApiOperation({ summary: 'One erasure request' })
  @ApiOkResponse({ type: AdminErasureRequestDto })
  @ApiNotFoundResponse({ description: 'No such request' })
  get(@Param('id', new ParseUUIDPipe()) id: string): Promise<AdminErasureRequestDto> {
    return this.erasures.get(id);
  }

  @Post(':id/complete')
  @HttpCode(HttpStatus.OK)
  @RequirePermission('privacy', 'edit')
  @ApiOperation({
    summary:
      'Erase the person’s data everywhere (payments keep amounts, numbers, dates and a company’s name and KRA PIN): all or nothing, audited under the request number',
  })
  @ApiOkResponse({ type: CompletedErasureRequestDto })
  @ApiNotFoundResponse({ description: 'No such request' })
  @ApiConflictResponse({ description: 'Completed already' })
  complete(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Req() request: AdminRequest,
  ): Promise<CompletedErasureRequestDto> {
    return this.erasures.complete(id, actorOf(request), ipOf(request));
  }
}
