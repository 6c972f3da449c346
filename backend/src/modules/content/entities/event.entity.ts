import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';

export const EVENT_CATEGORIES = ['workshop', 'networking', 'social', 'business'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const DEFAULT_EVENT_LOCATION = 'Syokimau Coworking Hub';

@Entity({ tableName: 'events' })
@Check({ name: 'events_category_check', expression: "category in ('workshop', 'networking', 'social', 'business')" })
@Check({ name: 'events_capacity_check', expression: 'capacity >= 1' })
@Check({ name: 'events_price_check', expression: 'price >= 0' })
@Index({ name: 'events_date_index', properties: ['date'] })
export class Event extends TimestampedEntity {
  @Property({ type: 'text' })
  title: string;

  @Property({ type: 'text' })
  description: string;

  /** Venue date YYYY-MM-DD. */
  @Property({ type: 'date' })
  date: string;

  @Property({ type: 'text' })
  time: string;

  @Property({ type: 'text', default: DEFAULT_EVENT_LOCATION })
  location: Opt<string> = DEFAULT_EVENT_LOCATION;

  @Property({ type: 'integer', default: 50 })
  capacity: Opt<number> = 50;

  /** KES; 0 is shown as Free. */
  @Property({ type: 'decimal', precision: 10, scale: 2, default: 0 })
  price: Opt<string> = '0.00';

  @Property({ type: 'text' })
  category: EventCategory;

  @Property({ type: 'boolean', default: false })
  featured: Opt<boolean> = false;

  /** The public address of its picture (an upload under /api/media/images), or none. */
  @Property({ type: 'text', nullable: true })
  image: string | null = null;

  constructor(title: string, description: string, date: string, time: string, category: EventCategory) {
    super();
    this.title = title;
    this.description = description;
    this.date = date;
    this.time = time;
    this.category = category;
  }
}
