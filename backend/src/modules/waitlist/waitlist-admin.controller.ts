import { Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { sendPage } from '../../common/http/list-query.dto.js';
import { RequirePermission } from '../identity/access/access-rule.decorator.js';
import { AdminWaitlistEntryDto, WaitlistListQueryDto } from './dto/waitlist.dto.js';
import { WaitlistService } from './waitlist.service.js';

@ApiTags('admin waitlist')
@Controller('admin/waitlist')
export class WaitlistAdminController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Get()
  @RequirePermission('bookings', 'view')
  @ApiOperation({
    summary:
      'Everyone on a waitlist, newest first unless sorted otherwise, with their place in line and what they were offered: a page (X-Total-Count holds the total)',
  })
  @ApiOkResponse({ type: [AdminWaitlistEntryDto] })
  async list(@Query() query: WaitlistListQueryDto, @Res({ passthrough: true }) response: FastifyReply) {
    return sendPage(response, await this.waitlist.list(query));
  }

  @Delete(':id')
  @RequirePermission('bookings', 'edit')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Take someone off a waitlist (an open offer’s held slot is let go for the next in line)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such entry' })
  @ApiConflictResponse({ description: 'They have booked the slot already' })
  remove(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    return this.waitlist.remove(id);
  }
}
