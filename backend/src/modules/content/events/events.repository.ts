import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { listPage, SqlConditions } from '../../../common/database/list-sql.js';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { containsPattern, orderBySql, pageOf, type SortRule } from '../../../common/http/list-query.dto.js';
import { Event } from '../entities/event.entity.js';
import { type EventListQueryDto, type EventSort } from './event-admin.dto.js';

const EVENT_SORT: SortRule<EventSort> = {
  columns: {
    date: 'e.date',
    title: 'lower(e.title)',
    category: 'e.category',
    capacity: 'e.capacity',
    price: 'e.price',
    featured: 'e.featured',
    createdAt: 'e.created_at',
  },
  default: 'date',
  defaultOrder: 'ASC',
};

/** An event as the back-office list reads it. */
export interface EventRow {
  id: string;
  title: string;
  description: string;
  category: Event['category'];
  date: string;
  time: string;
  location: string;
  capacity: number;
  price: string;
  featured: boolean;
  image: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Events, in queries. */
@Injectable()
export class EventsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Events on `today` (a venue date) or later, soonest first; only featured ones when asked. */
  upcoming(today: string, featuredOnly: boolean): Promise<Event[]> {
    return this.em
      .fork()
      .find(
        Event,
        { date: { $gte: today }, ...(featuredOnly ? { featured: true } : {}) },
        { orderBy: { date: 'asc', time: 'asc', id: 'asc' } },
      );
  }

  count(): Promise<number> {
    return this.em.fork().count(Event);
  }

  /** A page of the back-office list: searched, filtered (`when` is told apart by `today`) and sorted as asked. */
  page(query: EventListQueryDto, today: string): Promise<{ rows: EventRow[]; total: number }> {
    const where = new SqlConditions();
    if (query.q) {
      const pattern = containsPattern(query.q);
      where.add('e.title ilike ? or e.description ilike ? or e.location ilike ?', pattern, pattern, pattern);
    }
    if (query.category) where.add('e.category = ?', query.category);
    if (query.from) where.add('e.date >= ?', query.from);
    if (query.to) where.add('e.date <= ?', query.to);
    if (query.when === 'upcoming') where.add('e.date >= ?', today);
    if (query.when === 'past') where.add('e.date < ?', today);
    return listPage<EventRow>(
      this.em.fork(),
      {
        select: `e.id, e.title, e.description, e.category, to_char(e.date, 'YYYY-MM-DD') as date, e.time, e.location,
          e.capacity, e.price::text as price, e.featured, e.image, e.created_at as "createdAt", e.updated_at as "updatedAt"`,
        from: 'events e',
        where,
        orderBy: orderBySql(query, EVENT_SORT, 'e.id'),
      },
      pageOf(query),
    );
  }

  /** One event; in the caller's transaction when given one, so changes made to it are written when it commits. */
  findById(id: string, tx?: Transaction): Promise<Event | null> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    return em.findOne(Event, { id });
  }

  /** A new event, written when the caller's transaction commits. */
  add(tx: Transaction, event: Event): void {
    entityManagerOf(tx).persist(event);
  }

  /** Deletes the event (and, by the foreign key, its registrations) when the caller's transaction commits. */
  remove(tx: Transaction, event: Event): void {
    entityManagerOf(tx).remove(event);
  }
}
