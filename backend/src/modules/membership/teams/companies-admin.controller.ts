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
import { sendPage } from '../../../common/http/list-query.dto.js';
import { RequirePermission } from '../../identity/access/access-rule.decorator.js';
import { CompaniesService } from './companies.service.js';
import {
  CompanyDetailDto,
  CompanyDto,
  CompanyListQueryDto,
  CreateCompanyDto,
  UpdateCompanyDto,
} from './dto/company.dto.js';

@ApiTags('admin companies')
@Controller('admin/companies')
export class CompaniesAdminController {
  constructor(private readonly companies: CompaniesService) {}

  @Get()
  @RequirePermission('memberships', 'view')
  @ApiOperation({
    summary:
      'Companies paying for team memberships, by name unless sorted otherwise: a page (X-Total-Count holds the total), searchable by name, KRA PIN or billing e-mail',
  })
  @ApiOkResponse({ type: [CompanyDto] })
  async list(@Query() query: CompanyListQueryDto, @Res({ passthrough: true }) response: FastifyReply) {
    return sendPage(response, await this.companies.list(query));
  }

  @Get(':id')
  @RequirePermission('memberships', 'view')
  @ApiOperation({ summary: 'One company with its team memberships, who holds each seat, and its payments' })
  @ApiOkResponse({ type: CompanyDetailDto })
  @ApiNotFoundResponse({ description: 'No such company' })
  get(@Param('id', new ParseUUIDPipe()) id: string): Promise<CompanyDetailDto> {
    return this.companies.get(id);
  }

  @Post()
  @RequirePermission('memberships', 'edit')
  @ApiOperation({ summary: 'Add a company (its receipts carry its name and KRA PIN)' })
  @ApiCreatedResponse({ type: CompanyDetailDto })
  create(@Body() body: CreateCompanyDto): Promise<CompanyDetailDto> {
    return this.companies.create(body);
  }

  @Put(':id')
  @RequirePermission('memberships', 'edit')
  @ApiOperation({ summary: "Change a company's details (only the fields sent); later receipts use them" })
  @ApiOkResponse({ type: CompanyDetailDto })
  @ApiNotFoundResponse({ description: 'No such company' })
  update(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: UpdateCompanyDto): Promise<CompanyDetailDto> {
    return this.companies.update(id, body);
  }

  @Delete(':id')
  @RequirePermission('memberships', 'edit')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a company that never had a team membership' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'No such company' })
  @ApiConflictResponse({ description: 'It has team memberships: it is kept for their receipts' })
  async remove(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    await this.companies.remove(id);
  }
}
