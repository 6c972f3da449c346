import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BlogPost } from './entities/blog-post.entity.js';
import { Contact } from './entities/contact.entity.js';
import { Event } from './entities/event.entity.js';

export interface ContentCounts {
  contacts: { total: number; new: number; responded: number };
  content: { events: number; blogPosts: number };
}

/** An inquiry still waiting for an answer, as the Overview lists it. */
export interface UnansweredContactRow {
  id: string;
  name: string;
  subject: string;
  createdAt: Date;
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

  /**
   * Inquiries nobody has answered yet (status new): how many, and the newest `limit` of them, in the order the
   * Contacts list shows them.
   */
  async unansweredContacts(limit: number): Promise<{ count: number; rows: UnansweredContactRow[] }> {
    const [contacts, count] = await this.em
      .fork()
      .findAndCount(Contact, { status: 'new' }, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit });
    return {
      count,
      rows: contacts.map((contact) => ({
        id: contact.id,
        name: `${contact.contact.firstName} ${contact.contact.lastName}`.trim(),
        subject: contact.subject,
        createdAt: contact.createdAt,
      })),
    };
  }
}
