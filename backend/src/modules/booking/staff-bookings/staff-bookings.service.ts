import { discountCentsOf, formatVenueDeadline, type StaffDiscount } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { AuditLogService } from '../../identity/audit/audit-log.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { DeskPayments } from '../../payment/desk-payments.service.js';
import { Payment } from '../../payment/entities/payment.entity.js';
import { PaymentCheckouts } from '../../payment/payment-checkouts.service.js';
import { kes, newReference } from '../../payment/payment-values.js';
import { shareOut } from '../../payment/receipts/receipt-issuer.js';
import { bookingReference, bookingTitle } from '../booking-mail.js';
import { BookingMailService } from '../booking-mail.service.js';
import { BookingPlacementService } from '../booking-placement.service.js';
import { BOOKING_ERRORS } from '../booking.errors.js';
import { type BookingContact } from '../bookings.types.js';
import { type SpaceBooking } from '../entities/space-booking.entity.js';
import {
  type CreateStaffBookingDto,
  type StaffBookingCreatedDto,
  type StaffQuoteDto,
  type StaffSelectionDto,
} from './staff-booking.dto.js';
import { StaffBookingsRepository } from './staff-bookings.repository.js';

/**
 * Bookings staff place from the calendar for walk-ins and phone customers. The booking and its money are one
 * transaction: the group is placed (the exclusion constraint has the last word; a refusal names the holder), the
 * payment staff took is written to the ledger with its channel and recorder, receipted with the next gap-free number,
 * the group confirmed and all of it audited, or nothing is. A pay link instead holds the slot as the storefront's
 * checkout does and e-mails the Paystack checkout; the webhook, verify and reconciliation confirm it as usual.
 */
@Injectable()
export class StaffBookingsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly placement: BookingPlacementService,
    private readonly desk: DeskPayments,
    private readonly checkouts: PaymentCheckouts,
    private readonly repository: StaffBookingsRepository,
    private readonly audit: AuditLogService,
    private readonly mail: BookingMailService,
  ) {}

  /** The server's price of a selection, with the staff discount applied. */
  async quote(body: StaffSelectionDto, actor: AdminPrincipal): Promise<StaffQuoteDto> {
    return this.unitOfWork.run(async (tx) => {
      const quote = await this.placement.quote(tx, { spaceId: body.spaceId, dates: body.dates, slots: body.slots });
      const discountCents = this.discountOf(quote.amountCents, body, actor);
      return {
        priceCents: quote.amountCents,
        discountCents,
        totalCents: quote.amountCents - discountCents,
        intervals: quote.intervals.map(({ date, time, startAt, endAt }) => ({ date, time, startAt, endAt })),
        holdMinutes: this.placement.holdMinutes,
      };
    });
  }

  async create(body: CreateStaffBookingDto, actor: AdminPrincipal, ipAddress: string): Promise<StaffBookingCreatedDto> {
    if (body.paymentKind === 'complimentary' && !canGiveAway(actor)) throw BOOKING_ERRORS.discountNeedsRefundRight();
    const now = new Date();
    const { result, staged } = await this.unitOfWork.run(async (tx) => {
      const { contact, userId } = await this.customerOf(tx, body);
      const quote = await this.placement.quote(
        tx,
        { spaceId: body.spaceId, dates: body.dates, slots: body.slots },
        now,
      );
      const discountCents =
        body.paymentKind === 'complimentary' ? quote.amountCents : this.discountOf(quote.amountCents, body, actor);
      const amountCents = quote.amountCents - discountCents;
      if (amountCents === 0 && body.paymentKind !== 'complimentary') throw BOOKING_ERRORS.nothingToPay();
      if (body.paymentKind === 'mpesa') await this.desk.assertMpesaCodeUnused(tx, body.mpesaCode!);

      const offline = body.paymentKind !== 'pay_link';
      const held = await this.placement.createGroup(
        tx,
        {
          spaceId: body.spaceId,
          dates: body.dates,
          slots: body.slots,
          contact,
          notes: body.notes?.trim() || null,
          instanceId: body.instanceId ?? null,
          userId,
          placedByStaff: true,
        },
        offline ? 'confirmed' : 'pending',
        now,
      );
      priceRows(held.bookings, amountCents);

      const payment = new Payment(newReference(), 'booking', held.bookingGroupId, amountCents, contact.email);
      Object.assign(payment, {
        customerName: `${contact.firstName} ${contact.lastName}`.trim(),
        recordedByUsername: actor.username,
        discountCents,
        staffNote:
          body.paymentKind === 'complimentary' ? body.complimentaryReason! : (body.discountReason?.trim() ?? null),
        channel: offline ? body.paymentKind : null,
        mpesaCode: body.paymentKind === 'mpesa' ? body.mpesaCode! : null,
        bankReference: body.paymentKind === 'bank_transfer' ? body.bankReference! : null,
      });
      this.desk.record(tx, payment, actor.id);
      await this.unitOfWork.flush(tx);
      const staged = offline ? await this.desk.settle(tx, payment, now) : [];

      this.audit.record(tx, {
        actor,
        action: 'create',
        resource: 'bookings',
        resourceId: held.bookingGroupId,
        changes: {
          booking: {
            from: null,
            to: {
              reference: bookingReference(held.bookings[0]),
              customer: payment.customerName,
              email: contact.email,
              spaceId: body.spaceId,
              instanceId: body.instanceId ?? null,
              dates: body.dates,
              slots: body.slots,
              status: offline ? 'confirmed' : 'pending',
            },
          },
        },
        ipAddress,
      });
      this.audit.record(tx, {
        actor,
        action: 'create',
        resource: 'payments',
        resourceId: payment.id,
        changes: {
          payment: {
            from: null,
            to: {
              reference: payment.reference,
              kind: body.paymentKind,
              amountCents,
              priceCents: quote.amountCents,
              discountCents,
              reason: payment.staffNote,
              mpesaCode: payment.mpesaCode,
              bankReference: payment.bankReference,
              receiptNumber: payment.receiptNumber,
            },
          },
        },
        ipAddress,
      });
      return { result: { held, payment }, staged };
    });
    await this.mail.dispatch(staged);

    const { held, payment } = result;
    const created: StaffBookingCreatedDto = {
      bookingGroupId: held.bookingGroupId,
      reference: bookingReference(held.bookings[0]),
      bookingIds: held.bookings.map((row) => row.id),
      status: body.paymentKind === 'pay_link' ? 'pending' : 'confirmed',
      paymentId: payment.id,
      paymentReference: payment.reference,
      amountCents: payment.amountCents,
      discountCents: payment.discountCents,
      receiptNumber: payment.receiptNumber,
      payUrl: null,
      holdExpiresAt: held.holdExpiresAt,
    };
    if (body.paymentKind !== 'pay_link') return created;

    // Paystack is asked only once the hold and the payment row are committed (as the storefront's checkout does);
    // if it refuses, the hold is let go at once and staff get 502 with the reason.
    const started = await this.checkouts.startBookingCheckout(payment, held, body.spaceId);
    const payUrl = started.data.authorization_url!;
    await this.mail.dispatch(
      await this.unitOfWork.run(async (tx) => [
        this.payLinkMail(tx, held.bookings, payment, payUrl, held.holdExpiresAt!),
      ]),
    );
    return { ...created, payUrl };
  }

  /** The customer's details: an existing users record's, or the ones staff typed. */
  private async customerOf(
    tx: Transaction,
    body: CreateStaffBookingDto,
  ): Promise<{ contact: BookingContact; userId: string | null }> {
    if (body.userId) {
      const user = await this.repository.customerById(tx, body.userId);
      if (!user) throw BOOKING_ERRORS.customerGone();
      return {
        userId: user.id,
        contact: {
          firstName: body.firstName ?? user.firstName ?? user.username,
          lastName: body.lastName ?? user.lastName ?? '',
          email: user.email.toLowerCase(),
          phone: body.phone ?? user.phone ?? '',
        },
      };
    }
    const email = body.email!.toLowerCase();
    // A new customer whose e-mail is already a member's is that member: the booking shows in their portal.
    const existing = await this.repository.customerByEmail(tx, email);
    return {
      userId: existing?.id ?? null,
      contact: { firstName: body.firstName!, lastName: body.lastName!, email, phone: body.phone ?? '' },
    };
  }

  /** The discount staff asked for, bounded by the shared rule; only admins who may refund may give money away. */
  private discountOf(priceCents: number, body: StaffSelectionDto, actor: AdminPrincipal): number {
    if (!body.discountKind) return 0;
    if (!canGiveAway(actor)) throw BOOKING_ERRORS.discountNeedsRefundRight();
    const discount: StaffDiscount = { kind: body.discountKind, value: body.discountValue ?? 0 };
    const outcome = discountCentsOf(priceCents, discount);
    if ('problem' in outcome) throw BOOKING_ERRORS.discountInvalid(outcome.problem);
    return outcome.cents;
  }

  private payLinkMail(
    tx: Transaction,
    rows: SpaceBooking[],
    payment: Payment,
    payUrl: string,
    holdExpiresAt: Date,
  ): MailOutbox {
    const [first] = rows;
    return this.mail.stage(tx, {
      template: MAIL_TEMPLATES.bookingPayLink,
      to: payment.email,
      variables: {
        firstName: payment.customerName?.split(' ')[0] ?? '',
        spaceTitle: bookingTitle(first),
        date: [...new Set(rows.map((row) => row.date))].join(', '),
        time: [...new Set(rows.map((row) => row.time))].join(', '),
        amount: kes(payment.amountCents),
        payUrl,
        expiresAt: formatVenueDeadline(holdExpiresAt),
        reference: bookingReference(first),
      },
    });
  }
}

/** Giving money away (a discount, a complimentary booking) is the same decision as refunding it. */
function canGiveAway(actor: AdminPrincipal): boolean {
  return actor.permissions.payments?.refund === true;
}

/** Each row's share of what the group costs after the discount, adding up to it exactly. */
function priceRows(rows: SpaceBooking[], amountCents: number): void {
  const shares = shareOut(
    amountCents,
    rows.map(() => null),
  );
  rows.forEach((row, index) => (row.priceCents = shares[index]));
}
