import {
  addVenueDays,
  allowanceUsable,
  formatCheckInCode,
  formatMembershipDate,
  venueWeekday,
} from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { CheckInCodesRepository } from '../../booking/check-in/check-in-codes.repository.js';
import { checkInQrAttachment, checkInVariables } from '../../booking/check-in/check-in-qr.js';
import { type User } from '../../identity/entities/user.entity.js';
import { VENUE_ADDRESS } from '../../mail/calendar/calendar-invite.js';
import { type MailRequest, MailService } from '../../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { SmsService } from '../../sms/sms.service.js';
import { SMS_TEMPLATES } from '../../sms/templates/default-sms-templates.js';
import { allowancePeriods } from '../allowance/allowance-rules.js';
import { AllowanceRepository } from '../allowance/allowance.repository.js';
import { type GuestPass } from '../entities/guest-pass.entity.js';
import { MEMBER_PORTAL_ERRORS } from '../member-portal.errors.js';
import { type CreateGuestPassDto, type GuestPassDto } from './dto/guest-pass.dto.js';
import { GuestPassesRepository, type GuestVisit } from './guest-passes.repository.js';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A visit date for the guest's e-mail: 'Friday 4 December 2026'. */
export function visitDateText(date: string): string {
  return `${WEEKDAYS[venueWeekday(date) - 1]} ${formatMembershipDate(date)}`;
}

/**
 * A member's guests: each pass is one guest on one date of the current membership period, taken from the period's
 * guest passes under the membership's lock (so parallel invitations never exceed them). The guest is e-mailed the
 * visit, the address, the host's name and a check-in code with its QR code. Cancelling before the day gives the pass
 * back (a cancelled pass no longer counts).
 */
@Injectable()
export class GuestPassesService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly allowances: AllowanceRepository,
    private readonly passes: GuestPassesRepository,
    private readonly codes: CheckInCodesRepository,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly sms: SmsService,
  ) {}

  async invite(member: User, body: CreateGuestPassDto): Promise<GuestPassDto> {
    const today = this.clock.today();
    const { pass, code, staged, text } = await this.unitOfWork.run(async (tx) => {
      const membership = await this.allowances.lockMembership(tx, member);
      // Passes come from the period today lies in (the previous one while a period paid early has not begun).
      const [period] = membership ? allowancePeriods(membership, today) : [];
      if (!membership || !period) throw MEMBER_PORTAL_ERRORS.noAllowanceToSpend();
      const { start, end } = period;
      if (!allowanceUsable(membership.subscriptionStatus)) throw MEMBER_PORTAL_ERRORS.guestsPastDue();
      const lastDay = addVenueDays(end, -1);
      const firstDay = start > today ? start : today;
      if (body.date < firstDay || body.date >= end)
        throw MEMBER_PORTAL_ERRORS.guestDateOutsidePeriod(
          formatMembershipDate(firstDay),
          formatMembershipDate(lastDay),
        );
      const included = membership.plan.guestPassesPerPeriod;
      if (included === 0) throw MEMBER_PORTAL_ERRORS.noGuestPassesInPlan(membership.plan.name);
      if ((await this.passes.usedInPeriod(membership.id, start, tx)) >= included)
        throw MEMBER_PORTAL_ERRORS.guestPassesUsedUp(included, formatMembershipDate(lastDay));

      const guest = {
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone ?? null,
      };
      const pass = this.passes.add(tx, { membership, hostId: member.id, guest, date: body.date, periodStart: start });
      await this.unitOfWork.flush(tx);
      const code = await this.codes.codeFor(tx, 'guest', pass.id);
      const hostName = hostNameOf(member, membership.contact);
      const staged = [this.mail.stage(tx, guestPassMail(pass, hostName, code))];
      // Texted too when the guest gave a phone whose latest SMS consent says yes (no consent record: no SMS).
      const text = guest.phone
        ? await this.sms.stage(tx, {
            to: guest.phone,
            template: SMS_TEMPLATES.guestPass,
            variables: {
              firstName: pass.firstName,
              hostName,
              date: visitDateText(pass.date),
              checkInCode: formatCheckInCode(code),
            },
          })
        : null;
      return { pass, code, staged, text };
    });
    await this.mail.dispatch(staged);
    await this.sms.dispatch([text]);
    return toGuestPassDto(pass, { code, checkedIn: false });
  }

  /** The member's guests, latest visit first. */
  async list(member: User): Promise<GuestPassDto[]> {
    const passes = await this.passes.forHost(member);
    const visits = await this.passes.visits(passes.map((pass) => pass.id));
    const answer: GuestPassDto[] = [];
    for (const pass of passes) {
      // Every pass gets its code when it is made; should one lack it, it is made now rather than shown blank.
      const visit = visits.get(pass.id) ?? {
        code: await this.unitOfWork.run((tx) => this.codes.codeFor(tx, 'guest', pass.id)),
        checkedIn: false,
      };
      answer.push(toGuestPassDto(pass, visit));
    }
    return answer;
  }

  /** Cancels a guest's visit before its day: the pass counts no more (given back to the period). */
  async cancel(member: User, id: string): Promise<GuestPassDto> {
    const today = this.clock.today();
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const pass = await this.passes.lockForHost(tx, member, id);
      if (!pass) throw MEMBER_PORTAL_ERRORS.guestPassNotFound();
      if (pass.cancelledAt) throw MEMBER_PORTAL_ERRORS.guestVisitAlreadyCancelled();
      if (pass.date <= today) throw MEMBER_PORTAL_ERRORS.guestVisitStarted(formatMembershipDate(pass.date));
      pass.cancelledAt = now;
      await this.unitOfWork.flush(tx);
      const visit = (await this.passes.visits([pass.id], tx)).get(pass.id) ?? {
        code: await this.codes.codeFor(tx, 'guest', pass.id),
        checkedIn: false,
      };
      return toGuestPassDto(pass, visit);
    });
  }
}

/** The host as the guest knows them: the member's name, else the membership's contact name. */
function hostNameOf(member: User, contact: { firstName: string; lastName: string }): string {
  const profile = [member.firstName, member.lastName].filter((part) => part?.trim()).join(' ');
  return profile || `${contact.firstName} ${contact.lastName}`.trim();
}

/** The guest's e-mail: the visit, where, who invited them, and the check-in code printed and as an inline QR code. */
export function guestPassMail(pass: GuestPass, hostName: string, code: string): MailRequest {
  return {
    template: MAIL_TEMPLATES.guestPass,
    to: pass.email,
    variables: {
      firstName: pass.firstName,
      hostName,
      date: visitDateText(pass.date),
      address: VENUE_ADDRESS,
      ...checkInVariables(code),
    },
    attachments: [checkInQrAttachment(code)],
  };
}

export function toGuestPassDto(pass: GuestPass, visit: GuestVisit): GuestPassDto {
  return {
    id: pass.id,
    firstName: pass.firstName,
    lastName: pass.lastName,
    email: pass.email,
    phone: pass.phone,
    date: pass.date,
    status: pass.cancelledAt ? 'cancelled' : visit.checkedIn ? 'checked-in' : 'invited',
    checkInCode: formatCheckInCode(visit.code),
    createdAt: pass.createdAt.toISOString(),
  };
}
