import {
  type CancellationPolicy,
  canCancelAt,
  centsToKes,
  formatCheckInCode,
  formatKes,
  formatVenueDeadline,
  toVenueIso,
} from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { BusinessSettingsService } from '../../../common/settings/business-settings.js';
import { BookingAccessTokensRepository } from '../booking-access-tokens.repository.js';
import {
  bookingCalendarEvents,
  bookingReference,
  bookingTitle,
  cancellationTerms,
  durationText,
} from '../booking-mail.js';
import { BOOKING_ERRORS } from '../booking.errors.js';
import { cancellableKindOf, groupSchedule, intervalOfBooking } from '../booking-schedule.js';
import { BookingsService } from '../bookings.service.js';
import { CheckInCodesRepository } from '../check-in/check-in-codes.repository.js';
import { RescheduleRepository } from '../reschedule/reschedule.repository.js';
import { groupMoveRefusal } from '../reschedule/reschedule-plan.js';
import { checkInQrDataUrl } from '../check-in/check-in-qr.js';
import { type SpaceBooking } from '../entities/space-booking.entity.js';
import { calendarFile } from '../../mail/calendar/calendar-invite.js';
import { type AttachmentFile } from '../../mail/entities/mail-outbox.entity.js';
import { type ReceiptDocument } from '../../payment/receipts/receipt-document.js';
import { RefundsRepository } from '../../payment/refunds/refunds.repository.js';
import { phoneKey } from '../../privacy/consents/consents.service.js';
import { type DataSubject } from '../../privacy/data-subject.js';
import {
  type ManagedBookingCancelledDto,
  type ManagedBookingDto,
  type ManagedCheckInDto,
} from './manage-booking.dto.js';

/** Whether a booking can be moved now, and until when (the deadline as an instant and as customers read it). */
export interface MoveWindow {
  allowed: boolean;
  deadline: Date | null;
  deadlineText: string | null;
}

/**
 * Whether the customer may move a booking (its rows, cancelled ones included) at `now`: a booking the move rules take
 * at all (groupMoveRefusal: confirmed, one date, a space still on sale, no tour or monthly access), within the same
 * window as cancelling it, since a move frees the old slot as a cancellation does and must not get round the policy.
 * A booking that cannot be moved online at all answers allowed false and no deadline.
 */
export function moveWindowOf(rows: SpaceBooking[], policy: CancellationPolicy, now: Date): MoveWindow {
  if (groupMoveRefusal(rows) !== null) return { allowed: false, deadline: null, deadlineText: null };
  const active = rows.filter((row) => row.status !== 'cancelled');
  const { startAt, cancelUntil } = groupSchedule(active, policy);
  return {
    allowed: canCancelAt(cancellableKindOf(active[0]), startAt, now, policy),
    deadline: cancelUntil,
    deadlineText: formatVenueDeadline(cancelUntil),
  };
}

/**
 * What a customer does with a booking through its manage link, without an account: see it with its payment,
 * receipt and refunds, add it to a calendar, and cancel it while the cancellation policy allows.
 */
@Injectable()
export class ManageBookingService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly tokens: BookingAccessTokensRepository,
    private readonly bookings: BookingsService,
    private readonly refunds: RefundsRepository,
    private readonly settings: BusinessSettingsService,
    private readonly checkInCodes: CheckInCodesRepository,
    private readonly reschedules: RescheduleRepository,
  ) {}

  /** The booking group a token opens, or 404 with a message. */
  private async groupOf(token: string): Promise<string> {
    const groupId = await this.tokens.groupOf(token);
    if (!groupId) throw BOOKING_ERRORS.manageLinkInvalid();
    return groupId;
  }

  private async rowsOf(tx: Transaction, groupId: string): Promise<SpaceBooking[]> {
    const rows = await this.bookings.groupRows(tx, groupId);
    if (rows.length === 0) throw BOOKING_ERRORS.manageLinkInvalid();
    return rows.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
  }

  /** The person a manage link belongs to, for their Data Protection Act rights: the booking's contact. */
  async contactOf(token: string): Promise<DataSubject> {
    const groupId = await this.groupOf(token);
    const rows = await this.unitOfWork.run((tx) => this.rowsOf(tx, groupId));
    const emails = [...new Set(rows.map((row) => row.contact?.email?.trim().toLowerCase()).filter((email) => !!email))];
    const phones = [...new Set(rows.map((row) => phoneKey(row.contact?.phone)).filter((phone) => phone !== null))];
    return { emails: emails as string[], phones: phones as string[] };
  }

  async view(token: string, now: Date = new Date()): Promise<ManagedBookingDto> {
    const groupId = await this.groupOf(token);
    // One transaction for the page: a check-in code made on first view (see checkIn) is written with it.
    return this.unitOfWork.run((tx) => this.viewGroup(tx, token, groupId, now));
  }

  private async viewGroup(tx: Transaction, token: string, groupId: string, now: Date): Promise<ManagedBookingDto> {
    const rows = await this.rowsOf(tx, groupId);
    const policy = (await this.settings.get(tx)).cancellation;
    const active = rows.filter((row) => row.status !== 'cancelled');
    const schedule = active.length > 0 ? groupSchedule(active, policy) : null;
    const payment = await this.refunds.paidBookingGroup(tx, groupId);
    const refunds = payment ? await this.refunds.refundsOf(tx, payment.id) : [];
    const base = `/api/bookings/manage/${encodeURIComponent(token)}`;
    const [first] = rows;
    const status: ManagedBookingDto['status'] =
      active.length === 0 ? 'cancelled' : active.some((row) => row.status === 'confirmed') ? 'confirmed' : 'pending';
    const move = moveWindowOf(rows, policy, now);
    return {
      reference: bookingReference(first),
      title: bookingTitle(first),
      kind: first.type === 'tour' ? 'tour' : 'space',
      status,
      firstName: first.contact?.firstName ?? '',
      email: first.contact?.email ?? '',
      items: rows.map((row) => {
        const { startAt, endAt } = intervalOfBooking(row);
        return {
          id: row.id,
          date: row.date,
          time: row.time,
          duration: durationText(row),
          status: row.status,
          startsAt: toVenueIso(startAt),
          endsAt: toVenueIso(endAt),
        };
      }),
      cancellation: {
        allowed: schedule !== null && canCancelAt(cancellableKindOf(first), schedule.startAt, now, policy),
        deadline: schedule ? toVenueIso(schedule.cancelUntil) : null,
        deadlineText: schedule ? cancellationTerms(active, policy).cancelUntil : null,
        policy: cancellationTerms(rows, policy).cancellationPolicy,
      },
      payment: payment && {
        reference: payment.reference,
        status: payment.status,
        amountCents: payment.amountCents,
        refundedCents: payment.refundedCents,
        channel: payment.channel,
        paidAt: payment.paidAt,
        receiptNumber: payment.receiptNumber,
        receiptUrl: payment.receipt ? `${base}/receipt` : null,
        refunds: refunds.map((refund) => ({
          id: refund.id,
          amountCents: refund.amountCents,
          status: refund.status,
          requestedAt: refund.createdAt,
          processedAt: refund.processedAt,
          creditNoteNumber: refund.creditNoteNumber,
          creditNoteUrl: refund.creditNote ? `${base}/refunds/${refund.id}/credit-note` : null,
        })),
      },
      calendarUrl: `${base}/calendar`,
      checkIn: status === 'confirmed' ? await this.checkIn(tx, groupId) : null,
      move: { allowed: move.allowed, deadlineText: move.deadlineText },
      includedInMembership:
        (
          await this.reschedules.allowancePeriods(
            tx,
            rows.map((row) => row.id),
          )
        ).length > 0,
    };
  }

  /**
   * The group's check-in code for the page. A booking confirmed before codes existed gets its code here, the first
   * time its page is opened (the same code any later e-mail carries).
   */
  private async checkIn(tx: Transaction, groupId: string): Promise<ManagedCheckInDto> {
    const code = await this.checkInCodes.codeFor(tx, 'booking', groupId);
    return { code: formatCheckInCode(code), qrDataUrl: await checkInQrDataUrl(code) };
  }

  /** Cancels the booking (409 after the deadline, naming it) and answers the booking as it is now. */
  async cancel(token: string, now: Date = new Date()): Promise<ManagedBookingCancelledDto> {
    const groupId = await this.groupOf(token);
    await this.bookings.cancelGroupByCustomer(groupId, now);
    const booking = await this.view(token, now);
    const refunds = booking.payment?.refunds.filter((refund) => refund.status !== 'failed') ?? [];
    const refunding = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
    // Money taken at the front desk goes back from the desk, never to a card.
    const atDesk = refunds.some((refund) => refund.status === 'awaiting-hand-back');
    return {
      message: !refunding
        ? 'Your booking is cancelled.'
        : atDesk
          ? `Your booking is cancelled. You paid at our front desk, so the front desk will hand back ${formatKes(centsToKes(refunding))}: we have e-mailed you how.`
          : `Your booking is cancelled. ${formatKes(centsToKes(refunding))} is being refunded to the card or M-Pesa account you paid with.`,
      booking,
    };
  }

  async receipt(token: string): Promise<ReceiptDocument> {
    const payment = await this.refunds.paidBookingGroup(undefined, await this.groupOf(token));
    if (!payment?.receipt) throw BOOKING_ERRORS.noReceipt();
    return payment.receipt;
  }

  async creditNote(token: string, refundId: string): Promise<ReceiptDocument> {
    const payment = await this.refunds.paidBookingGroup(undefined, await this.groupOf(token));
    const refund = payment ? await this.refunds.findRefund(undefined, payment.id, refundId) : null;
    if (!refund?.creditNote) throw BOOKING_ERRORS.noCreditNote();
    return refund.creditNote;
  }

  /** The booking's rows still on, as a calendar file. */
  async calendar(token: string): Promise<AttachmentFile> {
    const groupId = await this.groupOf(token);
    const rows = await this.unitOfWork.run((tx) => this.rowsOf(tx, groupId));
    const active = rows.filter((row) => row.status !== 'cancelled');
    return calendarFile(...bookingCalendarEvents(active.length > 0 ? active : rows));
  }
}
