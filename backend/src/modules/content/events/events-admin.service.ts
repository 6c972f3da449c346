import { Injectable } from '@nestjs/common';
import { ChangeNotices } from '../../../common/changes/change-notices.js';
import { Clock } from '../../../common/clock/clock.js';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { EVENTS_CHANGED } from '../content-changes.js';
import { CONTENT_ERRORS } from '../content.errors.js';
import { ImageStore } from '../images/image-store.service.js';
import { DEFAULT_EVENT_LOCATION, Event } from '../entities/event.entity.js';
import {
  type AdminEventDto,
  type CreateEventDto,
  type EventListQueryDto,
  toAdminEventDto,
  type UpdateEventDto,
} from './event-admin.dto.js';
import { EventsRepository } from './events.repository.js';

/** Staff add, change and remove the events the site lists. */
@Injectable()
export class EventsAdminService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly events: EventsRepository,
    private readonly clock: Clock,
    private readonly images: ImageStore,
    private readonly notices: ChangeNotices,
  ) {}

  list(query: EventListQueryDto): Promise<{ rows: AdminEventDto[]; total: number }> {
    return this.events.page(query, this.clock.today());
  }

  async get(id: string): Promise<AdminEventDto> {
    return toAdminEventDto(await this.load(id));
  }

  async create(body: CreateEventDto): Promise<AdminEventDto> {
    const event = new Event(body.title, body.description, body.date, body.time, body.category);
    this.apply(event, body);
    await this.unitOfWork.run(async (tx) => this.events.add(tx, event));
    await this.notices.announce(EVENTS_CHANGED);
    return toAdminEventDto(event);
  }

  async update(id: string, body: UpdateEventDto): Promise<AdminEventDto> {
    const { event, shown } = await this.unitOfWork.run(async (tx) => {
      const event = await this.load(id, tx);
      const shown = event.image;
      this.apply(event, body);
      return { event, shown };
    });
    await this.notices.announce(EVENTS_CHANGED);
    // A picture the event no longer shows is deleted unless shown elsewhere.
    if (shown !== event.image) await this.images.release([shown]);
    // After the commit, which stamped the event's updatedAt.
    return toAdminEventDto(event);
  }

  async remove(id: string): Promise<void> {
    const event = await this.unitOfWork.run(async (tx) => {
      const event = await this.load(id, tx);
      this.events.remove(tx, event);
      return event;
    });
    await this.notices.announce(EVENTS_CHANGED);
    // Its picture goes with it (after the commit, so a failed deletion keeps both).
    await this.images.release([event.image]);
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

  private async load(id: string, tx?: Transaction): Promise<Event> {
    const event = await this.events.findById(id, tx);
    if (!event) throw CONTENT_ERRORS.eventNotFound();
    return event;
  }
}
