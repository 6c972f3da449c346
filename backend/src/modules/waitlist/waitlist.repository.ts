import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { listPage, SqlConditions } from '../../common/database/list-sql.js';
import { entityManagerOf, type Transaction } from '../../common/database/transaction.js';
import { containsPattern, orderBySql, pageOf, type SortRule } from '../../common/http/list-query.dto.js';
import { Space } from '../booking/entities/space.entity.js';
import { Event } from '../content/entities/event.entity.js';
import { type AdminWaitlistEntryDto, type WaitlistListQueryDto, type WaitlistSort } from './dto/waitlist.dto.js';
import { WaitlistEntry } from './entities/waitlist-entry.entity.js';

/** One slot people wait for: a space, a venue date and (hourly spaces) a slot start; or an event (on its date). */
export interface WaitedSlot {
  spaceId: string | null;
  eventId: string | null;
  date: string;
  time: string | null;
}

/** The entries of one slot, as SQL with its parameters (`slotParams`). */
const OF_SLOT =
  'space_id is not distinct from ? and event_id is not distinct from ? and date = ? and time is not distinct from ?';
const slotParams = (slot: WaitedSlot) => [slot.spaceId, slot.eventId, slot.date, slot.time];

const WAITLIST_SORT: SortRule<WaitlistSort> = {
  columns: { createdAt: 'w.created_at', date: 'w.date' },
  default: 'createdAt',
};

/** The same slot as `w`'s, time included (null for a whole day). */
const SAME_SLOT = `o.space_id is not distinct from w.space_id and o.event_id is not distinct from w.event_id
  and o.date = w.date and o.time is not distinct from w.time`;

/** Waitlist entries, in queries. */
@Injectable()
export class WaitlistRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Joins and offers of one slot take turns (a transaction lock on the slot): a person cannot join twice at once,
   * and two runs never offer the same freed place to two people.
   */
  async lockSlot(tx: Transaction, slot: WaitedSlot): Promise<void> {
    await entityManagerOf(tx).execute(`select pg_advisory_xact_lock(hashtext(?))`, [
      slot.eventId ? `waitlist:event:${slot.eventId}` : `waitlist:${slot.spaceId}:${slot.date}:${slot.time ?? 'day'}`,
    ]);
  }

  space(tx: Transaction, id: string): Promise<Space | null> {
    return entityManagerOf(tx).findOne(Space, { id });
  }

  event(tx: Transaction, id: string): Promise<Event | null> {
    return entityManagerOf(tx).findOne(Event, { id });
  }

  /** Whether this e-mail is waiting for, or has an open offer of, the slot. */
  async isInLine(tx: Transaction, slot: WaitedSlot, email: string): Promise<boolean> {
    const [row] = await entityManagerOf(tx).execute<{ found: boolean }[]>(
      `select exists (select 1 from waitlist_entries
         where ${OF_SLOT} and email = ? and status in ('waiting', 'offered')) as found`,
      [...slotParams(slot), email],
    );
    return row.found;
  }

  add(tx: Transaction, entry: WaitlistEntry): void {
    entityManagerOf(tx).persist(entry);
  }

  /** How many wait for the slot ahead of an entry (joined before it). */
  async waitingAhead(tx: Transaction, entry: WaitlistEntry): Promise<number> {
    const [row] = await entityManagerOf(tx).execute<{ ahead: number }[]>(
      `select count(*)::int as ahead from waitlist_entries
       where ${OF_SLOT} and status = 'waiting' and (created_at, id) < (?, ?)`,
      [...slotParams(slotOf(entry)), entry.createdAt, entry.id],
    );
    return row.ahead;
  }

  /** The slots people wait for on `today` or later, the longest-waiting slot first. */
  waitedSlots(today: string): Promise<WaitedSlot[]> {
    return this.em.fork().execute<WaitedSlot[]>(
      `select space_id as "spaceId", event_id as "eventId", to_char(date, 'YYYY-MM-DD') as date, time
       from waitlist_entries where status = 'waiting' and date >= ?
       group by space_id, event_id, date, time order by min(created_at)`,
      [today],
    );
  }

  /** The first person waiting for a slot, locked, or null. */
  async firstWaiting(tx: Transaction, slot: WaitedSlot): Promise<WaitlistEntry | null> {
    const em = entityManagerOf(tx);
    const [row] = await em.execute<{ id: string }[]>(
      `select id from waitlist_entries where ${OF_SLOT} and status = 'waiting'
       order by created_at, id limit 1 for update`,
      slotParams(slot),
    );
    return row ? em.findOne(WaitlistEntry, { id: row.id }, { populate: ['space', 'event'] }) : null;
  }

  /** Open offers whose hold is over. */
  async offersOver(now: Date): Promise<string[]> {
    const rows = await this.em
      .fork()
      .execute<{ id: string }[]>(
        `select id from waitlist_entries where status = 'offered' and offer_expires_at <= ? order by offer_expires_at`,
        [now],
      );
    return rows.map((row) => row.id);
  }

  /** Waiting entries for dates before `today`: nothing can be offered any more. */
  async staleWaiting(today: string): Promise<string[]> {
    const rows = await this.em
      .fork()
      .execute<{ id: string }[]>(`select id from waitlist_entries where status = 'waiting' and date < ?`, [today]);
    return rows.map((row) => row.id);
  }

  /** One entry, locked for the caller's transaction. */
  async lock(tx: Transaction, id: string): Promise<WaitlistEntry | null> {
    const em = entityManagerOf(tx);
    const [row] = await em.execute<{ id: string }[]>(`select id from waitlist_entries where id = ? for update`, [id]);
    return row ? em.findOne(WaitlistEntry, { id: row.id }, { populate: ['space', 'event'], refresh: true }) : null;
  }

  /** The entry whose offer link has this token hash. */
  findByTokenHash(hash: string): Promise<WaitlistEntry | null> {
    return this.em.fork().findOne(WaitlistEntry, { offerTokenHash: hash }, { populate: ['event'] });
  }

  /** The offer (open, or over but paid late) whose held group this is, in the caller's transaction. */
  offerOfGroup(tx: Transaction, bookingGroupId: string): Promise<WaitlistEntry | null> {
    return entityManagerOf(tx).findOne(WaitlistEntry, { bookingGroupId, status: { $in: ['offered', 'expired'] } });
  }

  /** A page of the back-office list, each waiting entry with its place in line. */
  page(query: WaitlistListQueryDto): Promise<{ rows: AdminWaitlistEntryDto[]; total: number }> {
    const where = new SqlConditions();
    if (query.q) {
      const pattern = containsPattern(query.q);
      where.add(
        `w.first_name || ' ' || w.last_name ilike ? or w.email ilike ? or w.phone ilike ?`,
        pattern,
        pattern,
        pattern,
      );
    }
    if (query.status) where.add('w.status = ?', query.status);
    if (query.spaceId) where.add('w.space_id = ?', query.spaceId);
    if (query.eventId) where.add('w.event_id = ?', query.eventId);
    if (query.from) where.add('w.date >= ?', query.from);
    if (query.to) where.add('w.date <= ?', query.to);
    return listPage<AdminWaitlistEntryDto>(
      this.em.fork(),
      {
        select: `w.id, w.space_id as "spaceId", s.name as "spaceName", w.event_id as "eventId", e.title as "eventTitle",
          to_char(w.date, 'YYYY-MM-DD') as date, w.time,
          w.first_name as "firstName", w.last_name as "lastName", w.email, w.phone, w.status,
          case when w.status = 'waiting' then (
            select count(*)::int + 1 from waitlist_entries o
            where ${SAME_SLOT} and o.status = 'waiting' and (o.created_at, o.id) < (w.created_at, w.id)
          ) end as position,
          w.offered_at as "offeredAt", w.offer_expires_at as "offerExpiresAt", w.booking_group_id as "bookingGroupId",
          w.registration_id as "registrationId",
          w.payment_reference as "paymentReference", w.created_at as "createdAt"`,
        from: 'waitlist_entries w left join spaces s on s.id = w.space_id left join events e on e.id = w.event_id',
        countFrom: 'waitlist_entries w',
        where,
        orderBy: orderBySql(query, WAITLIST_SORT, 'w.id'),
      },
      pageOf(query),
    );
  }
}

/** The slot an entry waits for. */
export function slotOf(entry: WaitlistEntry): WaitedSlot {
  return { spaceId: entry.space?.id ?? null, eventId: entry.event?.id ?? null, date: entry.date, time: entry.time };
}
