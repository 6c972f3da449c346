import { type Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
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
