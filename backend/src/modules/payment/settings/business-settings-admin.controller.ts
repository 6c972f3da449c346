import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BusinessSettingsService } from '../../../common/settings/business-settings.js';
import { RequirePermission } from '../../identity/access/access-rule.decorator.js';
import { type AdminRequest } from '../../identity/access/admin-principal.js';
import { actorOf, ipOf } from '../../identity/access/request-actor.js';
import { AuditLogService, fieldChanges } from '../../identity/audit/audit-log.service.js';
import { BusinessSettingsDto } from './business-settings.dto.js';

const AUDITED_FIELDS = [
  'businessName',
  'address',
  'kraPin',
  'vatRegistered',
  'vatRatePercent',
  'cancellation',
  'membershipGraceDays',
  'bookAheadDays',
] as const;

@ApiTags('admin settings')
@Controller('admin/settings/business')
export class BusinessSettingsAdminController {
  constructor(
    private readonly settings: BusinessSettingsService,
    private readonly audit: AuditLogService,
  ) {}

  @Get()
  @RequirePermission('payments', 'view')
  @ApiOperation({ summary: 'Receipt details, VAT, the cancellation policy, the grace period and the book-ahead limit' })
  @ApiOkResponse({ type: BusinessSettingsDto })
  get(): Promise<BusinessSettingsDto> {
    return this.settings.get();
  }

  @Put()
  @RequirePermission('payments', 'edit')
  @ApiOperation({ summary: 'Change them (new receipts and bookings use them; documents already issued keep theirs)' })
  @ApiOkResponse({ type: BusinessSettingsDto })
  async replace(@Body() body: BusinessSettingsDto, @Req() request: AdminRequest): Promise<BusinessSettingsDto> {
    const current = await this.settings.get();
    const membershipGraceDays = body.membershipGraceDays ?? current.membershipGraceDays;
    const bookAheadDays = body.bookAheadDays ?? current.bookAheadDays;
    const settings = { ...body, kraPin: body.kraPin?.toUpperCase() || null, membershipGraceDays, bookAheadDays };
    return this.settings.replace(settings, (em, before, after) =>
      this.audit.record(em, {
        actor: actorOf(request),
        action: 'update',
        resource: 'settings',
        resourceId: 'business',
        changes: fieldChanges(before, after, [...AUDITED_FIELDS]),
        ipAddress: ipOf(request),
      }),
    );
  }
}
