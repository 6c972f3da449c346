import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SpaceBooking } from '../booking/entities/space-booking.entity.js';
import { MemberSignInToken } from '../identity/entities/member-sign-in-token.entity.js';
import { User } from '../identity/entities/user.entity.js';
import { PlanBooking } from '../membership/entities/plan-booking.entity.js';
import { Payment } from '../payment/entities/payment.entity.js';
import { Refund } from '../payment/entities/refund.entity.js';

/**
 * What a member owns, as SQL: plan bookings that are theirs by account or by contact e-mail, space bookings and
 * payments by e-mail (visitors book without an account, and e-mails were stored as typed, so they compare in lower
 * case), refunds of those payments. Everything the portal reads goes through these finders, so another member's
 * ids are simply not found.
 */
@Injectable()
export class MemberPortalRepository {
  /** The member with this e-mail (compared in lower case), if any. */
  async userByEmail(em: EntityManager, email: string): Promise<User | null> {
    const [row] = await em.execute<{ id: string }[]>(
      'select id from users where lower(email) = lower(?) order by created_at limit 1',
      [email],
    );
    return row ? em.findOne(User, { id: row.id }) : null;
  }

  /**
   * Spends a sign-in token: marks it used if it is unused and unexpired, in one conditional statement, so two
   * concurrent uses give one session. Answers whose it was, or null.
   */
  async spendSignInToken(em: EntityManager, tokenHash: string, now: Date): Promise<string | null> {
    const [row] = await em.execute<{ user_id: string }[]>(
      `update member_sign_in_tokens set used_at = ? where token_hash = ? and used_at is null and expires_at > ?
       returning user_id`,
      [now, tokenHash, now],
    );
    return row?.user_id ?? null;
  }

  /** Drops a member's links that can no longer be used (spent or expired): only live ones are worth keeping. */
  async forgetSpentSignInTokens(em: EntityManager, user: User, now: Date): Promise<void> {
    await em.nativeDelete(MemberSignInToken, { user, $or: [{ usedAt: { $ne: null } }, { expiresAt: { $lte: now } }] });
  }

  /** Writes a request for a sign-in link (the same statement whoever the e-mail belongs to); its id. */
  async addSignInLinkRequest(em: EntityManager, email: string, now: Date): Promise<string> {
    const [row] = await em.execute<{ id: string }[]>(
      'insert into member_sign_in_requests (email, created_at) values (?, ?) returning id',
      [email, now],
    );
    return row.id;
  }

  /**
   * Takes a sign-in-link request out (deletes it, in the caller's transaction): what it asked for, or null when it
   * was taken already. Of a job and a relay run reaching the same request, the second waits for the first's commit
   * and finds nothing, so a link is mailed at most once per request.
   */
  async takeSignInLinkRequest(em: EntityManager, id: string): Promise<{ email: string; requestedAt: Date } | null> {
    const [row] = await em.execute<{ email: string; created_at: Date | string }[]>(
      'delete from member_sign_in_requests where id = ? returning email, created_at',
      [id],
    );
    return row ? { email: row.email, requestedAt: new Date(row.created_at) } : null;
  }

  /** The ids of the oldest sign-in-link requests still waiting. */
  async waitingSignInLinkRequests(em: EntityManager, limit: number): Promise<string[]> {
    const rows = await em.execute<{ id: string }[]>(
      'select id from member_sign_in_requests order by created_at, id limit ?',
      [limit],
    );
    return rows.map((row) => row.id);
  }

  private async planBookingIds(em: EntityManager, user: User, id?: string): Promise<string[]> {
    const rows = await em.execute<{ id: string }[]>(
      `select id from plan_bookings where (user_id = ? or lower(email) = lower(?))${id ? ' and id = ?' : ''}`,
      id ? [user.id, user.email, id] : [user.id, user.email],
    );
    return rows.map((row) => row.id);
  }

  /** The member's memberships (not plan bookings never paid), newest first, with their plans. */
  async memberships(em: EntityManager, user: User): Promise<PlanBooking[]> {
    const ids = await this.planBookingIds(em, user);
    if (ids.length === 0) return [];
    return em.find(
      PlanBooking,
      { id: { $in: ids }, subscriptionStatus: { $ne: 'pending' } },
      { populate: ['plan'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
  }

  /** Whether this plan booking is the member's. */
  async ownsPlanBooking(em: EntityManager, user: User, id: string): Promise<boolean> {
    return (await this.planBookingIds(em, user, id)).length > 0;
  }

  /** Every row of the member's space bookings and tours, with their spaces. */
  async spaceBookingRows(em: EntityManager, user: User): Promise<SpaceBooking[]> {
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
  async ownsBookingGroup(em: EntityManager, user: User, bookingGroupId: string): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `select id from space_bookings where (booking_group_id = ? or (id = ? and booking_group_id is null))
       and lower(email) = lower(?) limit 1`,
      [bookingGroupId, bookingGroupId, user.email],
    );
    return rows.length > 0;
  }

  /** What was paid for each of these booking groups (successful payments), in cents. */
  async paidForBookingGroups(em: EntityManager, groupIds: string[]): Promise<Map<string, number>> {
    if (groupIds.length === 0) return new Map();
    const rows = await em.execute<{ target_id: string; cents: string | number }[]>(
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
  async payments(em: EntityManager, user: User, paymentId?: string): Promise<Payment[]> {
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
  async refundsWithCreditNotes(em: EntityManager, paymentIds: string[], refundId?: string): Promise<Refund[]> {
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
  async refundWithCreditNote(em: EntityManager, user: User, refundId: string): Promise<Refund | null> {
    const [row] = await em.execute<{ payment_id: string }[]>('select payment_id from payment_refunds where id = ?', [
      refundId,
    ]);
    if (!row) return null;
    const [payment] = await this.payments(em, user, row.payment_id);
    if (!payment) return null;
    const [refund] = await this.refundsWithCreditNotes(em, [payment.id], refundId);
    return refund ?? null;
  }
}

/** `?, ?, ?`: one parameter per value of a list. */
function placeholders(values: unknown[]): string {
  return values.map(() => '?').join(', ');
}
