import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';

export const BLOG_CATEGORIES = [
  'Business Insights',
  'Entrepreneurship',
  'Remote Work',
  'Startup Tips',
  'Community',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

@Entity({ tableName: 'blog_posts' })
@Index({ name: 'blog_posts_published_index', properties: ['published', 'publishedAt'] })
export class BlogPost extends TimestampedEntity {
  @Property({ type: 'text' })
  title: string;

  @Property({ type: 'text', unique: true })
  slug: string;

  @Property({ type: 'text' })
  excerpt: string;

  @Property({ type: 'text' })
  content: string;

  @Property({ type: 'text' })
  author: string;

  @Property({ type: 'text' })
  category: string;

  @Property({ type: 'boolean', default: false })
  featured: Opt<boolean> = false;

  /** Drafts stay off the public site until published. */
  @Property({ type: 'boolean', default: false })
  published: Opt<boolean> = false;

  /**
   * When a published post appears on the site (and the date it shows): set to the moment of publishing unless staff
   * choose one, so a post can be scheduled. Null while it has never been published.
   */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  publishedAt: Date | null = null;

  /** The public address of its picture (an upload under /api/media/images), or none. */
  @Property({ type: 'text', nullable: true })
  image: string | null = null;

  constructor(fields: {
    title: string;
    slug: string;
    excerpt: string;
    content: string;
    author: string;
    category: string;
  }) {
    super();
    this.title = fields.title;
    this.slug = fields.slug;
    this.excerpt = fields.excerpt;
    this.content = fields.content;
    this.author = fields.author;
    this.category = fields.category;
  }
}
