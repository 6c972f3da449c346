import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BlogPost } from './entities/blog-post.entity.js';
import { Contact } from './entities/contact.entity.js';
import { Event } from './entities/event.entity.js';

export interface ContentCounts {
  contacts: { total: number; new: number; responded: number };
  content: { events: number; blogPosts: number };
}

/** Counts for the admin dashboard. */
@Injectable()
export class ContentStatsService {
  constructor(private readonly em: EntityManager) {}

  async counts(): Promise<ContentCounts> {
    const em = this.em.fork();
    const [total, fresh, responded, events, blogPosts] = await Promise.all([
      em.count(Contact),
      em.count(Contact, { status: 'new' }),
      em.count(Contact, { status: 'responded' }),
      em.count(Event),
      em.count(BlogPost),
    ]);
    return { contacts: { total, new: fresh, responded }, content: { events, blogPosts } };
  }
}
