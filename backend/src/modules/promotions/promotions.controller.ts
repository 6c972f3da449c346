import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../../common/rate-limits/rate-limit.decorator.js';
import { FeaturedPromotionDto, PromoCheckDto, PromoCheckResultDto } from './dto/promo-check.dto.js';
import { PromotionsService } from './promotions.service.js';

@ApiTags('promotions')
@Controller()
export class PromotionsController {
  constructor(private readonly promotions: PromotionsService) {}

  @Post('promo-codes/check')
  @RateLimit('promo-code-checks')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'What a promo code takes off the price a checkout form shows, before paying; the checkout prices it again on the server',
  })
  @ApiOkResponse({ type: PromoCheckResultDto })
  @ApiBadRequestResponse({
    description: 'Unknown, inactive, not yet valid, expired, used up, used by this e-mail, or not for this purchase',
  })
  check(@Body() body: PromoCheckDto): Promise<PromoCheckResultDto> {
    return this.promotions.check(body);
  }

  @Get('promotions/featured')
  @ApiOperation({ summary: 'The promotion the site advertises today (active, within its dates), or null' })
  @ApiOkResponse({ type: FeaturedPromotionDto })
  featured(): Promise<FeaturedPromotionDto | null> {
    return this.promotions.featured();
  }
}
