import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { BusinessSettingsService } from '../../../common/settings/business-settings.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { AuditLogService } from '../../identity/audit/audit-log.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { MailService } from '../../mail/delivery/mail.service.js';
import { quoteSelection } from '../booking-quote.js';
import { BOOKING_MESSAGES } from '../booking.messages.js';
import { BookingsService, HOLD_EXPIRED_NOTE } from '../bookings.service.js';
import { SpaceBooking } from '../entities/space-booking.entity.js';
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
 * price and the payment (see docs/decisions.md); the customer gets an updated confirmation.
 */
@Injectable()
export class BookingMovesService {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingsService,
    private readonly assignments: SpaceAssignmentsRepository,
    private readonly settings: BusinessSettingsService,
    private readonly audit: AuditLogService,
    private readonly mail: MailService,
  ) {}

  async move(
    id: string,
    target: BookingMove,
    actor: AdminPrincipal,
    ipAddress: string,
    now: Date = new Date(),
  ): Promise<SpaceBooking> {
    const { booking, staged } = await this.em.fork().transactional(async (em) => {
      const found = await em.findOne(SpaceBooking, { id }, { fields: ['bookingGroupId', 'space'] });
      if (!found) throw new NotFoundException(BOOKING_MESSAGES.bookingNotFound);
      if (found.space)
        await this.assignments.releaseHolds(em, { expiredBefore: now, spaceId: found.space.id }, HOLD_EXPIRED_NOTE);
      const group = await this.bookings.lockGroup(em, found.bookingGroupId ?? id);
      const booking = group.find((row) => row.id === id)!;
      const space = booking.space;
      if (booking.type === 'tour' || !space) throw new BadRequestException(BOOKING_MESSAGES.cannotMoveTour);
      if (booking.status === 'cancelled') throw new ConflictException(BOOKING_MESSAGES.cannotMoveCancelled);

      const hourly = space.billingCycle === 'hourly';
      const date = target.date ?? booking.date;
      const time = hourly ? (target.time ?? booking.time) : booking.time;
      const { bookAheadDays } = await this.settings.get(em);
      const [interval] = quoteSelection(
        space,
        { dates: [date], slots: hourly ? [time] : [] },
        now,
        bookAheadDays,
      ).intervals;
      const current = await this.assignments.assignmentOf(em, booking.id);
      const sameSlot = date === booking.date && interval.time === booking.time;
      if (sameSlot && (!target.instanceId || target.instanceId === current?.instance_id))
        throw new BadRequestException(BOOKING_MESSAGES.moveNothingChanged);
      if (target.instanceId && !(await this.assignments.activeInstance(em, space.id, target.instanceId)))
        throw new BadRequestException(BOOKING_MESSAGES.instanceNotInSpace);

      await em.execute('savepoint move_booking');
      await em.execute('delete from space_instance_assignments where booking_id = ?', [booking.id]);
      const candidates = target.instanceId
        ? [target.instanceId]
        : await this.assignments.freeInstanceIds(em, space.id, interval.startAt, interval.endAt);
      // Staying on the same instance when it is free keeps the desk the customer knows.
      if (!target.instanceId && current && candidates.includes(current.instance_id))
        candidates.sort((a, b) => Number(b === current.instance_id) - Number(a === current.instance_id));
      let placedOn: string | null = null;
      for (const instanceId of candidates) {
        if (await this.assignments.tryAssign(em, booking.id, instanceId, interval.startAt, interval.endAt)) {
          placedOn = instanceId;
          break;
        }
      }
      if (!placedOn) {
        const conflict = await this.bookings.slotConflict(
          em,
          target.instanceId ? [target.instanceId] : await this.assignments.activeInstanceIds(em, space.id),
          interval,
        );
        await em.execute('rollback to savepoint move_booking');
        throw conflict;
      }
      await em.execute('release savepoint move_booking');

      const before = { date: booking.date, time: booking.time, instanceId: current?.instance_id ?? null };
      booking.date = interval.date;
      booking.time = interval.time;
      booking.duration = interval.duration;
      await em.flush();
      const after = { date: booking.date, time: booking.time, instanceId: placedOn };
      this.audit.record(em, {
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
        staged.push(this.mail.stage(em, await this.bookings.confirmationMail(em, [booking])));
      return { booking, staged };
    });
    await this.mail.dispatch(staged);
    return booking;
  }
}
