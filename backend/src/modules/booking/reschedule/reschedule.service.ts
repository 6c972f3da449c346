import { type BillingCycle, type BookedInterval, canCancelAt, formatVenueDeadline } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { BusinessSettingsService } from '../../../common/settings/business-settings.js';
import { BookingMailService } from '../booking-mail.service.js';
import { BookingPlacementService } from '../booking-placement.service.js';
import { BOOKING_ERRORS } from '../booking.errors.js';
import { byStart, cancellableKindOf, groupSchedule } from '../booking-schedule.js';
import { type SpaceBooking } from '../entities/space-booking.entity.js';
import { SpaceAssignmentsRepository } from '../space-assignments.repository.js';
import { allowanceMoveRefusal, groupMoveRefusal, type MoveTarget, movedIntervals } from './reschedule-plan.js';
import { RescheduleRepository } from './reschedule.repository.js';

/**
 * A customer (through the manage link) or a member (through the portal) moves their booking to another date or slot
 * of the same space, while the cancellation policy would still let them cancel it. The whole group moves: same
 * space, same number of rows, same billing mode, same price, so no money moves (nothing is charged or refunded, the
 * payment and receipt stay as they are, and an allowance use stays with its row).
 *
 * One transaction, with the group's rows locked as every status change locks them: each row's instance assignment
 * is updated in place to the new interval (the same instance when it is free there, else another free instance of
 * the space), so the new slot is taken by the same statement that lets go of the old one, and PostgreSQL's exclusion
 * constraint refuses a slot someone else holds (409, nothing changed). Each moved row's schedule sequence goes up by
 * one, and the customer gets a new confirmation whose calendar events keep their UIDs with the higher SEQUENCE.
 */
@Injectable()
export class RescheduleService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly placement: BookingPlacementService,
    private readonly assignments: SpaceAssignmentsRepository,
    private readonly repository: RescheduleRepository,
    private readonly settings: BusinessSettingsService,
    private readonly bookingMail: BookingMailService,
    private readonly clock: Clock,
  ) {}

  /** The group a manage link opens, moved (404 for a wrong or expired link, as the manage page's other actions). */
  async moveByManageToken(token: string, target: MoveTarget): Promise<SpaceBooking[]> {
    const groupId = await this.bookingMail.groupOfManageLink(token, this.clock.now());
    if (!groupId) throw BOOKING_ERRORS.manageLinkInvalid();
    return this.moveGroup(groupId, target);
  }

  /**
   * Moves a booking group (the caller has checked it is the asker's) and answers its moved rows. 409 when it cannot
   * be moved online (cancelled, unpaid, several dates, monthly, a tour, an allowance booking leaving its period),
   * after the deadline (naming it), or when the new slot is taken; 400 when the new slot is not one a new booking
   * could take now.
   */
  async moveGroup(bookingGroupId: string, target: MoveTarget): Promise<SpaceBooking[]> {
    const now = this.clock.now();
    const { moved, staged } = await this.unitOfWork.run(async (tx) => {
      const unlocked = await this.placement.groupRows(tx, bookingGroupId);
      if (unlocked.length === 0) throw BOOKING_ERRORS.bookingNotFound();
      const spaceId = unlocked.find((row) => row.space)?.space?.id;
      // Holds that ran out are free now, even if the worker has not released them yet (before the group's lock, as
      // staff moves do: releasing locks other groups' rows, always in id order).
      if (spaceId) await this.placement.releaseLapsedHolds(tx, spaceId, now);
      const rows = await this.placement.lockGroup(tx, bookingGroupId);
      const refusal = groupMoveRefusal(rows);
      if (refusal) throw BOOKING_ERRORS.notMovableOnline(refusal);
      const active = byStart(rows.filter((row) => row.status !== 'cancelled'));
      const space = active[0].space!;

      const { cancellation: policy, bookAheadDays } = await this.settings.get(tx);
      const { startAt, cancelUntil } = groupSchedule(active, policy);
      if (!canCancelAt(cancellableKindOf(active[0]), startAt, now, policy))
        throw BOOKING_ERRORS.moveClosed(formatVenueDeadline(cancelUntil));

      const billing = space.billingCycle as Exclude<BillingCycle, 'monthly'>;
      const intervals = movedIntervals(active, billing, target, bookAheadDays, now);
      const allowanceUses = await this.repository.allowancePeriods(
        tx,
        active.map((row) => row.id),
      );
      const allowanceRefusal = allowanceMoveRefusal(allowanceUses, target.date);
      if (allowanceRefusal) throw BOOKING_ERRORS.outsideAllowancePeriod(allowanceRefusal);

      // Every row shifts by the same amount: moving later, the last row goes first (and moving earlier, the first),
      // so no row's new interval runs into where another row of the same group still sits.
      const pairs = active.map((row, index) => ({ row, interval: intervals[index] }));
      const later = intervals[0].startAt.getTime() > startAt.getTime();
      for (const { row, interval } of later ? [...pairs].reverse() : pairs)
        await this.placeRow(tx, row, space.id, space.name, interval);

      for (const { row, interval } of pairs) {
        row.date = interval.date;
        row.time = interval.time;
        row.scheduleSequence += 1;
      }
      await this.unitOfWork.flush(tx);
      await this.repository.manageLinksValidUntil(tx, bookingGroupId, intervals[intervals.length - 1].endAt, now);
      const staged = active[0].contact?.email ? [await this.bookingMail.stageConfirmation(tx, active)] : [];
      return { moved: active, staged };
    });
    await this.bookingMail.dispatch(staged);
    return moved;
  }

  /**
   * Gives a row its new interval: on the instance it holds now when that one is free then (the desk the customer
   * knows), else on another free active instance of the space, in order. The constraint decides each try; 409 when
   * none is free (the transaction then rolls back whole: every row keeps its old slot).
   */
  private async placeRow(
    tx: Transaction,
    row: SpaceBooking,
    spaceId: string,
    spaceName: string,
    interval: BookedInterval,
  ): Promise<void> {
    const current = await this.assignments.assignmentOf(tx, row.id);
    const free = await this.assignments.freeInstanceIds(tx, spaceId, interval.startAt, interval.endAt);
    // Its own instance is not "free" when the new interval overlaps the row's old one (an hourly slot moved by an
    // hour): it is tried anyway, and the constraint, which replaces the row's own old interval, decides.
    const currentInstance = current ? await this.assignments.activeInstance(tx, spaceId, current.instance_id) : null;
    const candidates = currentInstance ? [currentInstance.id, ...free.filter((id) => id !== currentInstance.id)] : free;
    for (const instanceId of candidates)
      if (await this.repository.tryMoveAssignment(tx, row.id, instanceId, interval.startAt, interval.endAt)) return;
    throw BOOKING_ERRORS.fullyBooked(spaceName, interval.date, interval.time);
  }
}
