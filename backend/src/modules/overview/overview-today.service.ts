import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock.js';
import { BookingStatsService } from '../booking/booking-stats.service.js';
import { ContentStatsService } from '../content/content-stats.service.js';
import { type AdminPrincipal } from '../identity/access/admin-principal.js';
import { allows } from '../identity/access/effective-permissions.js';
import { MembershipsAdminService } from '../membership/admin/memberships-admin.service.js';
import { type OverviewTodayDto } from './dto/overview-today.dto.js';

/** Rows each section shows; its count says how many more its list holds. */
export const TODAY_SECTION_ROWS = 5;

/**
 * The Overview's "today": each module answers its own sections, and only the sections of lists the admin may view
 * are asked for, so an admin without bookings.view (say) gets the others and no error.
 */
@Injectable()
export class OverviewTodayService {
  constructor(
    private readonly bookingStats: BookingStatsService,
    private readonly contentStats: ContentStatsService,
    private readonly memberships: MembershipsAdminService,
    private readonly clock: Clock,
  ) {}

  async today(admin: AdminPrincipal): Promise<OverviewTodayDto> {
    const now = this.clock.now();
    const today = this.clock.today();
    const may = (resource: string) => allows(admin.permissions, resource, 'view');
    const [bookings, unansweredContacts, renewals] = await Promise.all([
      may('bookings') ? this.bookingStats.today(today, now, TODAY_SECTION_ROWS) : undefined,
      may('contacts') ? this.contentStats.unansweredContacts(TODAY_SECTION_ROWS) : undefined,
      may('memberships') ? this.memberships.renewalsDue(TODAY_SECTION_ROWS) : undefined,
    ]);
    return {
      today,
      ...bookings,
      ...(unansweredContacts && { unansweredContacts }),
      ...(renewals && {
        renewalsDue: {
          count: renewals.count,
          renewsBefore: renewals.filter.renewsBefore,
          rows: renewals.rows.map((row) => ({
            id: row.id,
            memberName: row.memberName,
            planName: row.planName,
            // Active memberships in this section are under way, so their period has an end.
            renewsOn: row.currentPeriodEnd ?? '',
            renewsAutomatically: row.renewsAutomatically,
          })),
        },
      }),
    };
  }
}
