import { centsToKes, memberPriceCents, venueToday } from '@coworking/domain';
import { payMethodOf } from '../../payment/mpesa/mpesa-prompts.service.js';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { BookingsService, type HeldBooking, type SpaceBookingRequest } from '../../booking/bookings.service.js';
import { type User } from '../../identity/entities/user.entity.js';
import { MailService } from '../../mail/delivery/mail.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { type PlanBooking } from '../../membership/entities/plan-booking.entity.js';
import { type Payment } from '../../payment/entities/payment.entity.js';
import { PaymentError } from '../../payment/payment.errors.js';
import { PaymentCheckouts } from '../../payment/payment-checkouts.service.js';
import { type PromoApplication, PromotionsService } from '../../promotions/promotions.service.js';
import { MEMBER_PORTAL_ERRORS } from '../member-portal.errors.js';
import { coverableKind, intervalKey } from './allowance-rules.js';
import { type MemberBookingRequestDto, type MemberBookingStartedDto } from './dto/member-allowance.dto.js';
import { MemberAllowanceService } from './member-allowance.service.js';

/**
 * The member's own bookings from the portal: what the allowance covers is confirmed at KSh 0 at once, the rest goes
 * through the public checkout's hold and Paystack payment at the member price. The membership is locked for the whole
 * booking, so parallel bookings can never overdraw the allowance.
 */
@Injectable()
export class AllowanceBookingsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly allowance: MemberAllowanceService,
    private readonly bookings: BookingsService,
    private readonly checkouts: PaymentCheckouts,
    private readonly promotions: PromotionsService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

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
    const { covered, coveredDates, paid, payment, staged, promo } = await this.unitOfWork.run(async (tx) => {
      const { membership, periods } = await this.allowance.lockForBooking(tx, member, venueToday(now));
      const plan = membership.plan;

      const quote = await this.bookings.quote(tx, { spaceId, dates, slots }, now);
      const kind = coverableKind(quote.space);
      const split = await this.allowance.split(tx, membership, periods, quote.intervals, kind);

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
        const { mail } = await this.bookings.confirmPaidGroup(tx, group.bookingGroupId, now);
        if (mail) staged.push(this.mail.stage(tx, mail));
      };

      let covered: HeldBooking | null = null;
      if (split.covered.length > 0 && kind) {
        const keys = new Set(split.covered.map(({ interval }) => intervalKey(interval)));
        covered = await this.bookings.createGroup(
          tx,
          { ...base, memberShare: { takes: (interval) => keys.has(intervalKey(interval)), rowPriceCents: () => 0 } },
          'confirmed',
          now,
        );
        this.allowance.recordUses(tx, membership, kind, split.covered, covered.bookings);
        await confirm(covered);
      }

      let paid: HeldBooking | null = null;
      let payment: Payment | null = null;
      let promo: PromoApplication | null = null;
      if (split.paid.length > 0) {
        const keys = new Set(split.paid.map(intervalKey));
        const rowPriceCents = (publicCents: number) => memberPriceCents(publicCents, plan.memberDiscountPercent);
        // A 100% member discount leaves nothing to pay: confirmed at once, like the public checkout's free bookings.
        const free = rowPriceCents(Math.round(quote.amountCents / quote.intervals.length)) === 0;
        paid = await this.bookings.createGroup(
          tx,
          { ...base, memberShare: { takes: (interval) => keys.has(intervalKey(interval)), rowPriceCents } },
          free ? 'confirmed' : 'pending',
          now,
        );
        // A promo code discounts what the member pays (after the member price), never what the allowance covers.
        promo =
          body.promoCode && !free
            ? await this.promotions.apply(
                tx,
                body.promoCode,
                { kind: 'space', spaceId },
                base.contact.email,
                paid.amountCents,
              )
            : null;
        const dueCents = paid.amountCents - (promo?.discountCents ?? 0);
        const use = { purpose: 'booking' as const, targetId: paid.bookingGroupId, email: base.contact.email };
        // A code worth all of the rest confirms it as payment would.
        if (dueCents === 0) {
          if (promo && promo.discountCents > 0)
            this.promotions.record(tx, promo, { ...use, paymentReference: null, expiresAt: null });
          await confirm(paid);
        } else {
          payment = this.checkouts.open(
            tx,
            { purpose: 'booking', targetId: paid.bookingGroupId, amountCents: dueCents, email: base.contact.email },
            {
              firstName: base.contact.firstName,
              lastName: base.contact.lastName,
              companyName: member.companyName ?? null,
              kraPin: member.kraPin ?? null,
            },
          );
          if (promo) {
            payment.discountCents = promo.discountCents;
            payment.promoCode = promo.promo.code;
            this.promotions.record(tx, promo, {
              ...use,
              paymentReference: payment.reference,
              expiresAt: paid.holdExpiresAt,
            });
          }
        }
      }
      const coveredDates = [...new Set(split.covered.map(({ interval }) => interval.date))].sort();
      return { covered, coveredDates, paid, payment, staged, promo };
    });
    await this.mail.dispatch(staged);

    const answer: MemberBookingStartedDto = {
      bookingGroupId: covered?.bookingGroupId ?? null,
      usesAllowance: covered !== null,
      coveredDates,
      amountDue: payment ? centsToKes(payment.amountCents) : 0,
      originalAmount: paid ? centsToKes(paid.amountCents) : 0,
      discount: centsToKes(promo?.discountCents ?? 0),
      paidBookingGroupId: paid?.bookingGroupId ?? null,
      reference: null,
      authorization_url: null,
      access_code: null,
      holdExpiresAt: null,
      paymentStatus: null,
      mpesaPhone: null,
      paymentMessage: null,
    };
    if (!paid || !payment) return answer;
    try {
      const started = await this.checkouts.startBookingCheckout(payment, paid, spaceId, payMethodOf(body));
      return {
        ...answer,
        paymentStatus: started.status === 'free' ? null : started.status,
        mpesaPhone: started.mpesaPhone,
        paymentMessage: started.message,
        reference: started.data.reference,
        authorization_url: started.data.authorization_url,
        access_code: started.data.access_code,
        holdExpiresAt: started.holdExpiresAt?.toISOString() ?? null,
      };
    } catch (error) {
      // The paid part was released; the covered part stays booked, and the member is told both.
      if (covered && error instanceof PaymentError && error.code === 'checkout-not-started')
        throw MEMBER_PORTAL_ERRORS.paidPartNotStarted(coveredDates.join(', '), error.message);
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
