import { Inject, Injectable, type StreamableFile } from '@nestjs/common';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { csvFile } from '../../../common/http/csv-export.js';
import { RateLimitService } from '../../../common/rate-limits/rate-limit.service.js';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { AuditLogService } from '../../identity/audit/audit-log.service.js';
import { MailService } from '../../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { CONTENT_ERRORS } from '../content.errors.js';
import { acknowledgesVisitor } from '../visitor-acknowledgements.js';
import { newsletterMail } from './newsletter-links.js';
import {
  SUBSCRIBER_CSV_COLUMNS,
  type NewsletterSubscriberDto,
  type NewsletterSubscriberListQueryDto,
  toSubscriberDto,
} from './newsletter-subscriber.dto.js';
import { NewslettersRepository } from './newsletters.repository.js';

export type UnsubscribeOutcome = { kind: 'unknown' } | { kind: 'unsubscribed' | 'already'; email: string };

/**
 * The newsletter: signing up from the site, its subscribers as staff see them, and unsubscribing (by the e-mailed
 * link or by staff).
 */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: NewslettersRepository,
    private readonly mail: MailService,
    private readonly audit: AuditLogService,
    private readonly limits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Idempotent: a repeated address is already subscribed (no second welcome); an address that had
   * unsubscribed is subscribed again and welcomed again. Signing up is the consent the privacy page speaks of: its
   * time is kept, and every newsletter e-mail carries the way out. Returns whether anything changed.
   */
  async subscribe(rawEmail: string): Promise<boolean> {
    const email = rawEmail.toLowerCase();
    const subscribed = await this.unitOfWork.run(async (tx) => {
      // One statement decides it, so two simultaneous sign-ups of one address cannot both welcome it.
      const token = await this.repository.subscribe(tx, email);
      if (!token) return null;
      return (await acknowledgesVisitor(this.limits, email))
        ? [
            this.mail.stage(tx, {
              template: MAIL_TEMPLATES.newsletterWelcome,
              to: email,
              ...newsletterMail(this.config.http.publicUrl, token),
            }),
          ]
        : [];
    });
    if (subscribed) await this.mail.dispatch(subscribed);
    return subscribed !== null;
  }

  async list(query: NewsletterSubscriberListQueryDto): Promise<{ rows: NewsletterSubscriberDto[]; total: number }> {
    const { rows, total } = await this.repository.page(query);
    return { rows: rows.map(toSubscriberDto), total };
  }

  /** The subscribers the list's filters match, as a streamed CSV download. */
  export(query: NewsletterSubscriberListQueryDto): StreamableFile {
    return csvFile('newsletter-subscribers', SUBSCRIBER_CSV_COLUMNS, this.repository.stream(query));
  }

  /** Who an unsubscribe link belongs to, for its confirmation page (nothing changes). */
  async lookUp(token: string): Promise<UnsubscribeOutcome> {
    const subscription = await this.repository.findByToken(token);
    if (!subscription) return { kind: 'unknown' };
    return { kind: subscription.subscribed ? 'unsubscribed' : 'already', email: subscription.email };
  }

  /** Unsubscribes the link's owner; a second click is harmless. */
  async unsubscribeByToken(token: string): Promise<UnsubscribeOutcome> {
    const subscription = await this.repository.findByToken(token);
    if (!subscription) return { kind: 'unknown' };
    const changed = await this.repository.unsubscribeByToken(token);
    return { kind: changed ? 'unsubscribed' : 'already', email: subscription.email };
  }

  /** Staff unsubscribe someone who asked them to (by phone, in person); audited. */
  async unsubscribeByStaff(id: string, actor: AdminPrincipal, ip: string): Promise<NewsletterSubscriberDto> {
    return this.unitOfWork.run(async (tx) => {
      const subscription = await this.repository.findForUpdate(tx, id);
      if (!subscription) throw CONTENT_ERRORS.subscriberNotFound();
      if (subscription.subscribed) {
        subscription.subscribed = false;
        subscription.unsubscribedAt = new Date();
        this.audit.record(tx, {
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
