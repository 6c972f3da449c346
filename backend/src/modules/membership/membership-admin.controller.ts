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
  Res,
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
import { pageInMemory, sendPage } from '../../common/http/list-query.dto.js';
import { RequirePermission } from '../identity/access/access-rule.decorator.js';
import {
  ComparisonFeatureDto,
  ComparisonFeaturePlanDto,
  CreateComparisonFeatureDto,
  CreateMembershipPlanDto,
  MembershipPlanDto,
  UpdateComparisonFeatureDto,
  UpdateMembershipPlanDto,
  UpsertComparisonFeaturePlanDto,
  PLAN_LIST,
  PlanListQueryDto,
} from './dto/membership.dto.js';
import { MembershipService } from './membership.service.js';

/** Plans need membershipPlans permissions; the comparison matrix follows the spec's spaces permissions. */
@ApiTags('admin membership')
@Controller('admin')
export class MembershipAdminController {
  constructor(private readonly membership: MembershipService) {}

  @Get('membership-plans')
  @RequirePermission('membershipPlans', 'view')
  @ApiOperation({ summary: 'All plans, active or not (X-Total-Count holds the total); searchable by name or period' })
  @ApiOkResponse({ type: [MembershipPlanDto] })
  async plans(
    @Query() query: PlanListQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<MembershipPlanDto[]> {
    return sendPage(response, pageInMemory(await this.membership.allPlans(), query, PLAN_LIST));
  }

  @Post('membership-plans')
  @RequirePermission('membershipPlans', 'create')
  @ApiCreatedResponse({ type: MembershipPlanDto })
  createPlan(@Body() body: CreateMembershipPlanDto): Promise<MembershipPlanDto> {
    return this.membership.createPlan(body);
  }

  @Put('membership-plans/:id')
  @RequirePermission('membershipPlans', 'edit')
  @ApiOkResponse({ type: MembershipPlanDto })
  updatePlan(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateMembershipPlanDto,
  ): Promise<MembershipPlanDto> {
    return this.membership.updatePlan(id, body);
  }

  @Delete('membership-plans/:id')
  @RequirePermission('membershipPlans', 'delete')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary:
      'Delete a plan and its matrix cells. 409 while a membership on it has not ended or a payment for it is under way; a plan with ended memberships is hidden, not erased, so their history stays readable',
  })
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'The plan has members whose membership has not ended: deactivate it instead' })
  removePlan(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    return this.membership.removePlan(id);
  }

  @Get('comparison-features')
  @RequirePermission('spaces', 'view')
  @ApiOkResponse({ type: [ComparisonFeatureDto] })
  features(): Promise<ComparisonFeatureDto[]> {
    return this.membership.features(false);
  }

  @Post('comparison-features')
  @RequirePermission('spaces', 'create')
  @ApiCreatedResponse({ type: ComparisonFeatureDto })
  createFeature(@Body() body: CreateComparisonFeatureDto): Promise<ComparisonFeatureDto> {
    return this.membership.createFeature(body);
  }

  @Put('comparison-features/:id')
  @RequirePermission('spaces', 'edit')
  @ApiOkResponse({ type: ComparisonFeatureDto })
  updateFeature(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateComparisonFeatureDto,
  ): Promise<ComparisonFeatureDto> {
    return this.membership.updateFeature(id, body);
  }

  @Delete('comparison-features/:id')
  @RequirePermission('spaces', 'delete')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse()
  removeFeature(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    return this.membership.removeFeature(id);
  }

  @Get('comparison-feature-plans')
  @RequirePermission('spaces', 'view')
  @ApiOkResponse({ type: [ComparisonFeaturePlanDto] })
  featurePlans(): Promise<ComparisonFeaturePlanDto[]> {
    return this.membership.featurePlans();
  }

  @Post('comparison-feature-plans')
  @RequirePermission('spaces', 'edit')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Set one cell of the matrix (created or replaced)' })
  @ApiOkResponse({ type: ComparisonFeaturePlanDto })
  upsertCell(@Body() body: UpsertComparisonFeaturePlanDto): Promise<ComparisonFeaturePlanDto> {
    return this.membership.upsertCell(body);
  }
}
