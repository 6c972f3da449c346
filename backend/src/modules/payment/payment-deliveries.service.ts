import { addVenueDays, formatMembershipDate } from '@coworking/domain';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { type Transaction } from '../../common/database/transaction.js';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { bookingTitle, durationText } from '../booking/booking-mail.js';
import { BookingsService, type UnplacedReason, type UnplacedRow } from '../booking/bookings.service.js';
import { MemberAccounts } from '../identity/members/member-accounts.js';
import { type MailRequest, type StaffMailRequest } from '../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../mail/templates/default-templates.js';
import { MembershipLifecycle } from '../membership/lifecycle/membership-lifecycle.js';
import { type Payment } from './entities/payment.entity.js';
import { kes } from './payment-values.js';
import { PaymentsRepository } from './payments.repository.js';
import { type PaystackTransaction } from './paystack/paystack.types.js';
import { type ReceiptLine } from './receipts/receipt-document.js';
import { shareOut } from './receipts/receipt-issuer.js';

/**
 * What a successful payment buys, delivered inside its transaction: a booking group confirmed where its slots can
 * be had, a membership period started or renewed. What cannot be delivered (a slot sold after its hold ran out, a
 * membership already paid or ended) is described so that fulfilment refunds it and tells the customer and staff.
 */
@Injectable()
export class PaymentDeliveries {
  constructor(
    private readonly bookings: BookingsService,
    private readonly members: MemberAccounts,
    private readonly lifecycle: MembershipLifecycle,
    private readonly repository: PaymentsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A paid booking group: confirmed where its slots can be had; the rest is what could not be delivered. */
  async booking(tx: Transaction, payment: Payment): Promise<Delivery> {
    const { mail, confirmed, unplaced } = await this.bookings.confirmPaidGroup(tx, payment.targetId);
    const rows = await this.bookings.groupRows(tx, payment.targetId);
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

  /**
   * A paid membership period: the first starts the membership, a later one renews it (through the lifecycle, on
   * the locked membership). A period already paid (a second payment, or a card charge and a pay link both paid)
   * or a membership that has ended is not delivered: the money goes back.
   */
  async plan(tx: Transaction, payment: Payment, transaction: PaystackTransaction): Promise<Delivery> {
    const booking = await this.lifecycle.lock(tx, payment.targetId).catch((error: unknown) => {
      if (error instanceof NotFoundException) return null;
      throw error;
    });
    if (!booking) return planNotDelivered(payment, 'a membership', 'gone', 'the membership no longer exists.', null);
    if (!payment.customerName) payment.customerName = `${booking.contact.firstName} ${booking.contact.lastName}`.trim();
    // Every plan payment names its period (older ones were all first periods).
    const periodNumber = payment.periodNumber ?? 1;
    payment.periodNumber = periodNumber;
    const what = `${booking.plan.name} membership (period ${periodNumber})`;
    // A checkout paid after its plan was deleted: the membership never started, the plan is what is gone.
    if (booking.subscriptionStatus === 'pending' && booking.plan.deletedAt)
      return planNotDelivered(
        payment,
        what,
        'plan-gone',
        `the ${booking.plan.name} plan is no longer offered, so your membership could not start.`,
        `${this.config.http.publicUrl}/membership`,
      );
    const outcome = this.lifecycle.applyPaidPeriod(booking, periodNumber, {
      channel: transaction.channel,
      authorization: transaction.authorization ?? null,
    });
    if (outcome === 'started' || outcome === 'renewed') {
      booking.user ??= await this.members.ensure(tx, booking.contact);
      const what = `${booking.plan.name} membership, ${formatMembershipDate(booking.currentPeriodStart!)} to ${formatMembershipDate(addVenueDays(booking.currentPeriodEnd!, -1))}`;
      return {
        lines: [{ description: what, quantity: 1, amountCents: payment.amountCents }],
        description: what,
        mail: this.lifecycle.paidPeriodMail(booking, outcome, kes(payment.amountCents)),
        undelivered: null,
      };
    }
    if (outcome === 'ended')
      return planNotDelivered(
        payment,
        what,
        'ended',
        'the membership had already ended.',
        `${this.config.http.publicUrl}/membership`,
      );
    const paidBefore = await this.repository.otherSuccessfulPayment(tx, payment);
    return planNotDelivered(
      payment,
      what,
      'duplicate',
      `it had already been paid${paidBefore ? ` (payment ${paidBefore.reference})` : ''}, so this second payment is not needed.`,
      null,
    );
  }
}

/** A membership payment that buys nothing: all of it goes back. */
function planNotDelivered(
  payment: Payment,
  what: string,
  why: 'gone' | 'plan-gone' | 'ended' | 'duplicate',
  reason: string,
  bookAgainUrl: string | null,
): Delivery {
  const REFUND_REASONS = {
    gone: ['Membership no longer exists', 'payment for a deleted membership refunded'],
    'plan-gone': ['Plan no longer offered', 'payment for a deleted plan refunded'],
    ended: ['Membership had ended', 'payment for an ended membership refunded'],
    duplicate: ['Second payment for a membership period already paid', 'duplicate payment refunded automatically'],
  } as const;
  const [refundReason, staffHeadline] = REFUND_REASONS[why];
  return {
    lines: [{ description: what, quantity: 1, amountCents: payment.amountCents }],
    description: what,
    mail: [],
    undelivered: {
      amountCents: payment.amountCents,
      what,
      reason,
      refundReason,
      bookAgainUrl,
      staffHeadline,
    },
  };
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

/** What could not be delivered for a payment, and how to tell people. */
export interface Undelivered {
  amountCents: number;
  what: string;
  /** Completes "…but {reason}" in the customer's e-mail. */
  reason: string;
  refundReason: string;
  bookAgainUrl: string | null;
  staffHeadline: string;
}

/** What fulfilling a payment delivered: the receipt's lines, the e-mails, and what could not be delivered. */
export interface Delivery {
  lines: ReceiptLine[];
  description: string;
  mail: (MailRequest | StaffMailRequest)[];
  undelivered: Undelivered | null;
}
