import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../../common/rate-limits/rate-limit.decorator.js';
import {
  ComparisonFeatureDto,
  ComparisonFeaturePlanDto,
  CreatePlanBookingDto,
  MembershipPlanDto,
  PlanBookingCreatedDto,
} from './dto/membership.dto.js';
import { MembershipService } from './membership.service.js';

@ApiTags('membership')
@Controller()
export class MembershipController {
  constructor(private readonly membership: MembershipService) {}

  @Get('membership-plans')
  @ApiOperation({ summary: 'Active plans in display order' })
  @ApiOkResponse({ type: [MembershipPlanDto] })
  plans(): Promise<MembershipPlanDto[]> {
    return this.membership.activePlans();
  }

  @Get('comparison-features')
  @ApiOperation({ summary: 'Active rows of the comparison matrix' })
  @ApiOkResponse({ type: [ComparisonFeatureDto] })
  features(): Promise<ComparisonFeatureDto[]> {
    return this.membership.features(true);
  }

  @Get('comparison-feature-plans')
  @ApiOperation({ summary: 'Cells of the comparison matrix' })
  @ApiOkResponse({ type: [ComparisonFeaturePlanDto] })
  featurePlans(): Promise<ComparisonFeaturePlanDto[]> {
    return this.membership.featurePlans();
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
