import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequireProofOfWork } from '../../common/proof-of-work/proof-of-work.decorator.js';
import { RateLimit } from '../../common/rate-limits/rate-limit.decorator.js';
import { JoinWaitlistDto, WaitlistJoinedDto } from './dto/waitlist.dto.js';
import { WaitlistOffers } from './waitlist-offers.service.js';
import { WaitlistService } from './waitlist.service.js';

@ApiTags('waitlist')
@Controller('waitlist')
export class WaitlistController {
  constructor(
    private readonly waitlist: WaitlistService,
    private readonly offers: WaitlistOffers,
  ) {}

  @Post()
  @RateLimit('waitlist')
  @RequireProofOfWork()
  @ApiOperation({
    summary:
      'Join the waitlist of a full slot (hourly spaces: date and time) or day; the first in line is e-mailed an offer when room frees',
  })
  @ApiCreatedResponse({ type: WaitlistJoinedDto })
  @ApiNotFoundResponse({ description: 'The space does not exist or is not offered' })
  @ApiConflictResponse({ description: 'The slot has room (book it instead), or this e-mail is already in line for it' })
  join(@Body() body: JoinWaitlistDto): Promise<WaitlistJoinedDto> {
    return this.waitlist.join(body);
  }

  @Get('offers/:token')
  @ApiOperation({ summary: 'The e-mailed offer link: on to the payment of the held slot while the offer is open' })
  @ApiResponse({ status: 303, description: 'To the payment page, or to the spaces page saying the offer has ended' })
  async follow(@Param('token') token: string, @Res() response: FastifyReply): Promise<void> {
    response.redirect(await this.offers.follow(token), 303);
  }
}
