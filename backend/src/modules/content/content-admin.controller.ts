import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../identity/access/access-rule.decorator.js';
import { ContactsService } from './contacts.service.js';
import { LimitQueryDto } from '../../common/http/limit-query.dto.js';
import { ContactDto } from './dto/contact.dto.js';

@ApiTags('admin contacts')
@Controller('admin')
export class ContentAdminController {
  constructor(private readonly contacts: ContactsService) {}

  @Get('contacts')
  @RequirePermission('contacts', 'view')
  @ApiOperation({ summary: 'Contact inquiries, newest first' })
  @ApiOkResponse({ type: [ContactDto] })
  listContacts(@Query() query: LimitQueryDto): Promise<ContactDto[]> {
    return this.contacts.listForAdmin(query.limit ?? 100);
  }
}
