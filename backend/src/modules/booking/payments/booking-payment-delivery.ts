import { Inject, Injectable } from '@nestjs/common';
import { type Transaction } from '../../../common/database/transaction.js';
import { OnDomainEvent } from '../../../common/events/domain-events.js';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { MemberAccounts } from '../../identity/members/member-accounts.js';
import { type StaffMailRequest } from '../../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { type Payment } from '../../payment/entities/payment.entity.js';
import { kes } from '../../payment/payment-values.js';
import {
  type Delivery,
  PaymentClosedUnpaid,
  PaymentSucceeded,
  type Undelivered,
} from '../../payment/payment.events.js';
import { shareOut } from '../../payment/receipts/receipt-issuer.js';
import { bookingTitle, durationText } from '../booking-mail.js';
import { BookingPlacementService } from '../booking-placement.service.js';
import { type UnplacedReason, type UnplacedRow } from '../bookings.types.js';

/**
 * What payments for booking groups (purpose 'booking') mean to bookings, heard from the payment module inside its
 * transaction: a paid group is confirmed where its slots can be had, and its receipt lines, e-mails and what could not
 * be kept are answered for fulfilment to receipt and refund; an unpaid one closed lets its held slots go.
 */
@Injectable()
export class BookingPaymentDelivery {
  constructor(
    private readonly placement: BookingPlacementService,
    private readonly members: MemberAccounts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Delivers the payments of purpose 'booking' (see PaymentSucceeded); the others are other modules'. */
  @OnDomainEvent(PaymentSucceeded.NAME)
  onPaid(event: PaymentSucceeded): Promise<Delivery> | null {
    if (event.payment.purpose !== 'booking') return null;
    return event.targetPaidBy
      ? this.alreadyPaid(event.tx, event.payment, event.targetPaidBy)
      : this.deliver(event.tx, event.payment);
  }

  /** A booking's payment will not be paid: its held slots go at once instead of being held for nobody. */
  @OnDomainEvent(PaymentClosedUnpaid.NAME)
  async onClosedUnpaid(event: PaymentClosedUnpaid): Promise<void> {
    if (event.payment.purpose === 'booking')
      await this.placement.releaseGroup(event.tx, event.payment.targetId, event.reason);
  }

  /**
   * A second payment for a group another payment already paid (a checkout tried again, both attempts paid): nothing
   * more is delivered, and all of it is refunded.
   */
  private async alreadyPaid(tx: Transaction, payment: Payment, paidBy: string): Promise<Delivery> {
    const rows = await this.placement.groupRows(tx, payment.targetId);
    const first = rows[0];
    const what = first ? `${bookingTitle(first)} on ${first.date}` : 'your booking';
    return {
      lines: [{ description: `${what} (already paid: ${paidBy})`, quantity: 1, amountCents: payment.amountCents }],
      description: what,
      mail: [],
      undelivered: {
        amountCents: payment.amountCents,
        what,
        reason: `it had already been paid (payment ${paidBy}), so this second payment is not needed.`,
        refundReason: 'Booking already paid by another payment',
        bookAgainUrl: null,
        staffHeadline: 'second payment for a booking already paid refunded',
      },
    };
  }

  /**
   * A paid booking group: confirmed where its slots can be had (the group locked, so a second delivery finds it
   * confirmed); the rest is what could not be delivered, for fulfilment to refund.
   */
  async deliver(tx: Transaction, payment: Payment): Promise<Delivery> {
    const { mail, confirmed, unplaced } = await this.placement.confirmPaidGroup(tx, payment.targetId);
    const rows = await this.placement.groupRows(tx, payment.targetId);
    // Nothing is left of what it paid for (its rows were deleted meanwhile): all of it goes back.
    if (rows.length === 0)
      return {
        lines: [{ description: 'Booking (no longer exists)', quantity: 1, amountCents: payment.amountCents }],
        description: 'your booking',
        mail: [],
        undelivered: {
          amountCents: payment.amountCents,
          what: 'your booking',
          reason: 'the booking no longer exists.',
          refundReason: 'Booking no longer exists',
          bookAgainUrl: `${this.config.http.publicUrl}/booking`,
          staffHeadline: 'payment for a deleted booking refunded',
        },
      };
    const shares = shareOut(
      payment.amountCents,
      rows.map((row) => row.priceCents),
    );
    const lines = rows.map((row, index) => ({
      description: `${bookingTitle(row)}: ${row.date}, ${row.time} (${durationText(row)})`,
      quantity: 1,
      amountCents: shares[index],
    }));
    const first = confirmed[0] ?? unplaced[0]?.row ?? rows[0];
    const what = first
      ? `${bookingTitle(first)} on ${[...new Set(rows.map((row) => row.date))].join(', ')}`
      : 'your booking';
    if (first?.contact && !payment.customerName)
      payment.customerName = `${first.contact.firstName} ${first.contact.lastName}`.trim();
    // The first paid booking makes the customer a member (the portal lists their bookings and receipts).
    if (first?.contact && confirmed.length > 0) {
      const member = await this.members.ensure(tx, first.contact);
      for (const row of rows) row.user ??= member;
    }
    const unplacedIds = new Set(unplaced.map(({ row }) => row.id));
    const undeliveredCents = rows.reduce((sum, row, index) => sum + (unplacedIds.has(row.id) ? shares[index] : 0), 0);
    // Staff hear of every paid booking that holds its slots (one that could not is refunded, and they hear of that).
    const staff: StaffMailRequest[] =
      confirmed.length > 0
        ? [
            {
              template: MAIL_TEMPLATES.bookingPaidStaff,
              staff: 'paidBookings',
              variables: {
                what,
                customerName: payment.customerName ?? payment.email,
                email: payment.email,
                amount: kes(payment.amountCents),
                reference: payment.reference,
              },
            },
          ]
        : [];
    return {
      lines,
      description: what,
      mail: [...(mail ? [mail] : []), ...staff],
      undelivered:
        undeliveredCents > 0
          ? {
              amountCents: undeliveredCents,
              what,
              ...unplacedWords(unplaced, rows.length),
              bookAgainUrl: `${this.config.http.publicUrl}/booking`,
            }
          : null,
    };
  }
}

/** "…but {reason}" for one reason shared by every row of a group that could not be kept. */
const WHOLE_GROUP_REASONS: Record<UnplacedReason, string> = {
  taken: 'it arrived after the time we held your booking for, and the slot has been booked by someone else since.',
  'space-gone': 'the space is no longer available for booking.',
  cancelled: 'the booking had been cancelled before your payment reached us.',
};
/** Why one row of a group could not be kept, in a list of several. */
const ROW_REASONS: Record<UnplacedReason, string> = {
  taken: 'booked by someone else after the time we held it for',
  'space-gone': 'the space is no longer available for booking',
  cancelled: 'cancelled before your payment reached us',
};
const UNPLACED_REFUND_REASONS: Record<UnplacedReason, { refundReason: string; staffHeadline: string }> = {
  taken: {
    refundReason: 'Paid after the hold expired and the slot was taken',
    staffHeadline: 'late payment refunded automatically',
  },
  'space-gone': {
    refundReason: 'The space is no longer available for booking',
    staffHeadline: 'payment for a space no longer available refunded',
  },
  cancelled: {
    refundReason: 'The booking was cancelled before the payment arrived',
    staffHeadline: 'payment for a cancelled booking refunded',
  },
};

/**
 * How to tell the customer, the credit note and staff why rows of a paid group were not kept, by what really
 * happened to them (a slot sold is not a space deleted).
 */
function unplacedWords(
  unplaced: UnplacedRow[],
  rowCount: number,
): Pick<Undelivered, 'reason' | 'refundReason' | 'staffHeadline'> {
  const whys = [...new Set(unplaced.map(({ why }) => why))];
  const every = unplaced.length === rowCount;
  const slots = (rows: UnplacedRow[]) => rows.map(({ row }) => `${row.date} ${row.time}`).join(', ');
  if (whys.length === 1) {
    const [why] = whys;
    const { refundReason, staffHeadline } = UNPLACED_REFUND_REASONS[why];
    if (every) return { reason: WHOLE_GROUP_REASONS[why], refundReason, staffHeadline };
    const rest = 'The rest of your booking is confirmed.';
    return {
      reason:
        why === 'taken'
          ? `it arrived after the time we held your booking for, and ${unplaced.length} of the ${rowCount} slots have been booked by someone else since (${slots(unplaced)}). ${rest}`
          : `${unplaced.length} of the ${rowCount} slots could not be kept for you (${slots(unplaced)}): ${ROW_REASONS[why]}. ${rest}`,
      refundReason,
      staffHeadline,
    };
  }
  const listed = unplaced.map(({ row, why }) => `${row.date} ${row.time}: ${ROW_REASONS[why]}`).join('; ');
  return {
    reason: every
      ? `none of its slots could be kept for you (${listed}).`
      : `${unplaced.length} of the ${rowCount} slots could not be kept for you (${listed}). The rest of your booking is confirmed.`,
    refundReason: 'Part of the booking could not be kept',
    staffHeadline: 'payment for slots that could not be kept refunded',
  };
}
