import {
  allowanceBalance,
  allowanceUsable,
  type BookedInterval,
  centsToKes,
  memberPriceCents,
  venueToday,
} from '@coworking/domain';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadGatewayException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { BookingsService, type HeldBooking, type SpaceBookingRequest } from '../../booking/bookings.service.js';
import { type User } from '../../identity/entities/user.entity.js';
import { MailService } from '../../mail/delivery/mail.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { type PlanBooking } from '../../membership/entities/plan-booking.entity.js';
import { Payment } from '../../payment/entities/payment.entity.js';
import { PaymentsRepository } from '../../payment/payments.repository.js';
import { newReference, PaymentsService } from '../../payment/payments.service.js';
import { AllowanceUse } from '../entities/allowance-use.entity.js';
import { ALLOWANCE_MESSAGES } from '../member-portal.messages.js';
import {
  allowancePeriods,
  type CoveredInterval,
  coverableKind,
  intervalKey,
  splitByAllowance,
} from './allowance-rules.js';
import { AllowanceRepository } from './allowance.repository.js';
import {
  type MemberAllowanceDto,
  type MemberBookingRequestDto,
  type MemberBookingStartedDto,
} from './dto/member-allowance.dto.js';

/**
 * The allowance of a member's membership, and the member's own bookings from the portal: what the allowance covers
 * is confirmed at KSh 0 at once, the rest goes through the public checkout's hold and Paystack payment at the member
 * price. The membership is locked for the whole booking, so parallel bookings can never overdraw the allowance.
 */
@Injectable()
export class MemberAllowanceService {
  constructor(
    private readonly em: EntityManager,
    private readonly allowances: AllowanceRepository,
    private readonly bookings: BookingsService,
    private readonly payments: PaymentsService,
    private readonly paymentRows: PaymentsRepository,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** The current period's allowance; 404 when the member has no membership that gives one. */
  async allowance(member: User): Promise<MemberAllowanceDto> {
    const em = this.em.fork();
    const membership = await this.allowances.membership(em, member);
    const [period] = membership ? allowancePeriods(membership, this.clock.today()) : [];
    if (!membership || !period) throw new NotFoundException(ALLOWANCE_MESSAGES.noAllowance);
    const plan = membership.plan;
    const used = await this.allowances.usedForBookings(em, membership.id, period.start);
    const passes = await this.allowances.usedGuestPasses(em, membership.id, period.start);
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
   * Books a selection for the member in one transaction, with their membership locked: the same quote, validation
   * and exclusion constraint as the public checkout. Rows the allowance covers become a confirmed group at KSh 0
   * (with its confirmation e-mail and one allowance use per row); the rest becomes a pending group at the member
   * price with its payment row. After the commit the rest's Paystack checkout is opened, as the public checkout does.
   */
  async book(
    member: User,
    body: MemberBookingRequestDto,
    clientAddress: string | null,
  ): Promise<MemberBookingStartedDto> {
    const now = this.clock.now();
    const { spaceId, dates } = body;
    const slots = body.times ?? [];
    const { covered, coveredDates, paid, payment, staged } = await this.paymentRows.transaction(async (tx) => {
      const em = tx.em;
      const membership = await this.allowances.lockMembership(em, member);
      const periods = membership ? allowancePeriods(membership, venueToday(now)) : [];
      if (!membership || periods.length === 0) throw new ConflictException(ALLOWANCE_MESSAGES.noAllowance);
      if (!allowanceUsable(membership.subscriptionStatus)) throw new ConflictException(ALLOWANCE_MESSAGES.pastDue);
      const plan = membership.plan;

      const quote = await this.bookings.quote(em, { spaceId, dates, slots }, now);
      const kind = coverableKind(quote.space);
      // Each period covers its own dates from its own balance (the previous one first while a period paid early waits).
      const split: { covered: (CoveredInterval & { periodStart: string })[]; paid: BookedInterval[] } = {
        covered: [],
        paid: quote.intervals,
      };
      for (const period of periods) {
        const used = kind ? (await this.allowances.usedForBookings(em, membership.id, period.start))[kind] : 0;
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

      const base: Omit<SpaceBookingRequest, 'memberShare'> = {
        spaceId,
        dates,
        slots,
        contact: contactOf(member, membership),
        notes: body.notes?.trim() || null,
        clientAddress,
        userId: member.id,
      };
      const staged: MailOutbox[] = [];
      const confirm = async (group: HeldBooking) => {
        const { mail } = await this.bookings.confirmPaidGroup(em, group.bookingGroupId, now);
        if (mail) staged.push(this.mail.stage(em, mail));
      };

      let covered: HeldBooking | null = null;
      if (split.covered.length > 0 && kind) {
        const keys = new Set(split.covered.map(({ interval }) => intervalKey(interval)));
        covered = await this.bookings.createGroup(
          em,
          { ...base, memberShare: { takes: (interval) => keys.has(intervalKey(interval)), rowPriceCents: () => 0 } },
          'confirmed',
          now,
        );
        const uses = new Map(split.covered.map((use) => [intervalKey(use.interval), use]));
        this.allowances.addUses(
          em,
          covered.bookings.map((row) => {
            const { periodStart, quantity } = uses.get(intervalKey(row))!;
            return new AllowanceUse(membership, periodStart, kind, quantity, row);
          }),
        );
        await confirm(covered);
      }

      let paid: HeldBooking | null = null;
      let payment: Payment | null = null;
      if (split.paid.length > 0) {
        const keys = new Set(split.paid.map(intervalKey));
        const rowPriceCents = (publicCents: number) => memberPriceCents(publicCents, plan.memberDiscountPercent);
        // A 100% member discount leaves nothing to pay: confirmed at once, like the public checkout's free bookings.
        const free = rowPriceCents(Math.round(quote.amountCents / quote.intervals.length)) === 0;
        paid = await this.bookings.createGroup(
          em,
          { ...base, memberShare: { takes: (interval) => keys.has(intervalKey(interval)), rowPriceCents } },
          free ? 'confirmed' : 'pending',
          now,
        );
        if (free) await confirm(paid);
        else {
          payment = new Payment(newReference(), 'booking', paid.bookingGroupId, paid.amountCents, base.contact.email);
          payment.customerName = `${base.contact.firstName} ${base.contact.lastName}`.trim();
          payment.companyName = member.companyName ?? null;
          payment.kraPin = member.kraPin ?? null;
          tx.add(payment);
        }
      }
      const coveredDates = [...new Set(split.covered.map(({ interval }) => interval.date))].sort();
      return { covered, coveredDates, paid, payment, staged };
    });
    await this.mail.dispatch(staged);

    const answer: MemberBookingStartedDto = {
      bookingGroupId: covered?.bookingGroupId ?? null,
      usesAllowance: covered !== null,
      coveredDates,
      amountDue: paid && payment ? centsToKes(paid.amountCents) : 0,
      paidBookingGroupId: paid?.bookingGroupId ?? null,
      reference: null,
      authorization_url: null,
      access_code: null,
      holdExpiresAt: null,
    };
    if (!paid || !payment) return answer;
    try {
      const started = await this.payments.startBookingCheckout(payment, paid, spaceId);
      return {
        ...answer,
        reference: started.data.reference,
        authorization_url: started.data.authorization_url,
        access_code: started.data.access_code,
        holdExpiresAt: started.holdExpiresAt?.toISOString() ?? null,
      };
    } catch (error) {
      // The paid part was released; the covered part stays booked, and the member is told both.
      if (covered && error instanceof BadGatewayException)
        throw new BadGatewayException(ALLOWANCE_MESSAGES.paidPartNotStarted(coveredDates.join(', '), error.message));
      throw error;
    }
  }
}

/** Whom the booking is for: the member's profile, with the membership's contact where the profile has a gap. */
function contactOf(member: User, membership: PlanBooking) {
  return {
    firstName: member.firstName?.trim() || membership.contact.firstName,
    lastName: member.lastName?.trim() || membership.contact.lastName,
    email: member.email.toLowerCase(),
    phone: member.phone?.trim() || membership.contact.phone,
  };
}
