import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { BusinessSettingsService } from '../../../common/settings/business-settings.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { AuditLogService } from '../../identity/audit/audit-log.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { BookingMailService } from '../booking-mail.service.js';
import { BookingPlacementService } from '../booking-placement.service.js';
import { quoteSelection } from '../booking-quote.js';
import { BOOKING_ERRORS } from '../booking.errors.js';
import { BookingsRepository } from '../bookings.repository.js';
import { type SpaceBooking } from '../entities/space-booking.entity.js';
import { SpaceAssignmentsRepository } from '../space-assignments.repository.js';

/** Where staff move one booked row: another instance, another date or slot, or both. */
export interface BookingMove {
  instanceId?: string;
  date?: string;
  /** HH:MM, hourly spaces only. */
  time?: string;
}

/**
 * Staff move a booked row to another instance and/or slot. The old slot is let go and the new one taken in one
 * transaction under a savepoint: when the new slot is held, the savepoint is rolled back, the booking keeps its old
 * slot, and staff are told who holds the new one. The exclusion constraint stays the last word. A move keeps the
 * price and the payment (see docs/decisions/0200-staff-see-who-holds-a-slot-moves-keep-the-price-and-the-payment.md);
 * the customer gets an updated confirmation.
 */
@Injectable()
export class BookingMovesService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly bookings: BookingsRepository,
    private readonly placement: BookingPlacementService,
    private readonly assignments: SpaceAssignmentsRepository,
    private readonly settings: BusinessSettingsService,
    private readonly audit: AuditLogService,
    private readonly bookingMail: BookingMailService,
  ) {}

  async move(
    id: string,
    target: BookingMove,
    actor: AdminPrincipal,
    ipAddress: string,
    now: Date = new Date(),
  ): Promise<SpaceBooking> {
    const { booking, staged } = await this.unitOfWork.run(async (tx) => {
      const found = await this.bookings.groupAndSpaceOf(tx, id);
      if (!found) throw BOOKING_ERRORS.bookingNotFound();
      if (found.spaceId) await this.placement.releaseLapsedHolds(tx, found.spaceId, now);
      const group = await this.placement.lockGroup(tx, found.bookingGroupId);
      const booking = group.find((row) => row.id === id)!;
      const space = booking.space;
      if (booking.type === 'tour' || !space) throw BOOKING_ERRORS.cannotMoveTour();
      if (booking.status === 'cancelled') throw BOOKING_ERRORS.cannotMoveCancelled();

      const hourly = space.billingCycle === 'hourly';
      const date = target.date ?? booking.date;
      const time = hourly ? (target.time ?? booking.time) : booking.time;
      const { bookAheadDays } = await this.settings.get(tx);
      const [interval] = quoteSelection(
        space,
        { dates: [date], slots: hourly ? [time] : [] },
        now,
        bookAheadDays,
      ).intervals;
      const current = await this.assignments.assignmentOf(tx, booking.id);
      const sameSlot = date === booking.date && interval.time === booking.time;
      if (sameSlot && (!target.instanceId || target.instanceId === current?.instance_id))
        throw BOOKING_ERRORS.moveNothingChanged();
      if (target.instanceId && !(await this.assignments.activeInstance(tx, space.id, target.instanceId)))
        throw BOOKING_ERRORS.instanceNotInSpace();

      const placedOn = await this.assignments.replaceAssignment(tx, booking.id, async () => {
        const candidates = target.instanceId
          ? [target.instanceId]
          : await this.assignments.freeInstanceIds(tx, space.id, interval.startAt, interval.endAt);
        // Staying on the same instance when it is free keeps the desk the customer knows.
        if (!target.instanceId && current && candidates.includes(current.instance_id))
          candidates.sort((a, b) => Number(b === current.instance_id) - Number(a === current.instance_id));
        for (const instanceId of candidates)
          if (await this.assignments.tryAssign(tx, booking.id, instanceId, interval.startAt, interval.endAt))
            return instanceId;
        // Asked while the old slot is let go, so the booking never names itself as the holder.
        throw await this.placement.slotConflict(
          tx,
          target.instanceId ? [target.instanceId] : await this.assignments.activeInstanceIds(tx, space.id),
          interval,
        );
      });

      const before = { date: booking.date, time: booking.time, instanceId: current?.instance_id ?? null };
      booking.date = interval.date;
      booking.time = interval.time;
      booking.duration = interval.duration;
      await this.unitOfWork.flush(tx);
      const after = { date: booking.date, time: booking.time, instanceId: placedOn };
      this.audit.record(tx, {
        actor,
        action: 'update',
        resource: 'bookings',
        resourceId: booking.id,
        changes: Object.fromEntries(
          (['date', 'time', 'instanceId'] as const)
            .filter((field) => before[field] !== after[field])
            .map((field) => [field, { from: before[field], to: after[field] }]),
        ),
        ipAddress,
      });
      const staged: MailOutbox[] = [];
      if (booking.status === 'confirmed' && booking.contact?.email)
        staged.push(await this.bookingMail.stageConfirmation(tx, [booking]));
      return { booking, staged };
    });
    await this.bookingMail.dispatch(staged);
    return booking;
  }
}
