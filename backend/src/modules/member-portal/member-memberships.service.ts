import {
  centsToAmount,
  daysBetween,
  MEMBERSHIP_STATUS_LABELS,
  type MembershipStatus,
  RENEWAL_REMINDER_DAYS,
  renewsAutomatically,
  toCents,
} from '@coworking/domain';
import { payMethodOf } from '../payment/mpesa/mpesa-prompts.service.js';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock.js';
import { type Transaction, UnitOfWork } from '../../common/database/transaction.js';
import { type User } from '../identity/entities/user.entity.js';
import { type MailRequest, MailService } from '../mail/delivery/mail.service.js';
import { type PlanBooking } from '../membership/entities/plan-booking.entity.js';
import { MEMBERSHIP_TRANSITIONS, MembershipLifecycle } from '../membership/lifecycle/membership-lifecycle.js';
import { seatsForPeriod } from '../membership/payments/period-order.js';
import { RenewalCheckouts } from '../membership/renewals/renewal-checkouts.service.js';
import { type MembershipPaymentChannel } from '../membership/dto/membership-view.dto.js';
import { type MemberCheckoutDto, type MemberMembershipDto, type MemberPayDto } from './dto/member-membership.dto.js';
import { MemberPortalRepository } from './member-portal.repository.js';
import { MEMBER_PORTAL_ERRORS } from './member-portal.errors.js';

/** Why a membership stopped renewing, for staff reading it later. */
const MEMBER_CANCEL_REASON = 'Cancelled by the member in the member portal';

/** A member's memberships: what they are, and stopping, resuming or paying for renewal. */
@Injectable()
export class MemberMembershipsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: MemberPortalRepository,
    private readonly lifecycle: MembershipLifecycle,
    private readonly mail: MailService,
    private readonly payments: RenewalCheckouts,
    private readonly clock: Clock,
  ) {}

  async list(member: User): Promise<MemberMembershipDto[]> {
    const memberships = await this.repository.memberships(member);
    return memberships.map((membership) => this.toDto(membership));
  }

  /** Stops renewal at the period end (the lifecycle says from which statuses; 409 otherwise). */
  cancelRenewal(member: User, id: string): Promise<MemberMembershipDto> {
    return this.change(member, id, (membership) => this.lifecycle.cancelRenewal(membership, MEMBER_CANCEL_REASON));
  }

  /** Renewal back on while the paid period runs. */
  resumeRenewal(member: User, id: string): Promise<MemberMembershipDto> {
    return this.change(member, id, (membership) => {
      this.lifecycle.resumeRenewal(membership);
      return [];
    });
  }

  /** A checkout for the next period, Paystack's or an M-Pesa prompt (409 from membership when nothing is owed). */
  async pay(member: User, id: string, body: MemberPayDto = {}): Promise<MemberCheckoutDto> {
    await this.assertOwned(member, id);
    const started = await this.payments.initializeRenewal(id, payMethodOf(body));
    const { authorization_url: authorizationUrl, reference } = started.data;
    if (!reference || started.status === 'free' || (started.status === 'checkout' && !authorizationUrl))
      throw MEMBER_PORTAL_ERRORS.nothingToPay();
    return {
      authorizationUrl,
      reference,
      status: started.status,
      mpesaPhone: started.mpesaPhone,
      message: started.message,
    };
  }

  /** One lifecycle step on the member's locked membership, its e-mails staged in the same transaction. */
  private async change(
    member: User,
    id: string,
    step: (membership: PlanBooking) => MailRequest[],
  ): Promise<MemberMembershipDto> {
    const { membership, staged } = await this.unitOfWork.run(async (tx) => {
      await this.assertOwned(member, id, tx);
      const membership = await this.lifecycle.lockForChange(tx, id);
      return { membership, staged: step(membership).map((mail) => this.mail.stage(tx, mail)) };
    });
    await this.mail.dispatch(staged);
    return this.toDto(membership);
  }

  private async assertOwned(member: User, id: string, tx?: Transaction): Promise<void> {
    if (!(await this.repository.ownsPlanBooking(member, id, tx))) throw MEMBER_PORTAL_ERRORS.membershipNotFound();
  }

  private toDto(membership: PlanBooking): MemberMembershipDto {
    const status: MembershipStatus = membership.subscriptionStatus;
    const period = membership.plan.period;
    const renews = this.lifecycle.renews(membership);
    const periodEnd = membership.currentPeriodEnd;
    const today = this.clock.today();
    const channel = membership.paymentChannel;
    const savedCard = membership.authorizationCode !== null;
    // Pay-link members may pay from the first reminder (7 days before the end) on; anyone overdue may pay.
    const payLinkDue =
      status === 'active' &&
      renews &&
      !savedCard &&
      periodEnd !== null &&
      daysBetween(today, periodEnd) <= RENEWAL_REMINDER_DAYS[0];
    return {
      id: membership.id,
      planName: membership.plan.name,
      period,
      priceKes: membership.plan.price,
      status,
      statusLabel: MEMBERSHIP_STATUS_LABELS[status],
      startDate: membership.startDate,
      currentPeriodStart: membership.currentPeriodStart,
      currentPeriodEnd: periodEnd,
      nextChargeDate: renews ? periodEnd : null,
      nextChargeAmountKes: renews
        ? centsToAmount(toCents(membership.plan.price) * seatsForPeriod(membership, membership.periodNumber + 1))
        : null,
      seats: membership.seats,
      companyName: membership.company?.name ?? null,
      seatOf: membership.team?.company?.name ?? null,
      paymentMethod: {
        channel: channel === 'card' || channel === 'mobile_money' ? (channel as MembershipPaymentChannel) : null,
        last4: membership.cardLast4,
        brand: membership.cardBrand,
      },
      renewsAutomatically: renews && savedCard,
      canCancelRenewal: !membership.team && MEMBERSHIP_TRANSITIONS['cancel-renewal'].includes(status),
      canResumeRenewal:
        !membership.team &&
        MEMBERSHIP_TRANSITIONS['resume-renewal'].includes(status) &&
        renewsAutomatically(period) &&
        periodEnd !== null &&
        periodEnd > today,
      canPay: !membership.team && (status === 'past_due' || payLinkDue),
      endsOn: status === 'non_renewing' ? periodEnd : null,
    };
  }
}
