import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { listPage, SqlConditions } from '../../../common/database/list-sql.js';
import { containsPattern, orderBySql, pageOf, type SortRule } from '../../../common/http/list-query.dto.js';
import { CONTENT_MESSAGES } from '../content.messages.js';
import { DEFAULT_EVENT_LOCATION, Event } from '../entities/event.entity.js';
import {
  type AdminEventDto,
  type CreateEventDto,
  type EventListQueryDto,
  type EventSort,
  toAdminEventDto,
  type UpdateEventDto,
} from './event-admin.dto.js';

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

interface EventRow {
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

/** Staff add, change and remove the events the site lists. */
@Injectable()
export class EventsAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  list(query: EventListQueryDto): Promise<{ rows: AdminEventDto[]; total: number }> {
    const where = new SqlConditions();
    if (query.q) {
      const pattern = containsPattern(query.q);
      where.add('e.title ilike ? or e.description ilike ? or e.location ilike ?', pattern, pattern, pattern);
    }
    if (query.category) where.add('e.category = ?', query.category);
    if (query.from) where.add('e.date >= ?', query.from);
    if (query.to) where.add('e.date <= ?', query.to);
    if (query.when === 'upcoming') where.add('e.date >= ?', this.clock.today());
    if (query.when === 'past') where.add('e.date < ?', this.clock.today());
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

  async get(id: string): Promise<AdminEventDto> {
    return toAdminEventDto(await this.load(this.em.fork(), id));
  }

  async create(body: CreateEventDto): Promise<AdminEventDto> {
    const em = this.em.fork();
    const event = new Event(body.title, body.description, body.date, body.time, body.category);
    this.apply(event, body);
    await em.persist(event).flush();
    return toAdminEventDto(event);
  }

  async update(id: string, body: UpdateEventDto): Promise<AdminEventDto> {
    const em = this.em.fork();
    const event = await this.load(em, id);
    this.apply(event, body);
    await em.flush();
    return toAdminEventDto(event);
  }

  async remove(id: string): Promise<void> {
    const em = this.em.fork();
    em.remove(await this.load(em, id));
    await em.flush();
  }

  private apply(event: Event, body: UpdateEventDto): void {
    if (body.title !== undefined) event.title = body.title;
    if (body.description !== undefined) event.description = body.description;
    if (body.category !== undefined) event.category = body.category;
    if (body.date !== undefined) event.date = body.date;
    if (body.time !== undefined) event.time = body.time;
    if ('location' in body) event.location = body.location ?? DEFAULT_EVENT_LOCATION;
    if (body.capacity !== undefined) event.capacity = body.capacity;
    if (body.price !== undefined) event.price = Number(body.price).toFixed(2);
    if (body.featured !== undefined) event.featured = body.featured;
    if (body.image !== undefined) event.image = body.image;
  }

  private async load(em: EntityManager, id: string): Promise<Event> {
    const event = await em.findOne(Event, { id });
    if (!event) throw new NotFoundException(CONTENT_MESSAGES.eventNotFound);
    return event;
  }
}
