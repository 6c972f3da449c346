import { centsToKes, formatKesNumber, formatMembershipDate } from '@coworking/domain';
import { type AppConfig } from '../../../config/app-config.js';
import { type MailRequest, type StaffMailRequest } from '../../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { type PlanBooking } from '../entities/plan-booking.entity.js';

/** What the member and staff are told when a membership changes: the e-mails the lifecycle hands its callers. */
export class MembershipMail {
  constructor(private readonly config: AppConfig) {}

  /** The e-mails for a delivered period: the welcome (and staff's heads-up) or the renewal note. */
  paidPeriod(booking: PlanBooking, outcome: 'started' | 'renewed', amount: string): (MailRequest | StaffMailRequest)[] {
    const member = memberOf(booking);
    if (outcome === 'started')
      return [
        {
          template: MAIL_TEMPLATES.subscriptionActivated,
          to: booking.contact.email,
          variables: {
            firstName: booking.contact.firstName,
            membershipPlan: booking.plan.name,
            startDate: formatMembershipDate(booking.startDate),
          },
        },
        this.staffNotice(
          'memberships',
          booking,
          'new membership',
          `${member} subscribed to ${booking.plan.name} from ${formatMembershipDate(booking.startDate)}; the first period (KSh ${amount}) is paid${booking.authorizationCode ? ' by card and renews automatically' : booking.paymentChannel === 'mobile_money' ? ' by M-Pesa; renewals go by e-mailed pay link' : ''}.`,
        ),
      ];
    return [
      {
        template: MAIL_TEMPLATES.membershipRenewed,
        to: booking.contact.email,
        variables: {
          firstName: booking.contact.firstName,
          membershipPlan: booking.plan.name,
          periodStart: formatMembershipDate(booking.currentPeriodStart!),
          periodEnd: formatMembershipDate(booking.currentPeriodEnd!),
          amount,
          portalUrl: this.portalUrl(),
        },
      },
    ];
  }

  /** The member's note that renewal is off: access until the period ends. */
  renewalCancelled(booking: PlanBooking): MailRequest {
    return {
      template: MAIL_TEMPLATES.membershipRenewalCancelled,
      to: booking.contact.email,
      variables: {
        firstName: booking.contact.firstName,
        membershipPlan: booking.plan.name,
        periodEnd: formatMembershipDate(booking.currentPeriodEnd!),
        portalUrl: this.portalUrl(),
      },
    };
  }

  /** The member's e-mail that the membership has ended (and what is being refunded, if anything). */
  ended(booking: PlanBooking, reason: string, refundedCents: number): MailRequest {
    return {
      template: MAIL_TEMPLATES.membershipEnded,
      to: booking.contact.email,
      variables: {
        firstName: booking.contact.firstName,
        membershipPlan: booking.plan.name,
        reason,
        refundAmount: refundedCents > 0 ? formatKesNumber(centsToKes(refundedCents)) : null,
        membershipUrl: `${this.config.http.publicUrl}/membership`,
      },
    };
  }

  /** Staff's e-mail that a membership expired because its renewal went unpaid. */
  expiredUnpaid(booking: PlanBooking): StaffMailRequest {
    return this.staffNotice(
      'failedRenewals',
      booking,
      'membership expired unpaid',
      `${memberOf(booking)}'s ${booking.plan.name} membership expired: the renewal due ${formatMembershipDate(booking.currentPeriodEnd!)} was not paid within the grace period.`,
    );
  }

  /** Staff's e-mail about a membership, to the addresses chosen for its kind (new memberships, failed renewals). */
  staffNotice(
    kind: 'memberships' | 'failedRenewals',
    booking: PlanBooking,
    headline: string,
    details: string,
  ): StaffMailRequest {
    return {
      template: MAIL_TEMPLATES.membershipStaffNotice,
      staff: kind,
      variables: {
        headline,
        details,
        memberName: memberOf(booking),
        email: booking.contact.email,
        membershipPlan: booking.plan.name,
      },
    };
  }

  portalUrl(): string {
    return `${this.config.http.publicUrl}/member-portal`;
  }
}

function memberOf(booking: PlanBooking): string {
  return `${booking.contact.firstName} ${booking.contact.lastName}`.trim();
}
