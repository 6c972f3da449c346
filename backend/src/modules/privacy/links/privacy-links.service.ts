import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { DomainEvents } from '../../../common/events/domain-events.js';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { type DataSubject } from '../data-subject.js';
import { PrivacyLink, type PrivacyLinkKind } from '../entities/privacy-link.entity.js';
import { PRIVACY_ERRORS, PRIVACY_MESSAGES } from '../privacy.errors.js';
import { PrivacyLinkRequested } from './privacy-link-requested.event.js';
import { PrivacyLinksRepository } from './privacy-links.repository.js';

/** How long an e-mailed privacy link works. */
export const PRIVACY_LINK_HOURS = 24;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Signed links for people with neither an account nor a booking link: the link is e-mailed to the address, so opening
 * it proves the address is theirs. The answer is the same whether we hold anything about the address or not.
 */
@Injectable()
export class PrivacyLinksService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly links: PrivacyLinksRepository,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(email: string, kind: PrivacyLinkKind, now: Date = new Date()): Promise<{ message: string }> {
    const address = email.trim().toLowerCase();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + PRIVACY_LINK_HOURS * 60 * 60 * 1000);
    const dispatch = await this.unitOfWork.run(async (tx) => {
      this.links.add(tx, new PrivacyLink(hashOf(token), address, kind, expiresAt));
      return this.events.publish(
        new PrivacyLinkRequested(
          tx,
          address,
          kind,
          `${this.config.http.publicUrl}/privacy/request#${token}`,
          expiresAt,
        ),
      );
    });
    await Promise.all(dispatch.map((send) => send()));
    return { message: PRIVACY_MESSAGES.linkSent };
  }

  /** The person a live link is about, or 404 with a message. */
  async subjectOf(token: string, now: Date = new Date()): Promise<DataSubject & { kind: PrivacyLinkKind }> {
    const link = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await this.links.live(hashOf(token), now) : null;
    if (!link) throw PRIVACY_ERRORS.linkInvalid();
    return { emails: [link.email], phones: [], kind: link.kind };
  }
}
