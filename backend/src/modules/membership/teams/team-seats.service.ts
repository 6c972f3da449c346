import {
  centsToAmount,
  MAX_TEAM_SEATS,
  MEMBERSHIP_STATUS_LABELS,
  type MembershipStatus,
  renewsAutomatically,
  toCents,
} from '@coworking/domain';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { type User } from '../../identity/entities/user.entity.js';
import { MemberAccounts } from '../../identity/members/member-accounts.js';
import { MailService } from '../../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { type PaymentStartedDto } from '../../payment/dto/payment.dto.js';
import { PaymentCheckouts } from '../../payment/payment-checkouts.service.js';
import { newReference } from '../../payment/payment-values.js';
import { PeriodPayments } from '../../payment/renewals/period-payments.service.js';
import { PlanBooking } from '../entities/plan-booking.entity.js';
import { proratedCents } from '../lifecycle/membership-periods.js';
import { moveMembership } from '../lifecycle/membership-transitions.js';
import { MEMBERSHIP_ERRORS } from '../membership.errors.js';
import { periodOrder, seatsForPeriod } from '../payments/period-order.js';
import { type TeamMembershipDto } from './dto/company.dto.js';
import { TeamsRepository } from './teams.repository.js';

/** The person a seat is given to. */
export interface SeatHolder {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
}

/** Statuses in which a team's seats give access, and so can be given, moved and added. */
const SEATS_USABLE = new Set(['active', 'non_renewing', 'past_due']);

/**
 * A team membership's seats, as its billing contact manages them: giving a seat to a person (who gets their own
 * allowance, guest passes and check-in through a seat: a plan booking of their own that follows the team), moving it
 * to someone else (the old holder's access ends at once), removing seats from the next period on, and buying more
 * seats for what is left of the current period. Every change locks the team first, so two changes never both take
 * the last free seat.
 */
@Injectable()
export class TeamSeats {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly teams: TeamsRepository,
    private readonly members: MemberAccounts,
    private readonly mail: MailService,
    private readonly periods: PeriodPayments,
    private readonly checkouts: PaymentCheckouts,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The team memberships the member pays for as billing contact, with who holds each seat. */
  async billedTo(member: User): Promise<TeamMembershipDto[]> {
    const teams = await this.teams.billedTo(member);
    const seats = await this.teams.heldSeatsOf(teams.map((team) => team.id));
    return teams.map((team) => toTeamDto(team, seats.get(team.id) ?? []));
  }

  /** One of them (404 unless the member is its billing contact). */
  async one(member: User, teamId: string): Promise<TeamMembershipDto> {
    const team = (await this.teams.billedTo(member)).find(({ id }) => id === teamId);
    if (!team) throw MEMBERSHIP_ERRORS.teamNotFound();
    return toTeamDto(team, await this.teams.heldSeats(null, team.id));
  }

  /** Gives a free seat to a person: their own membership for the rest of the team's periods. */
  async assign(member: User, teamId: string, holder: SeatHolder): Promise<TeamMembershipDto> {
    await this.change(member, teamId, async (tx, team, held) => {
      if (held.length >= seatLimit(team)) throw MEMBERSHIP_ERRORS.seatsFull(seatLimit(team));
      return [await this.giveSeat(tx, team, held, holder, member)];
    });
    return this.one(member, teamId);
  }

  /** Moves a seat to another person: the old holder's seat ends now, the new holder's begins. */
  async move(member: User, teamId: string, seatId: string, holder: SeatHolder): Promise<TeamMembershipDto> {
    await this.change(member, teamId, async (tx, team, held) => {
      const seat = held.find(({ id }) => id === seatId);
      if (!seat) throw MEMBERSHIP_ERRORS.seatNotFound();
      if (seat.contact.email === holder.email.trim().toLowerCase()) return [];
      this.release(seat);
      return [
        await this.giveSeat(
          tx,
          team,
          held.filter(({ id }) => id !== seatId),
          holder,
          member,
        ),
      ];
    });
    return this.one(member, teamId);
  }

  /** Takes a seat back from its holder (their access ends now); the seat stays paid for and free to give. */
  async unassign(member: User, teamId: string, seatId: string): Promise<TeamMembershipDto> {
    await this.change(member, teamId, async (_tx, _team, held) => {
      const seat = held.find(({ id }) => id === seatId);
      if (!seat) throw MEMBERSHIP_ERRORS.seatNotFound();
      this.release(seat);
      return [];
    });
    return this.one(member, teamId);
  }

  /**
   * Sets how many seats the team keeps from its next period on (fewer than now: paid seats last to the period end;
   * the same number as now undoes an earlier removal). Seats people hold cannot be removed: free them first.
   */
  async keepSeats(member: User, teamId: string, seats: number): Promise<TeamMembershipDto> {
    await this.change(member, teamId, async (_tx, team, held) => {
      if (seats > team.seats) throw MEMBERSHIP_ERRORS.seatsFull(team.seats);
      if (seats < held.length) throw MEMBERSHIP_ERRORS.seatsBelowAssigned(held.length);
      team.seatsNextPeriod = seats === team.seats ? null : seats;
      return [];
    });
    return this.one(member, teamId);
  }

  /**
   * Opens a checkout for more seats: the plan's price per seat for the whole days left of the current period
   * (the same share a prorated refund uses). The seats are added when it is paid (plan-payment-delivery.ts), and
   * renew with the team from then on.
   */
  async buySeats(member: User, teamId: string, count: number): Promise<PaymentStartedDto> {
    const payment = await this.unitOfWork.run(async (tx) => {
      const team = await this.lockOwned(tx, member, teamId);
      if (team.seats + count > MAX_TEAM_SEATS) throw MEMBERSHIP_ERRORS.seatsFull(team.seats);
      const amountCents = proratedCents(team, this.clock.today(), count);
      // Paystack takes at least KSh 1: a period with no whole day left is not worth a seat (buy with the next one).
      if (amountCents < 100) throw MEMBERSHIP_ERRORS.teamNotActive();
      const order = periodOrder(team, newReference(), team.periodNumber);
      return this.periods.open(tx, { ...order, amountCents, seatsAdded: count });
    });
    return this.checkouts.startPlanCheckout(
      payment,
      `${this.config.http.publicUrl}/member-portal?seats-paid=${teamId}`,
    );
  }

  /** Locks the member's team and reads its held seats, runs one change, then stages and sends its e-mails. */
  private async change(
    member: User,
    teamId: string,
    step: (tx: Transaction, team: PlanBooking, held: PlanBooking[]) => Promise<ReturnType<MailService['stage']>[]>,
  ): Promise<void> {
    const staged = await this.unitOfWork.run(async (tx) => {
      const team = await this.lockOwned(tx, member, teamId);
      return step(tx, team, await this.teams.heldSeats(tx, team.id));
    });
    await this.mail.dispatch(staged);
  }

  private async lockOwned(tx: Transaction, member: User, teamId: string): Promise<PlanBooking> {
    const team = await this.teams.lockTeam(tx, teamId);
    const billsMember = team && (team.user?.id === member.id || team.contact.email === member.email.toLowerCase());
    if (!team || !billsMember) throw MEMBERSHIP_ERRORS.teamNotFound();
    if (!SEATS_USABLE.has(team.subscriptionStatus)) throw MEMBERSHIP_ERRORS.teamNotActive();
    return team;
  }

  /** A new seat for `holder` (their member account made if need be), mirroring the team; its e-mail staged. */
  private async giveSeat(
    tx: Transaction,
    team: PlanBooking,
    held: PlanBooking[],
    holder: SeatHolder,
    assignedBy: User,
  ): Promise<ReturnType<MailService['stage']>> {
    const email = holder.email.trim().toLowerCase();
    if (held.some((seat) => seat.contact.email === email)) throw MEMBERSHIP_ERRORS.seatHolderTaken(email);
    const contact = { firstName: holder.firstName, lastName: holder.lastName, email, phone: holder.phone ?? '' };
    const seat = new PlanBooking(team.plan, contact, team.startDate);
    seat.team = team;
    seat.user = await this.members.ensure(tx, contact);
    // The trigger keeps these equal to the team's from now on; a new seat starts equal.
    Object.assign(seat, {
      subscriptionStatus: team.subscriptionStatus,
      periodNumber: team.periodNumber,
      extensionDays: team.extensionDays,
      currentPeriodStart: team.currentPeriodStart,
      previousPeriodStart: team.previousPeriodStart,
      currentPeriodEnd: team.currentPeriodEnd,
      cancelledAt: team.cancelledAt,
    });
    this.teams.add(tx, seat);
    const by = `${assignedBy.firstName ?? ''} ${assignedBy.lastName ?? ''}`.trim() || team.company!.name;
    return this.mail.stage(tx, {
      template: MAIL_TEMPLATES.teamSeatAssigned,
      to: email,
      variables: {
        firstName: holder.firstName,
        companyName: team.company!.name,
        planName: team.plan.name,
        assignedBy: by,
        portalUrl: `${this.config.http.publicUrl}/member-portal`,
      },
    });
  }

  /** The holder's access ends now: the seat is no longer theirs, and the trigger stops following the team for it. */
  private release(seat: PlanBooking): void {
    const now = this.clock.now();
    seat.seatReleasedAt = now;
    moveMembership(seat, 'cancel-now', 'cancelled');
    seat.endedAt = now;
    seat.cancelReason = 'Seat moved or taken back by the team’s billing contact';
  }
}

/** How many seats may be held now: those paid for, and no more than the next period keeps once some are removed. */
function seatLimit(team: PlanBooking): number {
  return Math.min(team.seats, team.seatsNextPeriod ?? team.seats);
}

export function toTeamDto(team: PlanBooking, held: PlanBooking[]): TeamMembershipDto {
  const renews = team.subscriptionStatus === 'active' || team.subscriptionStatus === 'past_due';
  const company = team.company!;
  return {
    id: team.id,
    companyId: company.id,
    companyName: company.name,
    kraPin: company.kraPin,
    planName: team.plan.name,
    period: team.plan.period,
    pricePerSeatKes: team.plan.price,
    status: team.subscriptionStatus,
    statusLabel: MEMBERSHIP_STATUS_LABELS[team.subscriptionStatus as MembershipStatus],
    currentPeriodStart: team.currentPeriodStart,
    currentPeriodEnd: team.currentPeriodEnd,
    seats: team.seats,
    seatsNextPeriod: team.seatsNextPeriod,
    holders: held.map((seat) => ({
      id: seat.id,
      firstName: seat.contact.firstName,
      lastName: seat.contact.lastName,
      email: seat.contact.email,
      assignedAt: seat.createdAt,
    })),
    nextChargeAmountKes:
      renews && renewsAutomatically(team.plan.period)
        ? centsToAmount(toCents(team.plan.price) * seatsForPeriod(team, team.periodNumber + 1))
        : null,
    billingContactEmail: team.contact.email,
  };
}
