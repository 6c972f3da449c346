import { Injectable } from '@nestjs/common';
import { BlogPostsRepository } from './blog/blog-posts.repository.js';
import { ContactsRepository } from './contacts/contacts.repository.js';
import { EventsRepository } from './events/events.repository.js';

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
  constructor(
    private readonly contacts: ContactsRepository,
    private readonly events: EventsRepository,
    private readonly posts: BlogPostsRepository,
  ) {}

  async counts(): Promise<ContentCounts> {
    const [contacts, events, blogPosts] = await Promise.all([
      this.contacts.counts(),
      this.events.count(),
      this.posts.count(),
    ]);
    return { contacts, content: { events, blogPosts } };
  }

  /**
   * Inquiries nobody has answered yet (status new): how many, and the newest `limit` of them, in the order the
   * Contacts list shows them.
   */
  async unansweredContacts(limit: number): Promise<{ count: number; rows: UnansweredContactRow[] }> {
    const { rows, count } = await this.contacts.unanswered(limit);
    return {
      count,
      rows: rows.map((contact) => ({
        id: contact.id,
        name: `${contact.contact.firstName} ${contact.contact.lastName}`.trim(),
        subject: contact.subject,
        createdAt: contact.createdAt,
      })),
    };
  }
}
