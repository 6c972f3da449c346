import { LockMode } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type NewsletterSource,
  NewsletterSubscription,
  newUnsubscribeToken,
} from '../entities/newsletter-subscription.entity.js';
import { staffListPage, type StaffListShape, staffListStream } from '../staff-work/staff-list.js';
import {
  type NewsletterSubscriberListQueryDto,
  type SubscriberExportRow,
  type SubscriberSort,
} from './newsletter-subscriber.dto.js';

function subscriberList(
  query: NewsletterSubscriberListQueryDto,
): StaffListShape<NewsletterSubscription, SubscriberSort> {
  return {
    entity: NewsletterSubscription,
    defaultSort: 'createdAt',
    sorts: {
      createdAt: (direction) => ({ createdAt: direction }),
      email: (direction) => ({ email: direction }),
      consentedAt: (direction) => ({ consentedAt: direction }),
      // Still subscribed (no unsubscribe time) comes last either way.
      unsubscribedAt: (direction) => ({ unsubscribedAt: `${direction} nulls last` }),
    },
    search: (pattern) => [{ email: { $ilike: pattern } }],
    filters: [
      ...(query.status ? [{ subscribed: query.status === 'subscribed' }] : []),
      ...(query.source ? [{ source: query.source as NewsletterSource }] : []),
    ],
  };
}

/** The newsletter list, in queries. */
@Injectable()
export class NewslettersRepository {
  /**
   * Subscribes an address in one statement, inside the caller's transaction: a new address is added, an
   * unsubscribed one subscribed again (consent renewed), a subscribed one left alone. Returns the subscriber's
   * unsubscribe token when anything changed, so two simultaneous sign-ups of one address cannot both count as new.
   */
  async subscribe(em: EntityManager, email: string): Promise<string | null> {
    const changed = await em.execute<{ unsubscribe_token: string }[]>(
      `insert into newsletters (email, unsubscribe_token) values (?, ?)
       on conflict (email) do update set subscribed = true, consented_at = now(), unsubscribed_at = null
       where newsletters.subscribed = false
       returning unsubscribe_token`,
      [email, newUnsubscribeToken()],
    );
    return changed[0]?.unsubscribe_token ?? null;
  }

  page(
    em: EntityManager,
    query: NewsletterSubscriberListQueryDto,
  ): Promise<{ rows: NewsletterSubscription[]; total: number }> {
    return staffListPage(em, query, subscriberList(query));
  }

  /** Every subscriber the list's filters match, in its order, for the CSV export. */
  stream(em: EntityManager, query: NewsletterSubscriberListQueryDto): AsyncIterable<SubscriberExportRow> {
    return staffListStream(em, query, subscriberList(query));
  }

  findByToken(em: EntityManager, token: string): Promise<NewsletterSubscription | null> {
    return em.findOne(NewsletterSubscription, { unsubscribeToken: token });
  }

  findForUpdate(em: EntityManager, id: string): Promise<NewsletterSubscription | null> {
    return em.findOne(NewsletterSubscription, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** Unsubscribes in one conditional statement; true when this call did it (false: already unsubscribed or unknown). */
  async unsubscribeByToken(em: EntityManager, token: string): Promise<boolean> {
    const changed = await em.execute<{ id: string }[]>(
      `update newsletters set subscribed = false, unsubscribed_at = now() where unsubscribe_token = ? and subscribed returning id`,
      [token],
    );
    return changed.length > 0;
  }
}
