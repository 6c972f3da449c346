import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../common/database/transaction.js';
import { User } from '../identity/entities/user.entity.js';
import { SpaceBooking } from './entities/space-booking.entity.js';

/** Advisory lock spaces (the first key of pg_advisory_xact_lock) for checkouts of one e-mail or one address. */
const HOLDER_LOCK_SPACE = { email: 0x686f6c64, address: 0x686f6c65 } as const;

/** A booked row as a new booking group writes it; the member it belongs to by id (or none). */
export type NewBookingRow = Pick<
  SpaceBooking,
  | 'type'
  | 'space'
  | 'date'
  | 'time'
  | 'duration'
  | 'status'
  | 'notes'
  | 'bookingGroupId'
  | 'holdExpiresAt'
  | 'priceCents'
  | 'contact'
  | 'clientAddress'
> & { userId: string | null };

/** Space bookings and tour requests: their groups, the locks their changes take, and reads for staff. */
@Injectable()
export class BookingsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The rows of a group, locked until the caller's transaction ends in id order (as hold release locks them), so
   * changes of one group queue behind each other; read afresh after the lock, with their spaces. A booking stored
   * without a group id is a group of one, named by its own id.
   */
  async lockGroup(tx: Transaction, bookingGroupId: string): Promise<SpaceBooking[]> {
    const em = entityManagerOf(tx);
    await em.execute(
      'select id from space_bookings where booking_group_id = ? or (id = ? and booking_group_id is null) order by id for update',
      [bookingGroupId, bookingGroupId],
    );
    return em.find(
      SpaceBooking,
      { $or: [{ bookingGroupId }, { id: bookingGroupId, bookingGroupId: null }] },
      { populate: ['space'], orderBy: { id: 'asc' }, refresh: true },
    );
  }

  /** The rows of a group in id order (inside `tx`), with their spaces. */
  groupRows(tx: Transaction, bookingGroupId: string): Promise<SpaceBooking[]> {
    return entityManagerOf(tx).find(
      SpaceBooking,
      { $or: [{ bookingGroupId }, { id: bookingGroupId, bookingGroupId: null }] },
      { populate: ['space'], orderBy: { id: 'asc' } },
    );
  }

  /** The group a booked row belongs to (its own id for a group of one) and its space, before the group is locked. */
  async groupAndSpaceOf(
    tx: Transaction,
    bookingId: string,
  ): Promise<{ bookingGroupId: string; spaceId: string | null } | null> {
    const found = await entityManagerOf(tx).findOne(
      SpaceBooking,
      { id: bookingId },
      { fields: ['bookingGroupId', 'space'] },
    );
    return found ? { bookingGroupId: found.bookingGroupId ?? found.id, spaceId: found.space?.id ?? null } : null;
  }

  /** A new row of a booking group, written with the transaction's next flush. */
  addRow(tx: Transaction, row: NewBookingRow): SpaceBooking {
    const em = entityManagerOf(tx);
    const { userId, ...fields } = row;
    return em.create(SpaceBooking, { ...fields, user: userId ? em.getReference(User, userId) : null });
  }

  /** A new booking made whole by the caller (a tour request), written when the transaction commits. */
  add(tx: Transaction, booking: SpaceBooking): void {
    entityManagerOf(tx).persist(booking);
  }

  /**
   * Queues checkouts of one e-mail and of one client address behind each other until the caller's transaction ends,
   * so that counting their unpaid holds and adding one is a single step (two parallel checkouts cannot both be the
   * last one allowed). E-mail and address locks live in different lock spaces, always taken in that order.
   */
  async lockHolder(tx: Transaction, holder: { email: string; address: string | null }): Promise<void> {
    // Both in one round trip, always the e-mail's first: every checkout takes them in the same order.
    await entityManagerOf(tx).execute(
      holder.address
        ? 'select pg_advisory_xact_lock(?, hashtext(?)), pg_advisory_xact_lock(?, hashtext(?))'
        : 'select pg_advisory_xact_lock(?, hashtext(?))',
      [HOLDER_LOCK_SPACE.email, holder.email, ...(holder.address ? [HOLDER_LOCK_SPACE.address, holder.address] : [])],
    );
  }

  /**
   * Unpaid holds still running for this e-mail and for this client address: how many checkouts each, and when the
   * soonest of them runs out.
   */
  async pendingHolds(
    tx: Transaction,
    holder: { email: string; address: string | null },
    now: Date,
  ): Promise<Record<'email' | 'address', { count: number; firstExpiry: Date | null }>> {
    type Expiry = Date | string | null;
    // One read of the running holds (few: the index on status and expiry finds them) counts both; no address, none.
    const [row] = await entityManagerOf(tx).execute<
      { email_count: string; email_expiry: Expiry; address_count: string; address_expiry: Expiry }[]
    >(
      `select count(distinct coalesce(booking_group_id, id)) filter (where email = ?) as email_count,
              min(hold_expires_at) filter (where email = ?) as email_expiry,
              count(distinct coalesce(booking_group_id, id)) filter (where client_address = ?) as address_count,
              min(hold_expires_at) filter (where client_address = ?) as address_expiry
         from space_bookings
        where status = 'pending' and hold_expires_at > ?`,
      [holder.email, holder.email, holder.address, holder.address, now],
    );
    const held = (count: string, expiry: Expiry) => ({
      count: Number(count),
      firstExpiry: expiry ? new Date(expiry) : null,
    });
    return { email: held(row.email_count, row.email_expiry), address: held(row.address_count, row.address_expiry) };
  }

  /**
   * Where a booking group's money stands, for staff status changes (see StaffMoveFacts): paid (a successful payment
   * of more than nothing) and whether any of it went back or is on its way back (processed refunds, or a refund row
   * that has not failed). Read in `tx`, under the group's lock, BEFORE the change is made, so a refused change writes
   * nothing. The booking module may not import the payment module (it builds on booking), so this one read is plain
   * SQL on its tables; the payment module still does every write (its cancellation listener refunds).
   */
  async groupMoney(tx: Transaction, bookingGroupId: string): Promise<{ paid: boolean; moneyReturned: boolean }> {
    const [row] = await entityManagerOf(tx).execute<{ paid: boolean; money_returned: boolean }[]>(
      `select coalesce(bool_or(p.status = 'success' and p.amount_cents > 0), false) as paid,
              coalesce(bool_or(p.refunded_cents > 0
                or exists (select 1 from payment_refunds r where r.payment_id = p.id and r.status <> 'failed')), false)
                as money_returned
         from payments p
        where p.purpose = 'booking' and p.target_id = ?`,
      [bookingGroupId],
    );
    return { paid: row.paid, moneyReturned: row.money_returned };
  }

  /** One booked row with its space and member, for staff. */
  forStaff(id: string): Promise<SpaceBooking | null> {
    return this.em.fork().findOne(SpaceBooking, { id }, { populate: ['space', 'user'] });
  }

  /** The newest bookings and tour requests with their spaces, newest first. */
  newest(limit: number): Promise<SpaceBooking[]> {
    return this.em
      .fork()
      .find(SpaceBooking, {}, { populate: ['space'], orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }
}
