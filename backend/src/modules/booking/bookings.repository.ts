import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SpaceBooking } from './entities/space-booking.entity.js';

/** Advisory lock spaces (the first key of pg_advisory_xact_lock) for checkouts of one e-mail or one address. */
const HOLDER_LOCK_SPACE = { email: 0x686f6c64, address: 0x686f6c65 } as const;

/** Reads of space bookings and tour requests for staff. */
@Injectable()
export class BookingsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Locks the rows of a booking group until the caller's transaction ends, in id order (as hold release does), so
   * changes of one group queue behind each other.
   */
  async lockGroupRows(em: EntityManager, bookingGroupId: string): Promise<void> {
    await em.execute(
      'select id from space_bookings where booking_group_id = ? or (id = ? and booking_group_id is null) order by id for update',
      [bookingGroupId, bookingGroupId],
    );
  }

  /**
   * Queues checkouts of one e-mail and of one client address behind each other until the caller's transaction ends,
   * so that counting their unpaid holds and adding one is a single step (two parallel checkouts cannot both be the
   * last one allowed). E-mail and address locks live in different lock spaces, always taken in that order.
   */
  async lockHolder(em: EntityManager, holder: { email: string; address: string | null }): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(?, hashtext(?))', [HOLDER_LOCK_SPACE.email, holder.email]);
    if (holder.address)
      await em.execute('select pg_advisory_xact_lock(?, hashtext(?))', [HOLDER_LOCK_SPACE.address, holder.address]);
  }

  /**
   * Unpaid holds still running for this e-mail and for this client address: how many checkouts each, and when the
   * soonest of them runs out.
   */
  async pendingHolds(
    em: EntityManager,
    holder: { email: string; address: string | null },
    now: Date,
  ): Promise<Record<'email' | 'address', { count: number; firstExpiry: Date | null }>> {
    const count = async (column: 'email' | 'client_address', value: string | null) => {
      if (value === null) return { count: 0, firstExpiry: null };
      const [row] = await em.execute<{ count: string; first_expiry: Date | string | null }[]>(
        `select count(distinct coalesce(booking_group_id, id)) as count, min(hold_expires_at) as first_expiry
           from space_bookings
          where status = 'pending' and hold_expires_at > ? and ${column} = ?`,
        [now, value],
      );
      return { count: Number(row.count), firstExpiry: row.first_expiry ? new Date(row.first_expiry) : null };
    };
    return { email: await count('email', holder.email), address: await count('client_address', holder.address) };
  }

  /**
   * Where a booking group's money stands, for staff status changes (see StaffMoveFacts): paid (a successful payment
   * of more than nothing) and whether any of it went back or is on its way back (processed refunds, or a refund row
   * that has not failed). Read in `em`'s transaction, under the group's lock, BEFORE the change is made, so a refused
   * change writes nothing. The booking module may not import the payment module (it builds on booking), so this one
   * read is plain SQL on its tables; the payment module still does every write (its cancellation listener refunds).
   */
  async groupMoney(em: EntityManager, bookingGroupId: string): Promise<{ paid: boolean; moneyReturned: boolean }> {
    const [row] = await em.execute<{ paid: boolean; money_returned: boolean }[]>(
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

  /** The newest bookings and tour requests with their spaces, newest first. */
  newest(limit: number): Promise<SpaceBooking[]> {
    return this.em
      .fork()
      .find(SpaceBooking, {}, { populate: ['space'], orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }
}
