import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type User } from '../../identity/entities/user.entity.js';
import { GuestPass } from '../entities/guest-pass.entity.js';

/** A guest pass's check-in code and whether the guest has come (checked in on any day). */
export interface GuestVisit {
  code: string;
  checkedIn: boolean;
}

/** Guest passes as SQL: only the host's own are ever found, so another member's ids are simply not found. */
@Injectable()
export class GuestPassesRepository {
  /** The member's guests, latest visit date first. */
  forHost(em: EntityManager, host: User): Promise<GuestPass[]> {
    return em.find(GuestPass, { host: host.id }, { orderBy: { date: 'desc', createdAt: 'desc', id: 'desc' } });
  }

  /** One of the member's guest passes, locked until the transaction ends (null when it is not theirs). */
  lockForHost(em: EntityManager, host: User, id: string): Promise<GuestPass | null> {
    return em.findOne(GuestPass, { id, host: host.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** The check-in codes of these passes and whether each guest has checked in, by pass id. */
  async visits(em: EntityManager, passIds: string[]): Promise<Map<string, GuestVisit>> {
    if (passIds.length === 0) return new Map();
    const rows = await em.execute<{ visit_id: string; code: string; checked_in: boolean }[]>(
      `select c.visit_id, c.code, exists (select 1 from check_ins ci where ci.code = c.code) as checked_in
       from check_in_codes c where c.visit_kind = 'guest' and c.visit_id in (${passIds.map(() => '?').join(', ')})`,
      passIds,
    );
    return new Map(rows.map((row) => [row.visit_id, { code: row.code, checkedIn: row.checked_in }]));
  }
}
