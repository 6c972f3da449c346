import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RenewalCheckouts } from './renewal-checkouts.service.js';

/**
 * The "pay and renew" link in reminder and overdue e-mails. A browser follows it: it goes straight on to the
 * payment page for the next period, or to the member portal (which says where the membership stands) when the
 * link is stale (that period is paid), malformed, or nothing is due.
 */
@ApiTags('memberships')
@Controller('memberships')
export class MembershipPayLinkController {
  constructor(private readonly renewals: RenewalCheckouts) {}

  @Get(':id/pay')
  @ApiOperation({ summary: "Opens the checkout for a membership's next period (the e-mailed pay link)" })
  @ApiQuery({ name: 'period', description: 'The period the link pays for' })
  @ApiQuery({ name: 'signature', description: 'The link signature' })
  @ApiResponse({ status: 303, description: 'To the payment page, or to the member portal when nothing is due' })
  async pay(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Query('period') period: string,
    @Query('signature') signature: string,
    @Res() response: FastifyReply,
  ): Promise<void> {
    response.redirect(await this.renewals.payLinkDestination(id, period, signature), 303);
  }
}
