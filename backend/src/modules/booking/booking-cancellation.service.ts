import { canCancelAt, formatVenueDeadline } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../../common/database/transaction.js';
import { BusinessSettingsService } from '../../common/settings/business-settings.js';
import { StaffNotificationsService } from '../mail/admin-notices/staff-notifications.service.js';
import { MAIL_TEMPLATES } from '../mail/templates/default-templates.js';
import { CancellationRefunds } from '../payment/refunds/cancellation-refunds.service.js';
import { BookingMailService } from './booking-mail.service.js';
import { bookingTitle } from './booking-mail.js';
import { BookingPlacementService } from './booking-placement.service.js';
import { byStart, cancellableKindOf, groupSchedule } from './booking-schedule.js';
import { moveBooking } from './booking-transitions.js';
import { BOOKING_ERRORS } from './booking.errors.js';
import { type CancellationContext, formatCents } from './bookings.types.js';
import { type SpaceBooking } from './entities/space-booking.entity.js';
import { SpaceAssignmentsRepository } from './space-assignments.repository.js';

/** What the payment module did about cancelled rows: the refund, where it is paid, work after commit. */
export interface CancellationResult {
  refundCents: number;
  refundAtDesk: boolean;
  afterCommit: (() => Promise<void>)[];
}

/**
 * Cancelling bookings: the customer's cancellation of a whole group from its manage link (while the policy allows),
 * and what every cancellation does, by the customer or staff: the rows' instances are freed at once, and what was paid
 * for them is refunded by the payment module inside the cancelling transaction.
 */
@Injectable()
export class BookingCancellationService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly placement: BookingPlacementService,
    private readonly assignments: SpaceAssignmentsRepository,
    private readonly settings: BusinessSettingsService,
    private readonly staffNotices: StaffNotificationsService,
    private readonly bookingMail: BookingMailService,
    private readonly refunds: CancellationRefunds,
  ) {}

  /**
   * The customer cancels a whole booking from its manage link, while the policy allows: every row still active is
   * cancelled, its instances freed at once, and what was paid for them refunded (by the payment module).
   * Throws 409 when the deadline has passed (naming it) or nothing is left to cancel.
   */
  async cancelGroupByCustomer(bookingGroupId: string, now: Date = new Date()): Promise<void> {
    const afterCommit: (() => Promise<void>)[] = [];
    const staged = await this.unitOfWork.run(async (tx) => {
      const rows = await this.placement.lockGroup(tx, bookingGroupId);
      if (rows.length === 0) throw BOOKING_ERRORS.bookingNotFound();
      const active = rows.filter((row) => row.status !== 'cancelled');
      if (active.length === 0) throw BOOKING_ERRORS.alreadyCancelled();
      const policy = (await this.settings.get(tx)).cancellation;
      const { startAt, cancelUntil } = groupSchedule(active, policy);
      if (!canCancelAt(cancellableKindOf(active[0]), startAt, now, policy))
        throw BOOKING_ERRORS.cancellationClosed(formatVenueDeadline(cancelUntil));
      for (const row of active) moveBooking(row, 'cancelled', { cause: 'customer' });
      await this.unitOfWork.flush(tx);
      const outcome = await this.cancelled(tx, active, {
        by: 'customer',
        refund: true,
        reason: 'Cancelled by the customer within the cancellation policy',
        actor: null,
      });
      afterCommit.push(...outcome.afterCommit);
      const [first] = byStart(active);
      const cancelled = {
        spaceTitle: bookingTitle(first),
        date: [...new Set(byStart(active).map((row) => row.date))].join(', '),
        time: [...new Set(byStart(active).map((row) => row.time))].join(', '),
        reference: (first.bookingGroupId ?? first.id).slice(0, 8).toUpperCase(),
        refundAmount: outcome.refundCents > 0 ? formatCents(outcome.refundCents) : null,
        refundAtDesk: outcome.refundCents > 0 && outcome.refundAtDesk ? 'yes' : null,
      };
      const staff = this.bookingMail.stage(tx, {
        template: MAIL_TEMPLATES.bookingCancelledStaff,
        to: await this.staffNotices.recipientFor(tx, 'cancellations'),
        variables: {
          ...cancelled,
          customerName: first.contact ? `${first.contact.firstName} ${first.contact.lastName}`.trim() : 'A customer',
          email: first.contact?.email ?? '',
        },
      });
      if (!first.contact?.email) return [staff];
      return [
        this.bookingMail.stage(tx, {
          template: MAIL_TEMPLATES.bookingCancelled,
          to: first.contact.email,
          variables: { firstName: first.contact.firstName, ...cancelled },
        }),
        staff,
      ];
    });
    await this.bookingMail.dispatch(staged);
    await runAll(afterCommit);
  }

  /**
   * What follows rows just moved to cancelled, inside the cancelling transaction: their instances are freed and what
   * was paid for them refunded when the canceller says so (the refund row commits or rolls back with the
   * cancellation). Answers the refund.
   */
  async cancelled(
    tx: Transaction,
    cancelled: SpaceBooking[],
    context: CancellationContext,
  ): Promise<CancellationResult> {
    await this.assignments.releaseInstancesOf(
      tx,
      cancelled.map((row) => row.id),
    );
    const none: CancellationResult = { refundCents: 0, refundAtDesk: false, afterCommit: [] };
    // Only grouped rows were ever paid for (a payment names its group).
    const groupId = cancelled[0]?.bookingGroupId;
    if (!groupId) return none;
    const wanted = new Set(cancelled.map((row) => row.id));
    const refund = await this.refunds.refundCancelled(tx, {
      bookingGroupId: groupId,
      rows: (await this.placement.groupRows(tx, groupId)).map((row) => ({
        priceCents: row.priceCents,
        cancelled: wanted.has(row.id),
      })),
      by: context.by,
      refund: context.refund,
      reason: context.reason,
      actor: context.actor,
    });
    if (!refund) return none;
    return {
      refundCents: refund.refundCents,
      refundAtDesk: refund.refundCents > 0 && refund.refundAtDesk,
      afterCommit: [refund.afterCommit],
    };
  }
}

/** Runs after-commit work; one failing does not stop the others (each has its own retry, e.g. the refund check). */
export async function runAll(work: (() => Promise<void>)[]): Promise<void> {
  await Promise.allSettled(work.map((run) => run()));
}
