import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { STAFF_NOTICE_KINDS } from '@coworking/domain';
import { RequirePermission } from '../../identity/access/access-rule.decorator.js';
import { type AdminRequest } from '../../identity/access/admin-principal.js';
import { actorOf, ipOf } from '../../identity/access/request-actor.js';
import { AuditLogService, fieldChanges } from '../../identity/audit/audit-log.service.js';
import { StaffNotificationSettingsDto, StaffNotificationsDto } from './staff-notifications.dto.js';
import { type StaffNotificationAddresses, StaffNotificationsService } from './staff-notifications.service.js';

@ApiTags('admin settings')
@Controller('admin/settings/staff-notifications')
export class StaffNotificationsAdminController {
  constructor(
    private readonly settings: StaffNotificationsService,
    private readonly audit: AuditLogService,
  ) {}

  @Get()
  @RequirePermission('staffNotifications', 'view')
  @ApiOperation({ summary: 'Which staff addresses get each kind of staff e-mail (empty: the default address)' })
  @ApiOkResponse({ type: StaffNotificationSettingsDto })
  async get(): Promise<StaffNotificationSettingsDto> {
    return this.withDefault(await this.settings.get());
  }

  @Put()
  @RequirePermission('staffNotifications', 'edit')
  @ApiOperation({ summary: 'Change them (staff e-mails written from now on go to the new addresses); audited' })
  @ApiOkResponse({ type: StaffNotificationSettingsDto })
  async replace(
    @Body() body: StaffNotificationsDto,
    @Req() request: AdminRequest,
  ): Promise<StaffNotificationSettingsDto> {
    const saved = await this.settings.replace(body, (tx, before, after) =>
      this.audit.record(tx, {
        actor: actorOf(request),
        action: 'update',
        resource: 'settings',
        resourceId: 'staff-notifications',
        changes: fieldChanges(before, after, [...STAFF_NOTICE_KINDS]),
        ipAddress: ipOf(request),
      }),
    );
    return this.withDefault(saved);
  }

  private withDefault(addresses: StaffNotificationAddresses): StaffNotificationSettingsDto {
    return { ...addresses, defaultAddress: this.settings.defaultAddress };
  }
}
