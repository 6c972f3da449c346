import { allowanceBalance, allowanceUsable, type BookedInterval } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { type Transaction } from '../../../common/database/transaction.js';
import { type SpaceBooking } from '../../booking/entities/space-booking.entity.js';
import { type User } from '../../identity/entities/user.entity.js';
import { type PlanBooking } from '../../membership/entities/plan-booking.entity.js';
import { GuestPassesRepository } from '../guests/guest-passes.repository.js';
import { AllowanceUse, type BookingAllowanceKind } from '../entities/allowance-use.entity.js';
import { MEMBER_PORTAL_ERRORS } from '../member-portal.errors.js';
import { ALLOWANCE_MESSAGES } from '../member-portal.messages.js';
import {
  type AllowancePeriod,
  allowancePeriods,
  type CoveredInterval,
  intervalKey,
  splitByAllowance,
} from './allowance-rules.js';
import { AllowanceUsesRepository } from './allowance-uses.repository.js';
import { AllowanceRepository } from './allowance.repository.js';
import { type MemberAllowanceDto } from './dto/member-allowance.dto.js';

/** A row the allowance covers, with the period it counts against. */
export type PeriodCoveredInterval = CoveredInterval & { periodStart: string };

/** A selection split by the allowance: the rows it covers (earliest first) and the rest, to be paid. */
export interface AllowanceSplit {
  covered: PeriodCoveredInterval[];
  paid: BookedInterval[];
}

/**
 * The allowance of a member's membership: what the current period includes, has used and has left, and the steps a
 * booking from it takes inside its transaction (lock the membership, split the selection, record what it used). The
 * membership stays locked until that transaction ends, so parallel bookings can never overdraw the allowance.
 */
@Injectable()
export class MemberAllowanceService {
  constructor(
    private readonly allowances: AllowanceRepository,
    private readonly uses: AllowanceUsesRepository,
    private readonly guestPasses: GuestPassesRepository,
    private readonly clock: Clock,
  ) {}

  /** The current period's allowance; 404 when the member has no membership that gives one. */
  async allowance(member: User): Promise<MemberAllowanceDto> {
    const membership = await this.allowances.membership(member);
    const [period] = membership ? allowancePeriods(membership, this.clock.today()) : [];
    if (!membership || !period) throw MEMBER_PORTAL_ERRORS.noAllowance();
    const plan = membership.plan;
    const used = await this.uses.usedInPeriod(membership.id, period.start);
    const passes = await this.guestPasses.usedInPeriod(membership.id, period.start);
    const usable = allowanceUsable(membership.subscriptionStatus);
    return {
      membershipId: membership.id,
      planName: plan.name,
      status: membership.subscriptionStatus,
      usable,
      message: usable ? null : ALLOWANCE_MESSAGES.pastDue,
      periodStart: period.start,
      periodEnd: period.end,
      deskDays: allowanceBalance(plan.deskDaysPerPeriod, used.deskDays, plan.unlimitedDeskDays),
      meetingRoomHours: allowanceBalance(plan.meetingRoomHoursPerPeriod, used.meetingRoomHours),
      guestPasses: allowanceBalance(plan.guestPassesPerPeriod, passes),
      memberDiscountPercent: plan.memberDiscountPercent,
    };
  }

  /**
   * The member's membership, locked until `tx` ends, and the periods a booking made today can draw on (the one today
   * lies in first); 409 when there is none, or it is past due.
   */
  async lockForBooking(
    tx: Transaction,
    member: User,
    today: string,
  ): Promise<{ membership: PlanBooking; periods: AllowancePeriod[] }> {
    const membership = await this.allowances.lockMembership(tx, member);
    const periods = membership ? allowancePeriods(membership, today) : [];
    if (!membership || periods.length === 0) throw MEMBER_PORTAL_ERRORS.noAllowanceToSpend();
    if (!allowanceUsable(membership.subscriptionStatus)) throw MEMBER_PORTAL_ERRORS.allowancePastDue();
    return { membership, periods };
  }

  /**
   * Splits a quoted selection by what the locked membership has left: each period covers its own dates from its own
   * balance (the previous one first while a period paid early waits), and the rest is paid.
   */
  async split(
    tx: Transaction,
    membership: PlanBooking,
    periods: AllowancePeriod[],
    intervals: BookedInterval[],
    kind: BookingAllowanceKind | null,
  ): Promise<AllowanceSplit> {
    const plan = membership.plan;
    const split: AllowanceSplit = { covered: [], paid: intervals };
    for (const period of periods) {
      const used = kind ? (await this.uses.usedInPeriod(membership.id, period.start, tx))[kind] : 0;
      const balance =
        kind === 'deskDays'
          ? allowanceBalance(plan.deskDaysPerPeriod, used, plan.unlimitedDeskDays)
          : kind === 'meetingRoomHours'
            ? allowanceBalance(plan.meetingRoomHoursPerPeriod, used)
            : null;
      const part = splitByAllowance(split.paid, kind, balance, period);
      split.covered.push(...part.covered.map((covered) => ({ ...covered, periodStart: period.start })));
      split.paid = part.paid;
    }
    return split;
  }

  /** Records one allowance use per booked row the allowance covered, against the period its split gave it. */
  recordUses(
    tx: Transaction,
    membership: PlanBooking,
    kind: BookingAllowanceKind,
    covered: PeriodCoveredInterval[],
    rows: SpaceBooking[],
  ): void {
    const uses = new Map(covered.map((use) => [intervalKey(use.interval), use]));
    this.uses.add(
      tx,
      rows.map((row) => {
        const { periodStart, quantity } = uses.get(intervalKey(row))!;
        return new AllowanceUse(membership, periodStart, kind, quantity, row);
      }),
    );
  }
}
