import { Body, Controller, Get, Header, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { answerFromPrepared } from '../../common/prepared-answers/prepared-answers.js';
import { JSON_CONTENT_TYPE } from '../../common/prepared-answers/prepared-list.js';
import { RateLimit } from '../../common/rate-limits/rate-limit.decorator.js';
import {
  ComparisonFeatureDto,
  ComparisonFeaturePlanDto,
  CreatePlanBookingDto,
  MembershipPlanDto,
  PlanBookingCreatedDto,
} from './dto/membership.dto.js';
import { MembershipService } from './membership.service.js';
import { PublicMembershipLists } from './public-membership-lists.js';

@ApiTags('membership')
@Controller()
export class MembershipController {
  constructor(
    private readonly membership: MembershipService,
    private readonly lists: PublicMembershipLists,
  ) {}

  // The three lists below are answered from prepared bytes, with an ETag, before Nest's pipeline (PublicMembershipLists);
  // these handlers answer the same bytes for any other address of them.

  @Get('membership-plans')
  @ApiOperation({ summary: 'Active plans in display order' })
  @ApiOkResponse({ type: [MembershipPlanDto] })
  @Header('Content-Type', JSON_CONTENT_TYPE)
  plans(@Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<string> {
    return answerFromPrepared(this.lists.plans, request, response);
  }

  @Get('comparison-features')
  @ApiOperation({ summary: 'Active rows of the comparison matrix' })
  @ApiOkResponse({ type: [ComparisonFeatureDto] })
  @Header('Content-Type', JSON_CONTENT_TYPE)
  features(@Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<string> {
    return answerFromPrepared(this.lists.features, request, response);
  }

  @Get('comparison-feature-plans')
  @ApiOperation({ summary: 'Cells of the comparison matrix' })
  @ApiOkResponse({ type: [ComparisonFeaturePlanDto] })
  @Header('Content-Type', JSON_CONTENT_TYPE)
  featurePlans(@Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<string> {
    return answerFromPrepared(this.lists.cells, request, response);
  }

  @Post('plan-bookings')
  @RateLimit('plan-bookings')
  @ApiOperation({ summary: 'Start a subscription (pending until paid)' })
  @ApiCreatedResponse({ type: PlanBookingCreatedDto })
  async book(@Body() body: CreatePlanBookingDto): Promise<PlanBookingCreatedDto> {
    const booking = await this.membership.createPlanBooking(body);
    return { id: booking.id, subscriptionStatus: booking.subscriptionStatus };
  }
}
