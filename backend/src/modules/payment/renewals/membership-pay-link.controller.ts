import { Controller, Get, HttpException, Inject, Logger, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { MembershipLifecycle } from '../../membership/lifecycle/membership-lifecycle.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { PaymentsService } from '../payments.service.js';
import { PayLinks } from './pay-links.js';

/**
 * The "pay and renew" link in reminder and overdue e-mails. A browser follows it: it goes straight on to the
 * payment page for the next period, or to the member portal (which says where the membership stands) when the
 * link is stale (that period is paid), malformed, or nothing is due.
 */
@ApiTags('memberships')
@Controller('memberships')
export class MembershipPayLinkController {
  private readonly logger = new Logger('MembershipPayLinks');

  constructor(
    private readonly payLinks: PayLinks,
    private readonly payments: PaymentsService,
    private readonly lifecycle: MembershipLifecycle,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
    const portal = `${this.config.http.publicUrl}/member-portal`;
    const periodNumber = Number(period);
    if (
      !Number.isSafeInteger(periodNumber) ||
      typeof signature !== 'string' ||
      !this.payLinks.isValid(id, periodNumber, signature)
    ) {
      response.redirect(portal, 303);
      return;
    }
    const current = await this.em.fork().transactional(async (em) => this.lifecycle.lock(em, id).catch(() => null));
    if (!current || this.lifecycle.nextPeriodNumber(current) !== periodNumber) {
      response.redirect(portal, 303);
      return;
    }
    try {
      const started = await this.payments.initializeRenewal(id);
      response.redirect(started.data.authorization_url ?? portal, 303);
    } catch (error) {
      if (!(error instanceof HttpException)) throw error;
      this.logger.log(`Pay link for membership ${id} not opened: ${error.message}`);
      response.redirect(portal, 303);
    }
  }
}
