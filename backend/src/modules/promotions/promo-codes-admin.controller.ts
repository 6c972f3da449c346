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
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { sendPage } from '../../common/http/list-query.dto.js';
import { RequirePermission } from '../identity/access/access-rule.decorator.js';
import {
  AdminPromoCodeDto,
  CreatePromoCodeDto,
  PromoCodeListQueryDto,
  UpdatePromoCodeDto,
} from './dto/promo-code-admin.dto.js';
import { PromoCodesAdminService } from './promo-codes-admin.service.js';

@ApiTags('admin promo codes')
@Controller('admin/promo-codes')
export class PromoCodesAdminController {
  constructor(private readonly promoCodes: PromoCodesAdminService) {}

  @Get()
  @RequirePermission('promotions', 'view')
  @ApiOperation({
    summary:
      'Promo codes, newest first unless sorted otherwise, with their paid and held uses and revenue: a page (X-Total-Count holds the total), searchable by code or description',
  })
  @ApiOkResponse({ type: [AdminPromoCodeDto] })
  async list(@Query() query: PromoCodeListQueryDto, @Res({ passthrough: true }) response: FastifyReply) {
    return sendPage(response, await this.promoCodes.list(query));
  }

  @Get(':id')
  @RequirePermission('promotions', 'view')
  @ApiOperation({ summary: 'One promo code' })
  @ApiOkResponse({ type: AdminPromoCodeDto })
  @ApiNotFoundResponse({ description: 'No such promo code' })
  get(@Param('id', new ParseUUIDPipe()) id: string): Promise<AdminPromoCodeDto> {
    return this.promoCodes.get(id);
  }

  @Post()
  @RequirePermission('promotions', 'create')
  @ApiOperation({ summary: 'Add a promo code (stored in capitals; unique whatever the case)' })
  @ApiCreatedResponse({ type: AdminPromoCodeDto })
  @ApiConflictResponse({ description: 'The code exists already' })
  create(@Body() body: CreatePromoCodeDto): Promise<AdminPromoCodeDto> {
    return this.promoCodes.create(body);
  }

  @Put(':id')
  @RequirePermission('promotions', 'edit')
  @ApiOperation({ summary: 'Change a promo code (only the fields sent); uses already made keep their terms' })
  @ApiOkResponse({ type: AdminPromoCodeDto })
  @ApiNotFoundResponse({ description: 'No such promo code' })
  update(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: UpdatePromoCodeDto): Promise<AdminPromoCodeDto> {
    return this.promoCodes.update(id, body);
  }

  @Delete(':id')
  @RequirePermission('promotions', 'delete')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a promo code that was never used (a used one is deactivated instead)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such promo code' })
  @ApiConflictResponse({ description: 'The code has been used' })
  remove(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    return this.promoCodes.remove(id);
  }
}
