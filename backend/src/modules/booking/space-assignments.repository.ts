import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../common/database/transaction.js';
import { statusesMovableTo } from './booking-transitions.js';
import { SpaceInstanceAssignment } from './entities/space-instance-assignment.entity.js';

/** SQLSTATE of an exclusion-constraint violation: the instance was taken for an overlapping interval. */
const EXCLUSION_VIOLATION = '23P01';
/**
 * SQLSTATE of a deadlock. Two transactions inserting overlapping assignments of one instance at the same moment each
 * wait for the other's constraint check; PostgreSQL cancels one insert. For that one the instance is taken too.
 */
const DEADLOCK_DETECTED = '40P01';

/**
 * Runs a write that gives an instance to a booking (an insert, or a move of its assignment) inside a savepoint: true
 * when it took the instance, false when PostgreSQL refused because the instance is taken over that interval (or a
 * concurrent write deadlocked with it), the transaction still usable either way. It writes nothing else: a write to
 * the instance's own row would make every placement on the instance wait for the one before it to commit.
 */
export async function takeInstance(em: EntityManager, write: () => Promise<unknown>): Promise<boolean> {
  await em.execute('savepoint take_instance');
  try {
    await write();
    await em.execute('release savepoint take_instance');
  } catch (error) {
    await em.execute('rollback to savepoint take_instance');
    const code = (error as { code?: string }).code;
    if (code !== EXCLUSION_VIOLATION && code !== DEADLOCK_DETECTED) throw error;
    return false;
  }
  return true;
}

/**
 * An assignment (alias `a`) held by an unpaid booking whose hold has run out: it counts as free at once, before the
 * worker gets round to cancelling the booking. `?` is the instant to judge by.
 */
const LAPSED_HOLD = `exists (select 1 from space_bookings b where b.id = a.booking_id and b.status = 'pending' and b.hold_expires_at <= ?)`;

/**
 * The day's assignments of a space's active instances (lapsed holds left out). The overlap is written as the exclusion
 * constraint's own expression, `tstzrange(start_at, end_at) && range`, so its GiST index finds just
 * that day's rows of each instance: the cost follows the day's bookings, not the total number.
 * Parameters: the day's first instant, the next day's first instant, the space id.
 */
export const DAY_ASSIGNMENTS_SQL = `select i.id as instance_id, a.start_at, a.end_at
  from space_instances i
  left join space_instance_assignments a on a.instance_id = i.id and tstzrange(a.start_at, a.end_at) && tstzrange(?, ?)
    and not ${LAPSED_HOLD.replace('?', 'now()')}
  where i.space_id = ? and i.is_active`;

/** One active instance of a space with what it holds that day (start/end null when it holds nothing). */
export interface DayAssignmentRow {
  instance_id: string;
  start_at: Date | null;
  end_at: Date | null;
}

/** One assignment on the staff calendar, with its booking and the name to show. */
export interface CalendarAssignmentRow {
  instance_id: string;
  start_at: Date;
  end_at: Date;
  booking_id: string;
  status: string;
  type: string;
  time: string;
  first_name: string | null;
}

/** A booking that holds an instance over an interval, as staff are told about it when theirs is refused. */
export interface SlotHolderRow {
  booking_id: string;
  group_id: string;
  date: string;
  time: string;
  first_name: string | null;
  last_name: string | null;
  instance_name: string;
}

/**
 * Which pending bookings a release cancels: one booking group, or the holds that ran out by an instant (of one
 * space, or all of them).
 */
export type HoldsToRelease = { bookingGroupId: string } | { expiredBefore: Date; spaceId?: string };

/**
 * Instance assignments and the holds of unpaid bookings, in SQL. Methods that change data take the
 * caller's transaction (`tx`), so they commit or roll back with it; the exclusion constraint on
 * space_instance_assignments stays the last word on double booking.
 */
@Injectable()
export class SpaceAssignmentsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Active instances of a space with nothing assigned overlapping [startAt, endAt), in instance order.
   * The overlap test is the exclusion constraint's expression, so its GiST index answers it.
   */
  async freeInstanceIds(tx: Transaction, spaceId: string, startAt: Date, endAt: Date): Promise<string[]> {
    const rows = await entityManagerOf(tx).execute<{ id: string }[]>(
      `select i.id from space_instances i
       where i.space_id = ? and i.is_active
         and not exists (select 1 from space_instance_assignments a where a.instance_id = i.id and tstzrange(a.start_at, a.end_at) && tstzrange(?, ?))
       order by i.instance_number`,
      [spaceId, startAt, endAt],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Assigns an instance to a booking for [startAt, endAt) inside a savepoint, so losing a race to a
   * concurrent booking (23P01) leaves the transaction usable. Returns false when the instance was taken.
   */
  tryAssign(tx: Transaction, bookingId: string, instanceId: string, startAt: Date, endAt: Date): Promise<boolean> {
    const em = entityManagerOf(tx);
    return takeInstance(em, () =>
      em.execute(
        'insert into space_instance_assignments (booking_id, instance_id, start_at, end_at) values (?, ?, ?, ?)',
        [bookingId, instanceId, startAt, endAt],
      ),
    );
  }

  /**
   * Cancels the pending bookings named by `which`, appending `note` to their notes, and frees their
   * instances. Returns how many bookings it released.
   */
  async releaseHolds(tx: Transaction, which: HoldsToRelease, note: string): Promise<number> {
    const em = entityManagerOf(tx);
    const [condition, parameters]: [string, unknown[]] =
      'bookingGroupId' in which
        ? ['booking_group_id = ?', [which.bookingGroupId]]
        : which.spaceId
          ? ['hold_expires_at <= ? and space_id = ?', [which.expiredBefore, which.spaceId]]
          : ['hold_expires_at <= ?', [which.expiredBefore]];
    // Rows are locked in id order, as confirmation locks a group's rows, so a release and a confirmation of the
    // same group queue behind each other instead of deadlocking; whichever commits first decides.
    // A whole batch is written in one statement, so the state machine's rule is applied in SQL: only the statuses
    // the transition table lets a hold expiry cancel (pending), with what moveBooking sets alongside.
    const from = statusesMovableTo('cancelled', 'hold-expiry');
    const released = await em.execute<{ id: string }[]>(
      `update space_bookings set status = 'cancelled', cancelled_by = 'hold', hold_expires_at = null, updated_at = now(), notes = coalesce(notes || E'\\n', '') || ?
       where id in (select id from space_bookings where status in (?) and ${condition} order by id for update)
         and status in (?) returning id`,
      [note, from, ...parameters, from],
    );
    if (released.length > 0)
      await em.execute(
        `delete from space_instance_assignments where booking_id in (${released.map(() => '?').join(',')})`,
        released.map((row) => row.id),
      );
    return released.length;
  }

  /**
   * The booking holding one of the given instances over [startAt, endAt) (inside `tx`; lapsed holds
   * left out), or null when none is visible (a concurrent booking not committed yet).
   */
  async holderOf(tx: Transaction, instanceIds: string[], startAt: Date, endAt: Date): Promise<SlotHolderRow | null> {
    if (instanceIds.length === 0) return null;
    const [row] = await entityManagerOf(tx).execute<SlotHolderRow[]>(
      `select b.id as booking_id, coalesce(b.booking_group_id, b.id) as group_id, b.date, b.time,
              coalesce(u.first_name, b.first_name) as first_name, coalesce(u.last_name, b.last_name) as last_name,
              i.label as instance_name
       from space_instance_assignments a
       join space_instances i on i.id = a.instance_id
       join space_bookings b on b.id = a.booking_id
       left join users u on u.id = b.user_id
       where a.instance_id in (?) and tstzrange(a.start_at, a.end_at) && tstzrange(?, ?)
         and not ${LAPSED_HOLD.replace('?', 'now()')}
       order by i.instance_number, a.start_at
       limit 1`,
      [instanceIds, startAt, endAt],
    );
    return row ?? null;
  }

  /**
   * An active instance of a space. Not locked: the exclusion constraint decides between two placements of one slot.
   */
  async activeInstance(
    tx: Transaction,
    spaceId: string,
    instanceId: string,
  ): Promise<{ id: string; name: string } | null> {
    const [row] = await entityManagerOf(tx).execute<{ id: string; name: string }[]>(
      'select id, label as name from space_instances where id = ? and space_id = ? and is_active',
      [instanceId, spaceId],
    );
    return row ?? null;
  }

  /** The ids of a space's active instances, in instance order. */
  async activeInstanceIds(tx: Transaction, spaceId: string): Promise<string[]> {
    const rows = await entityManagerOf(tx).execute<{ id: string }[]>(
      'select id from space_instances where space_id = ? and is_active order by instance_number',
      [spaceId],
    );
    return rows.map((row) => row.id);
  }

  /** Whether a booking holds an instance. */
  async isAssigned(tx: Transaction, bookingId: string): Promise<boolean> {
    return (await entityManagerOf(tx).count(SpaceInstanceAssignment, { booking: bookingId })) > 0;
  }

  /** Frees the instances the given bookings hold (they were cancelled), in the caller's transaction. */
  async releaseInstancesOf(tx: Transaction, bookingIds: string[]): Promise<void> {
    await entityManagerOf(tx).nativeDelete(SpaceInstanceAssignment, { booking: { $in: bookingIds } });
  }

  /**
   * Lets go of a booking's instance inside a savepoint and runs `place` to give it another: what `place` answers is
   * kept; when it throws, the savepoint is rolled back, so the booking keeps the instance and slot it had.
   */
  async replaceAssignment<T>(tx: Transaction, bookingId: string, place: () => Promise<T>): Promise<T> {
    const em = entityManagerOf(tx);
    await em.execute('savepoint move_booking');
    await em.execute('delete from space_instance_assignments where booking_id = ?', [bookingId]);
    let placed: T;
    try {
      placed = await place();
    } catch (error) {
      await em.execute('rollback to savepoint move_booking');
      throw error;
    }
    await em.execute('release savepoint move_booking');
    return placed;
  }

  /** The instance a booking is assigned to, if any. */
  async assignmentOf(
    tx: Transaction,
    bookingId: string,
  ): Promise<{ instance_id: string; start_at: Date; end_at: Date } | null> {
    const [row] = await entityManagerOf(tx).execute<{ instance_id: string; start_at: Date; end_at: Date }[]>(
      'select instance_id, start_at, end_at from space_instance_assignments where booking_id = ?',
      [bookingId],
    );
    return row ?? null;
  }

  /** What each active instance of a space holds between two instants (the availability of one venue day). */
  dayAssignments(spaceId: string, dayStart: Date, dayEnd: Date): Promise<DayAssignmentRow[]> {
    return this.em.fork().execute<DayAssignmentRow[]>(DAY_ASSIGNMENTS_SQL, [dayStart, dayEnd, spaceId]);
  }

  /** Assignments of a space's instances overlapping [from, to), by start then instance number. */
  calendar(spaceId: string, from: Date, to: Date): Promise<CalendarAssignmentRow[]> {
    return this.em.fork().execute<CalendarAssignmentRow[]>(
      `select a.instance_id, a.start_at, a.end_at, b.id as booking_id, b.status, b.type, b.time, coalesce(u.first_name, b.first_name) as first_name
       from space_instance_assignments a
       join space_instances i on i.id = a.instance_id
       join space_bookings b on b.id = a.booking_id
       left join users u on u.id = b.user_id
       where i.space_id = ? and tstzrange(a.start_at, a.end_at) && tstzrange(?, ?)
       order by a.start_at, i.instance_number`,
      [spaceId, from, to],
    );
  }

  /** How many assignments of one instance have not ended yet. */
  async upcomingOnInstance(tx: Transaction, instanceId: string): Promise<number> {
    const [{ count }] = await entityManagerOf(tx).execute<{ count: string }[]>(
      'select count(*) from space_instance_assignments where instance_id = ? and end_at > now()',
      [instanceId],
    );
    return Number(count);
  }

  /** How many assignments of any instance of a space have not ended yet. */
  async upcomingInSpace(tx: Transaction, spaceId: string): Promise<number> {
    const [{ count }] = await entityManagerOf(tx).execute<{ count: string }[]>(
      `select count(*) from space_instance_assignments a join space_instances i on i.id = a.instance_id where i.space_id = ? and a.end_at > now()`,
      [spaceId],
    );
    return Number(count);
  }
}
