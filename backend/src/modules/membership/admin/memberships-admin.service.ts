import { addVenueDays, centsToAmount } from '@coworking/domain';
import { Injectable, Logger, type StreamableFile } from '@nestjs/common';
import { csvFile, type CsvColumn, csvKes, csvVenueDateTime } from '../../../common/http/csv-export.js';
import { Clock } from '../../../common/clock/clock.js';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { allows } from '../../identity/access/effective-permissions.js';
import { AuditLogService, fieldChanges } from '../../identity/audit/audit-log.service.js';
import { type FieldChanges } from '../../identity/entities/audit-log-entry.entity.js';
import { MailService } from '../../mail/delivery/mail.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { type PlanBooking } from '../entities/plan-booking.entity.js';
import { MembershipLifecycle } from '../lifecycle/membership-lifecycle.js';
import {
  MEMBERSHIP_TRANSITIONS,
  type MembershipChange,
  type MembershipEvent,
} from '../lifecycle/membership-transitions.js';
import { MEMBERSHIP_ERRORS } from '../membership.errors.js';
import {
  type AdminMembershipDto,
  type CancelledMembershipDto,
  type CancelMembershipDto,
  type CompMembershipDto,
  type ExtendMembershipDto,
  MEMBERSHIP_STAFF_ACTIONS,
  type MembershipListQueryDto,
  type MembershipStaffAction,
  type MembershipSummaryDto,
} from './dto/memberships-admin.dto.js';
import { MEMBERSHIP_PAYMENT_CHANNELS, type MembershipPaymentChannel } from '../dto/membership-view.dto.js';
import { type MembershipListRow, MembershipsAdminRepository } from './memberships-admin.repository.js';

/** Days ahead the overview counts renewals in. */
export const RENEWALS_DUE_WITHIN_DAYS = 7;

/** The lifecycle event behind each staff action: the state machine says when it is allowed. */
const STAFF_ACTION_EVENTS: Record<MembershipStaffAction, MembershipEvent> = {
  cancel: 'cancel-now',
  extend: 'extend',
  comp: 'comp',
};

function channelOf(channel: string | null): MembershipPaymentChannel | null {
  return MEMBERSHIP_PAYMENT_CHANNELS.find((known) => known === channel) ?? null;
}

function toMembershipDto(row: MembershipListRow): AdminMembershipDto {
  // Only memberships that are set to renew have a next charge; day passes never do.
  const renews = (row.status === 'active' || row.status === 'past_due') && row.period !== 'daily';
  return {
    id: row.id,
    memberName: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
    planId: row.plan_id,
    planName: row.plan_name,
    period: row.period,
    priceKes: row.price,
    status: row.status,
    startDate: row.start_date,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    nextChargeDate: renews ? row.current_period_end : null,
    paymentMethod: {
      channel: channelOf(row.payment_channel),
      last4: row.card_last4,
      brand: row.card_brand,
    },
    renewsAutomatically: renews && row.has_saved_card,
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason,
    createdAt: row.created_at,
    staffActions: MEMBERSHIP_STAFF_ACTIONS.filter(
      (action) =>
        MEMBERSHIP_TRANSITIONS[STAFF_ACTION_EVENTS[action]].includes(row.status) &&
        // A deleted plan starts nothing again (the lifecycle refuses it too).
        !(action === 'comp' && row.plan_deleted),
    ),
  };
}

const MEMBERSHIP_CSV: CsvColumn<AdminMembershipDto>[] = [
  { header: 'Member', value: (row) => row.memberName },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Plan', value: (row) => row.planName },
  { header: 'Period', value: (row) => row.period },
  { header: 'Price (KES)', value: (row) => csvKes(row.priceKes) },
  { header: 'Status', value: (row) => row.status },
  { header: 'Start date', value: (row) => row.startDate },
  { header: 'Period start', value: (row) => row.currentPeriodStart },
  { header: 'Period end', value: (row) => row.currentPeriodEnd },
  { header: 'Next charge', value: (row) => row.nextChargeDate },
  { header: 'Renews automatically', value: (row) => (row.renewsAutomatically ? 'yes' : 'no') },
  { header: 'Cancelled (Nairobi)', value: (row) => csvVenueDateTime(row.cancelledAt) },
  { header: 'Created (Nairobi)', value: (row) => csvVenueDateTime(row.createdAt) },
];

async function* membershipRows(rows: AsyncIterable<MembershipListRow>): AsyncGenerator<AdminMembershipDto> {
  for await (const row of rows) yield toMembershipDto(row);
}

/** What one staff action did, for the audit log and the answer. */
interface StaffOutcome extends MembershipChange {
  /** Audit fields beyond status and period end (the reason, the days added, the refund). */
  details: FieldChanges;
  refundedCents?: number;
  afterCommit?: () => Promise<void>;
}

/**
 * The back-office's memberships: the list, the overview's figures, and what staff may do to one membership —
 * cancel it now (optionally refunding the unused days), extend its period, or give a free period. Each action
 * locks the membership, goes through the lifecycle (which refuses what the state machine does not allow), and is
 * audited with its reason in the same transaction; e-mails are staged there too and sent after the commit.
 */
@Injectable()
export class MembershipsAdminService {
  private readonly logger = new Logger('MembershipsAdmin');

  constructor(
    private readonly repository: MembershipsAdminRepository,
    private readonly lifecycle: MembershipLifecycle,
    private readonly unitOfWork: UnitOfWork,
    private readonly mail: MailService,
    private readonly audit: AuditLogService,
    private readonly clock: Clock,
  ) {}

  async list(query: MembershipListQueryDto): Promise<{ rows: AdminMembershipDto[]; total: number }> {
    const { rows, total } = await this.repository.list(query);
    return { rows: rows.map(toMembershipDto), total };
  }

  export(query: MembershipListQueryDto): StreamableFile {
    return csvFile('memberships', MEMBERSHIP_CSV, membershipRows(this.repository.stream(query)));
  }

  async detail(id: string): Promise<AdminMembershipDto> {
    const {
      rows: [row],
    } = await this.repository.list({ id, _end: 1 });
    if (!row) throw MEMBERSHIP_ERRORS.membershipNotFound();
    return toMembershipDto(row);
  }

  async summary(): Promise<MembershipSummaryDto> {
    const dueBy = addVenueDays(this.clock.today(), RENEWALS_DUE_WITHIN_DAYS);
    const figures = await this.repository.figures(dueBy);
    return {
      activeMembers: figures.activeMembers,
      renewalsDueIn7Days: figures.renewalsDue,
      pastDue: figures.pastDue,
      monthlyRecurringRevenueKes: figures.monthlyRecurringRevenue,
    };
  }

  /**
   * The memberships due to renew within RENEWALS_DUE_WITHIN_DAYS (the summary's renewals due), soonest first: how
   * many, the first `limit`, and the list filter that shows them all (status active, renewing before the day after).
   */
  async renewalsDue(
    limit: number,
  ): Promise<{ count: number; rows: AdminMembershipDto[]; filter: { status: 'active'; renewsBefore: string } }> {
    const filter = {
      status: 'active' as const,
      renewsBefore: addVenueDays(this.clock.today(), RENEWALS_DUE_WITHIN_DAYS + 1),
    };
    const { rows, total } = await this.list({
      ...filter,
      _sort: 'currentPeriodEnd',
      _order: 'ASC',
      _start: 0,
      _end: limit,
    });
    return { count: total, rows, filter };
  }

  /**
   * Ends a membership now. A prorated refund moves money, so it also needs the payments.refund permission; the
   * refund row is written in this transaction and sent to Paystack once it has committed.
   */
  async cancel(
    id: string,
    body: CancelMembershipDto,
    actor: AdminPrincipal,
    ipAddress: string,
  ): Promise<CancelledMembershipDto> {
    const refund = body.refund ?? 'none';
    if (refund === 'prorated' && !allows(actor.permissions, 'payments', 'refund'))
      throw MEMBERSHIP_ERRORS.refundNotPermitted();
    const outcome = await this.act(id, actor, ipAddress, async (tx, booking) => {
      const change = await this.lifecycle.cancelNow(tx, booking, {
        reason: body.reason,
        refund,
        staff: { adminId: actor.id, username: actor.username },
      });
      const details: FieldChanges = { reason: { from: null, to: body.reason } };
      if (change.refundedCents > 0) details.refundedKes = { from: null, to: centsToAmount(change.refundedCents) };
      else if (refund === 'prorated') details.refundedKes = { from: null, to: centsToAmount(0) };
      return { ...change, details };
    });
    return { ...(await this.detail(id)), refundedKes: centsToAmount(outcome.refundedCents ?? 0) };
  }

  async extend(id: string, body: ExtendMembershipDto, actor: AdminPrincipal, ipAddress: string) {
    await this.act(id, actor, ipAddress, async (_tx, booking) => ({
      ...this.lifecycle.extend(booking, body.days),
      details: { reason: { from: null, to: body.reason }, extendedByDays: { from: null, to: body.days } },
    }));
    return this.detail(id);
  }

  async comp(id: string, body: CompMembershipDto, actor: AdminPrincipal, ipAddress: string) {
    await this.act(id, actor, ipAddress, async (_tx, booking) => ({
      ...this.lifecycle.comp(booking),
      details: { reason: { from: null, to: body.reason } },
    }));
    return this.detail(id);
  }

  /** One staff action in one transaction on the locked membership: audited, its e-mails sent after the commit. */
  private async act(
    id: string,
    actor: AdminPrincipal,
    ipAddress: string,
    work: (tx: Transaction, booking: PlanBooking) => Promise<StaffOutcome>,
  ): Promise<StaffOutcome> {
    const { outcome, staged } = await this.unitOfWork.run(async (tx) => {
      const booking = await this.lifecycle.lockForChange(tx, id);
      const outcome = await work(tx, booking);
      this.audit.record(tx, {
        actor,
        action: 'update',
        resource: 'memberships',
        resourceId: id,
        changes: {
          ...fieldChanges(outcome.before, outcome.after, ['status', 'currentPeriodEnd']),
          ...outcome.details,
        },
        ipAddress,
      });
      const staged: MailOutbox[] = outcome.mail.map((request) => this.mail.stage(tx, request));
      return { outcome, staged };
    });
    await this.mail.dispatch(staged);
    if (outcome.afterCommit)
      await outcome.afterCommit().catch((error: unknown) =>
        // The change stands; a refund not sent now is picked up by the scheduled refund check.
        this.logger.warn(`After membership ${id} changed: ${error instanceof Error ? error.message : String(error)}`),
      );
    return outcome;
  }
}
