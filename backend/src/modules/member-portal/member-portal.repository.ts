import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../common/database/transaction.js';
import { SpaceBooking } from '../booking/entities/space-booking.entity.js';
import { User } from '../identity/entities/user.entity.js';
import { PlanBooking } from '../membership/entities/plan-booking.entity.js';
import { Payment } from '../payment/entities/payment.entity.js';
import { Refund } from '../payment/entities/refund.entity.js';

/**
 * What a member owns, as SQL: plan bookings that are theirs by account or by contact e-mail, space bookings and
 * payments by e-mail (visitors book without an account, and e-mails were stored as typed, so they compare in lower
 * case), refunds of those payments. Everything the portal reads goes through these finders, so another member's
 * ids are simply not found. Methods given a `tx` read in the caller's transaction; the others read on their own.
 */
@Injectable()
export class MemberPortalRepository {
  constructor(private readonly em: EntityManager) {}

  /** The member's own account, to change in the caller's transaction (written when it commits). */
  member(tx: Transaction, userId: string): Promise<User> {
    return entityManagerOf(tx).findOneOrFail(User, { id: userId });
  }

  private async planBookingIds(em: EntityManager, user: User, id?: string): Promise<string[]> {
    const rows = await em.execute<{ id: string }[]>(
      `select id from plan_bookings where (user_id = ? or lower(email) = lower(?))${id ? ' and id = ?' : ''}`,
      id ? [user.id, user.email, id] : [user.id, user.email],
    );
    return rows.map((row) => row.id);
  }

  /** The member's memberships (not plan bookings never paid), newest first, with their plans. */
  async memberships(user: User): Promise<PlanBooking[]> {
    const em = this.em.fork();
    const ids = await this.planBookingIds(em, user);
    if (ids.length === 0) return [];
    return em.find(
      PlanBooking,
      { id: { $in: ids }, subscriptionStatus: { $ne: 'pending' } },
      { populate: ['plan', 'company', 'team.company'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
  }

  /** Whether this plan booking is the member's. */
  async ownsPlanBooking(user: User, id: string, tx?: Transaction): Promise<boolean> {
    return (await this.planBookingIds(tx ? entityManagerOf(tx) : this.em.fork(), user, id)).length > 0;
  }

  /** Every row of the member's space bookings and tours, with their spaces. */
  async spaceBookingRows(user: User): Promise<SpaceBooking[]> {
    const em = this.em.fork();
    const rows = await em.execute<{ id: string }[]>('select id from space_bookings where lower(email) = lower(?)', [
      user.email,
    ]);
    if (rows.length === 0) return [];
    return em.find(
      SpaceBooking,
      { id: { $in: rows.map((row) => row.id) } },
      { populate: ['space'], orderBy: { date: 'asc', time: 'asc', id: 'asc' } },
    );
  }

  /** Whether this booking group (or single booking) is the member's. */
  async ownsBookingGroup(user: User, bookingGroupId: string, tx?: Transaction): Promise<boolean> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    const rows = await em.execute<{ id: string }[]>(
      `select id from space_bookings where (booking_group_id = ? or (id = ? and booking_group_id is null))
       and lower(email) = lower(?) limit 1`,
      [bookingGroupId, bookingGroupId, user.email],
    );
    return rows.length > 0;
  }

  /** What was paid for each of these booking groups (successful payments), in cents. */
  async paidForBookingGroups(groupIds: string[]): Promise<Map<string, number>> {
    if (groupIds.length === 0) return new Map();
    const rows = await this.em.fork().execute<{ target_id: string; cents: string | number }[]>(
      `select target_id, sum(amount_cents) as cents from payments
       where purpose = 'booking' and status = 'success' and target_id in (${placeholders(groupIds)}) group by target_id`,
      groupIds,
    );
    return new Map(rows.map((row) => [row.target_id, Number(row.cents)]));
  }

  /**
   * The member's payments: paid with their e-mail, or for one of their memberships. With an id: that payment
   * only, if it is theirs.
   */
  payments(user: User, paymentId?: string): Promise<Payment[]> {
    return this.paymentsIn(this.em.fork(), user, paymentId);
  }

  private async paymentsIn(em: EntityManager, user: User, paymentId?: string): Promise<Payment[]> {
    const rows = await em.execute<{ id: string }[]>(
      `select p.id from payments p
       where (lower(p.email) = lower(?)
              or (p.purpose = 'plan'
                  and p.target_id in (select id from plan_bookings where user_id = ? or lower(email) = lower(?))))
         ${paymentId ? 'and p.id = ?' : ''}`,
      [user.email, user.id, user.email, ...(paymentId ? [paymentId] : [])],
    );
    if (rows.length === 0) return [];
    return em.find(Payment, { id: { $in: rows.map((row) => row.id) } });
  }

  /** Refunds of these payments that have a credit note (processed); with an id, that refund only. */
  refundsWithCreditNotes(paymentIds: string[], refundId?: string): Promise<Refund[]> {
    return this.refundsWithCreditNotesIn(this.em.fork(), paymentIds, refundId);
  }

  private async refundsWithCreditNotesIn(
    em: EntityManager,
    paymentIds: string[],
    refundId?: string,
  ): Promise<Refund[]> {
    if (paymentIds.length === 0) return [];
    const rows = await em.execute<{ id: string }[]>(
      `select id from payment_refunds where payment_id in (${placeholders(paymentIds)}) and credit_note is not null
       ${refundId ? 'and id = ?' : ''}`,
      [...paymentIds, ...(refundId ? [refundId] : [])],
    );
    if (rows.length === 0) return [];
    return em.find(Refund, { id: { $in: rows.map((row) => row.id) } }, { populate: ['payment'] });
  }

  /** The member's refund with a credit note, if it is theirs. */
  async refundWithCreditNote(user: User, refundId: string): Promise<Refund | null> {
    const em = this.em.fork();
    const [row] = await em.execute<{ payment_id: string }[]>('select payment_id from payment_refunds where id = ?', [
      refundId,
    ]);
    if (!row) return null;
    const [payment] = await this.paymentsIn(em, user, row.payment_id);
    if (!payment) return null;
    const [refund] = await this.refundsWithCreditNotesIn(em, [payment.id], refundId);
    return refund ?? null;
  }
}

/** `?, ?, ?`: one parameter per value of a list. */
function placeholders(values: unknown[]): string {
  return values.map(() => '?').join(', ');
}
