import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import {
  type NewsletterSource,
  NewsletterSubscription,
  newUnsubscribeToken,
} from '../entities/newsletter-subscription.entity.js';
import { staffListPage, type StaffListShape, staffListStream } from '../staff-work/staff-list.repository.js';
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
  constructor(private readonly em: EntityManager) {}

  /**
   * Subscribes an address in one statement, inside the caller's transaction: a new address is added, an
   * unsubscribed one subscribed again (consent renewed), a subscribed one left alone. Returns the subscriber's
   * unsubscribe token when anything changed, so two simultaneous sign-ups of one address cannot both count as new.
   */
  async subscribe(tx: Transaction, email: string): Promise<string | null> {
    const changed = await entityManagerOf(tx).execute<{ unsubscribe_token: string }[]>(
      `insert into newsletters (email, unsubscribe_token) values (?, ?)
       on conflict (email) do update set subscribed = true, consented_at = now(), unsubscribed_at = null
       where newsletters.subscribed = false
       returning unsubscribe_token`,
      [email, newUnsubscribeToken()],
    );
    return changed[0]?.unsubscribe_token ?? null;
  }

  page(query: NewsletterSubscriberListQueryDto): Promise<{ rows: NewsletterSubscription[]; total: number }> {
    return staffListPage(this.em.fork(), query, subscriberList(query));
  }

  /** Every subscriber the list's filters match, in its order, for the CSV export. */
  stream(query: NewsletterSubscriberListQueryDto): AsyncIterable<SubscriberExportRow> {
    return staffListStream(this.em.fork(), query, subscriberList(query));
  }

  findByToken(token: string): Promise<NewsletterSubscription | null> {
    return this.em.fork().findOne(NewsletterSubscription, { unsubscribeToken: token });
  }

  /** One subscriber, locked for the caller's transaction so two staff changing it at once take turns. */
  findForUpdate(tx: Transaction, id: string): Promise<NewsletterSubscription | null> {
    return entityManagerOf(tx).findOne(NewsletterSubscription, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** Unsubscribes in one conditional statement; true when this call did it (false: already unsubscribed or unknown). */
  async unsubscribeByToken(token: string): Promise<boolean> {
    const changed = await this.em
      .fork()
      .execute<{ id: string }[]>(
        `update newsletters set subscribed = false, unsubscribed_at = now() where unsubscribe_token = ? and subscribed returning id`,
        [token],
      );
    return changed.length > 0;
  }
}
