import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequireProofOfWork } from '../../common/proof-of-work/proof-of-work.decorator.js';
import { RateLimit } from '../../common/rate-limits/rate-limit.decorator.js';
import { JoinWaitlistDto, WaitlistJoinedDto, WaitlistOfferAcceptedDto } from './dto/waitlist.dto.js';
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
      'Join the waitlist of a full slot (hourly spaces: date and time), day or event; the first in line is e-mailed an offer when room frees',
  })
  @ApiCreatedResponse({ type: WaitlistJoinedDto })
  @ApiNotFoundResponse({ description: 'The space or event does not exist or is not offered' })
  @ApiConflictResponse({ description: 'The slot has room (book it instead), or this e-mail is already in line for it' })
  join(@Body() body: JoinWaitlistDto): Promise<WaitlistJoinedDto> {
    return this.waitlist.join(body);
  }

  @Get('offers/:token')
  @ApiOperation({
    summary:
      "The e-mailed offer link: a space's offer goes on to the payment of the held slot; an event's to the events page, which asks to confirm the held seat",
  })
  @ApiResponse({ status: 303, description: 'To the payment or confirmation, or to a page saying the offer has ended' })
  async follow(@Param('token') token: string, @Res() response: FastifyReply): Promise<void> {
    response.redirect(await this.offers.follow(token), 303);
  }

  @Post('offers/:token/accept')
  @HttpCode(HttpStatus.OK)
  @RateLimit('waitlist')
  @ApiOperation({
    summary: "Confirm an event offer's held seat: registered, with the usual confirmation e-mail and calendar file",
  })
  @ApiOkResponse({ type: WaitlistOfferAcceptedDto })
  @ApiNotFoundResponse({ description: 'The offer has ended (confirmed already, run out, withdrawn) or never existed' })
  accept(@Param('token') token: string): Promise<WaitlistOfferAcceptedDto> {
    return this.offers.accept(token);
  }
}
