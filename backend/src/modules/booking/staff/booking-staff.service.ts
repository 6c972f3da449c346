import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { allows } from '../../identity/access/effective-permissions.js';
import { AuditLogService, fieldChanges } from '../../identity/audit/audit-log.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { BookingCancellationService, runAll } from '../booking-cancellation.service.js';
import { BookingMailService } from '../booking-mail.service.js';
import { bookingTitle } from '../booking-mail.js';
import { BookingPlacementService } from '../booking-placement.service.js';
import { moveBooking } from '../booking-transitions.js';
import { BOOKING_ERRORS } from '../booking.errors.js';
import { BookingsRepository } from '../bookings.repository.js';
import { formatCents, type StaffActor } from '../bookings.types.js';
import { type AdminBookingDto, toAdminBookingDto } from '../dto/admin-booking.dto.js';
import { type BookingStatus, type SpaceBooking } from '../entities/space-booking.entity.js';

/** The back office's view of booked rows and tour requests, and staff changing one row's status and notes. */
@Injectable()
export class BookingStaffService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly bookings: BookingsRepository,
    private readonly placement: BookingPlacementService,
    private readonly cancellation: BookingCancellationService,
    private readonly bookingMail: BookingMailService,
    private readonly audit: AuditLogService,
  ) {}

  /** The back-office list: the newest 500 bookings and tour requests. */
  async listForStaff(): Promise<AdminBookingDto[]> {
    return (await this.bookings.newest(500)).map(toAdminBookingDto);
  }

  /** One booked row with its space, for staff. */
  async findForStaff(id: string): Promise<SpaceBooking> {
    const booking = await this.bookings.forStaff(id);
    if (!booking) throw BOOKING_ERRORS.bookingNotFound();
    return booking;
  }

  /**
   * Staff change a booking's status. Cancelling releases its instance (and, unless staff say otherwise, refunds what
   * was paid for it); confirming clears the payment hold (and re-assigns an instance to a booking that had lost
   * it, if one is free). The customer is told by e-mail: a confirmation with a calendar invitation, or the new status.
   * A change staff make is written to the audit log in the same transaction.
   *
   * The move goes through the booking state machine (booking-transitions.ts) with the group's money read first, under
   * the group's lock: cancelling a paid booking needs payments.refund (403), and a booking whose money went back (or
   * is going back) is never confirmed again (409). A refused change rolls back whole: notes included, no refund row.
   */
  async updateStatus(
    id: string,
    status: BookingStatus | undefined,
    notes: string | null | undefined,
    options: { refund?: boolean; actor: StaffActor; ipAddress?: string },
    now: Date = new Date(),
  ): Promise<SpaceBooking> {
    const actor = { id: options.actor.id, username: options.actor.username };
    const mayRefund = allows(options.actor.permissions, 'payments', 'refund');
    const afterCommit: (() => Promise<void>)[] = [];
    const { booking, staged } = await this.unitOfWork.run(async (tx) => {
      const found = await this.bookings.groupAndSpaceOf(tx, id);
      if (!found) throw BOOKING_ERRORS.bookingNotFound();
      const group = await this.placement.lockGroup(tx, found.bookingGroupId);
      const booking = group.find((row) => row.id === id)!;
      const previous = booking.status;
      const before = { status: booking.status, notes: booking.notes };
      if (notes !== undefined) booking.notes = notes;
      let refundCents = 0;
      let refundAtDesk = false;
      if (status && status !== previous) {
        const money = await this.bookings.groupMoney(tx, booking.bookingGroupId ?? booking.id);
        moveBooking(booking, status, { cause: 'staff', facts: { ...money, mayRefund } });
        if (status === 'cancelled') {
          const outcome = await this.cancellation.cancelled(tx, [booking], {
            by: 'staff',
            // Never a refund on behalf of an admin without the right (a paid booking was refused above already).
            refund: (options.refund ?? true) && mayRefund,
            reason: notes?.trim() || 'Cancelled by staff',
            actor,
          });
          refundCents = outcome.refundCents;
          refundAtDesk = outcome.refundAtDesk;
          afterCommit.push(...outcome.afterCommit);
        } else {
          await this.placement.reassignInstance(tx, booking, now);
        }
      }
      const staged: MailOutbox[] = [];
      if (status && status !== previous && booking.contact?.email) {
        if (status === 'confirmed') {
          staged.push(await this.bookingMail.stageConfirmation(tx, [booking]));
        } else {
          staged.push(
            this.bookingMail.stage(tx, {
              template: MAIL_TEMPLATES.bookingStatusChanged,
              to: booking.contact.email,
              variables: {
                firstName: booking.contact.firstName,
                spaceTitle: booking.space || booking.type === 'tour' ? bookingTitle(booking) : null,
                date: booking.date,
                time: booking.time,
                status,
                notes: booking.notes,
                refundAmount: refundCents > 0 ? formatCents(refundCents) : null,
                refundAtDesk: refundCents > 0 && refundAtDesk ? 'yes' : null,
              },
            }),
          );
        }
      }
      const changes = fieldChanges(before, { status: booking.status, notes: booking.notes }, ['status', 'notes']);
      if (Object.keys(changes).length > 0)
        this.audit.record(tx, {
          actor,
          action: 'update',
          resource: 'bookings',
          resourceId: booking.id,
          changes,
          ipAddress: options.ipAddress ?? null,
        });
      return { booking, staged };
    });
    await this.bookingMail.dispatch(staged);
    await runAll(afterCommit);
    return booking;
  }
}
