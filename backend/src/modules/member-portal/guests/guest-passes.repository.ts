import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { User } from '../../identity/entities/user.entity.js';
import { type PlanBooking } from '../../membership/entities/plan-booking.entity.js';
import { GuestPass } from '../entities/guest-pass.entity.js';

/** A guest pass's check-in code and whether the guest has come (checked in on any day). */
export interface GuestVisit {
  code: string;
  checkedIn: boolean;
}

/** A guest pass about to be made: one guest on one date, counted against a period of the membership. */
export interface NewGuestPass {
  membership: PlanBooking;
  hostId: string;
  guest: { firstName: string; lastName: string; email: string; phone: string | null };
  date: string;
  periodStart: string;
}

/** Guest passes as SQL: only the host's own are ever found, so another member's ids are simply not found. */
@Injectable()
export class GuestPassesRepository {
  constructor(private readonly em: EntityManager) {}

  /** The member's guests, latest visit date first. */
  forHost(host: User): Promise<GuestPass[]> {
    return this.em
      .fork()
      .find(GuestPass, { host: host.id }, { orderBy: { date: 'desc', createdAt: 'desc', id: 'desc' } });
  }

  /** One of the member's guest passes, locked until the transaction ends (null when it is not theirs). */
  lockForHost(tx: Transaction, host: User, id: string): Promise<GuestPass | null> {
    return entityManagerOf(tx).findOne(GuestPass, { id, host: host.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** Guest passes a period has used: those not cancelled (in the caller's transaction when given one). */
  async usedInPeriod(planBookingId: string, periodStart: string, tx?: Transaction): Promise<number> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    const [row] = await em.execute<{ used: string | number }[]>(
      `select count(*) as used from guest_passes
       where plan_booking_id = ? and period_start = ? and cancelled_at is null`,
      [planBookingId, periodStart],
    );
    return Number(row?.used ?? 0);
  }

  /** Makes the pass, written when the transaction commits (or at its next flush). */
  add(tx: Transaction, pass: NewGuestPass): GuestPass {
    const em = entityManagerOf(tx);
    // The host by reference: the member was loaded by the session guard, outside this transaction.
    const made = new GuestPass(
      pass.membership,
      em.getReference(User, pass.hostId),
      pass.guest,
      pass.date,
      pass.periodStart,
    );
    em.persist(made);
    return made;
  }

  /** The check-in codes of these passes and whether each guest has checked in, by pass id. */
  async visits(passIds: string[], tx?: Transaction): Promise<Map<string, GuestVisit>> {
    if (passIds.length === 0) return new Map();
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    const rows = await em.execute<{ visit_id: string; code: string; checked_in: boolean }[]>(
      `select c.visit_id, c.code, exists (select 1 from check_ins ci where ci.code = c.code) as checked_in
       from check_in_codes c where c.visit_kind = 'guest' and c.visit_id in (${passIds.map(() => '?').join(', ')})`,
      passIds,
    );
    return new Map(rows.map((row) => [row.visit_id, { code: row.code, checkedIn: row.checked_in }]));
  }
}
