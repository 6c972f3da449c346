import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException, type StreamableFile } from '@nestjs/common';
import { csvFile } from '../../../common/http/csv-export.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { AuditLogService } from '../../identity/audit/audit-log.service.js';
import { CONTENT_MESSAGES } from '../content.messages.js';
import {
  SUBSCRIBER_CSV_COLUMNS,
  type NewsletterSubscriberDto,
  type NewsletterSubscriberListQueryDto,
  toSubscriberDto,
} from './newsletter-subscriber.dto.js';
import { NewslettersRepository } from './newsletters.repository.js';

export type UnsubscribeOutcome = { kind: 'unknown' } | { kind: 'unsubscribed' | 'already'; email: string };

/** The newsletter's subscribers as staff see them, and unsubscribing (by the e-mailed link or by staff). */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: NewslettersRepository,
    private readonly audit: AuditLogService,
  ) {}

  async list(query: NewsletterSubscriberListQueryDto): Promise<{ rows: NewsletterSubscriberDto[]; total: number }> {
    const { rows, total } = await this.repository.page(this.em.fork(), query);
    return { rows: rows.map(toSubscriberDto), total };
  }

  /** The subscribers the list's filters match, as a streamed CSV download. */
  export(query: NewsletterSubscriberListQueryDto): StreamableFile {
    return csvFile('newsletter-subscribers', SUBSCRIBER_CSV_COLUMNS, this.repository.stream(this.em.fork(), query));
  }

  /** Who an unsubscribe link belongs to, for its confirmation page (nothing changes). */
  async lookUp(token: string): Promise<UnsubscribeOutcome> {
    const subscription = await this.repository.findByToken(this.em.fork(), token);
    if (!subscription) return { kind: 'unknown' };
    return { kind: subscription.subscribed ? 'unsubscribed' : 'already', email: subscription.email };
  }

  /** Unsubscribes the link's owner; a second click is harmless. */
  async unsubscribeByToken(token: string): Promise<UnsubscribeOutcome> {
    const em = this.em.fork();
    const subscription = await this.repository.findByToken(em, token);
    if (!subscription) return { kind: 'unknown' };
    const changed = await this.repository.unsubscribeByToken(em, token);
    return { kind: changed ? 'unsubscribed' : 'already', email: subscription.email };
  }

  /** Staff unsubscribe someone who asked them to (by phone, in person); audited. */
  async unsubscribeByStaff(id: string, actor: AdminPrincipal, ip: string): Promise<NewsletterSubscriberDto> {
    return this.em.fork().transactional(async (em) => {
      const subscription = await this.repository.findForUpdate(em, id);
      if (!subscription) throw new NotFoundException(CONTENT_MESSAGES.subscriberNotFound);
      if (subscription.subscribed) {
        subscription.subscribed = false;
        subscription.unsubscribedAt = new Date();
        this.audit.record(em, {
          actor,
          action: 'update',
          resource: 'newsletters',
          resourceId: subscription.id,
          changes: { status: { from: 'subscribed', to: 'unsubscribed' } },
          ipAddress: ip,
        });
      }
      return toSubscriberDto(subscription);
    });
  }
}
