import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { type MailOutbox } from '../entities/mail-outbox.entity.js';
import { builtInTemplate } from '../templates/default-templates.js';
import { EmailTemplatesRepository } from '../templates/email-templates.repository.js';
import { type RenderableTemplate, renderTemplate } from '../templates/template-renderer.js';
import { templateSafetyProblems } from '../templates/template-safety.js';
import {
  headersWithoutSecretLinks,
  redactValuesIn,
  secretValuesOf,
  withoutSecretLinks,
} from '../templates/secret-variables.js';
import { MAIL_GIVE_UP_AFTER_MS, MAIL_RELAY_GRACE_SECONDS, mailRetryDelayMs } from './mail-delivery-policy.js';
import { type ForgottenSecrets, MailOutboxRepository } from './mail-outbox.repository.js';
import { type MailTransport, MailTransports } from './mail-transport.js';
import { AttachmentDrawers } from './attachment-drawers.js';

export type DeliveryOutcome =
  | { kind: 'sent'; messageId: string }
  | { kind: 'nothing-to-do'; status: string }
  | { kind: 'claimed-elsewhere'; until: Date }
  /** This try failed; the next is due after `delayMs` (the row is pending again, with its next attempt time). */
  | { kind: 'retry'; delayMs: number; error: string }
  /** This try failed and it was the last (tried for a day, or it can never work): the row is failed. */
  | { kind: 'failed'; error: string };

export class PermanentMailError extends Error {}

/** Safety verdicts kept per worker: far more than the product has templates. */
const SAFETY_VERDICTS_KEPT = 200;

/** The message's values and headers without their private links; null where none. */
function withoutSecrets(outbox: MailOutbox): ForgottenSecrets {
  return { variables: withoutSecretLinks(outbox.variables), headers: headersWithoutSecretLinks(outbox.headers) };
}

/** The worker's side of mail: claim an outbox row, render it, send it, log the attempt. */
@Injectable()
export class MailDeliveryService implements OnModuleDestroy {
  private readonly logger = new Logger('MailDelivery');
  private transport: MailTransport | undefined;
  private readonly safeTemplates = new Map<string, boolean>();

  constructor(
    private readonly outboxes: MailOutboxRepository,
    private readonly templates: EmailTemplatesRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transports: MailTransports,
    private readonly attachments: AttachmentDrawers,
  ) {}

  /**
   * Tries to send one outbox row, at most once at a time: the row is claimed with a conditional update (pending, or
   * sending with an expired claim), so two workers, or a retry racing a slow send, cannot both send it. A failed try
   * puts the row back to pending with the time of its next try (MAIL_RETRY_DELAYS_SECONDS), until a try fails a day
   * or more after the first one (MAIL_GIVE_UP_AFTER_MS): then the row is failed, for staff to see and resend.
   */
  async deliver(outboxId: string): Promise<DeliveryOutcome> {
    // Claimed and read in one statement (the common case costs one round trip, not two). The claim runs on the
    // database's clock; when trying began and when the next try is due are the application's (the injected Clock).
    const outbox = await this.outboxes.claim(outboxId, this.config.mail.claimSeconds, this.clock.now());
    if (!outbox) {
      const existing = await this.outboxes.byId(outboxId);
      if (!existing) return { kind: 'nothing-to-do', status: 'missing' };
      return existing.status === 'sending' && existing.lockedUntil
        ? { kind: 'claimed-elsewhere', until: existing.lockedUntil }
        : { kind: 'nothing-to-do', status: existing.status };
    }

    try {
      const template = await this.templateFor(outbox);
      const message = renderTemplate(template, outbox.variables);
      const sent = await this.transportInstance().send({
        to: outbox.recipient,
        ...message,
        attachments: await this.attachments.filesOf(outbox.attachments),
        headers: outbox.headers,
        messageId: `<${outbox.id}@syokimau-coworking>`,
      });
      // Marked sent and logged at once, forgetting the message's private links (manage, sign-in, pay, unsubscribe):
      // the recipient has them now, and a backup or a reader of the table must not.
      await this.outboxes.markSent(outbox, sent, withoutSecrets(outbox));
      return { kind: 'sent', messageId: sent.messageId };
    } catch (error) {
      // An SMTP server's refusal may quote the message; the stored error and the log line never hold its links.
      const reason = redactValuesIn(
        error instanceof Error ? error.message : String(error),
        secretValuesOf(outbox.variables),
      );
      const now = this.clock.now();
      const triedFor = now.getTime() - (outbox.firstAttemptAt ?? now).getTime();
      const giveUp = error instanceof PermanentMailError || triedFor >= MAIL_GIVE_UP_AFTER_MS;
      const delayMs = mailRetryDelayMs(triedFor);
      // A message given up on forgets its private links like a sent one (failed rows are kept for good); one that
      // will be tried again keeps them, or the next try would send a dead link.
      const forgotten = giveUp ? withoutSecretLinks(outbox.variables) : null;
      const forgottenHeaders = giveUp ? headersWithoutSecretLinks(outbox.headers) : null;
      await this.unitOfWork.run((tx) =>
        this.outboxes.recordFailedTry(tx, outbox.id, {
          attempt: outbox.attempts,
          error: reason,
          status: giveUp ? 'failed' : 'pending',
          nextAttemptAt: giveUp ? null : new Date(now.getTime() + delayMs),
          at: now,
          variables: forgotten,
          headers: forgottenHeaders,
        }),
      );
      this.logger.warn(
        `Mail ${outbox.id} to ${outbox.recipient} (${outbox.templateName}) failed attempt ${outbox.attempts}${giveUp ? ', giving up' : `, trying again in ${delayMs / 1000} s`}: ${reason}`,
      );
      return giveUp ? { kind: 'failed', error: reason } : { kind: 'retry', delayMs, error: reason };
    }
  }

  /**
   * Rows that should be in Redis but may not be: pending ones never queued (Redis was down when they were written) or
   * whose next try is overdue (Redis lost its data), and ones whose worker died mid-send. Their ids, to queue again;
   * a row whose job is still in Redis is left as it is there (the job id is the row id).
   */
  strandedRows(limit = 500): Promise<string[]> {
    return this.outboxes.strandedIds(new Date(this.clock.now().getTime() - MAIL_RELAY_GRACE_SECONDS * 1000), limit);
  }

  /** The admin's active template of that name, else the built-in one, so mail still goes out. */
  private async templateFor(outbox: MailOutbox): Promise<RenderableTemplate> {
    if (outbox.useStoredTemplate) {
      const stored = await this.templates.activeNamed(outbox.templateName);
      // Saving refuses an unsafe template; one stored before that check, or written straight into the table, is
      // passed over for the built-in one rather than sent.
      if (stored && this.isSafe(stored)) return stored;
      if (stored)
        this.logger.warn(
          `Template "${stored.name}" could leak a private link or print unescaped HTML; the built-in one is sent instead. Edit the template to fix it.`,
        );
    }
    const builtIn = builtInTemplate(outbox.templateName);
    if (!builtIn) throw new PermanentMailError(`No template named "${outbox.templateName}"`);
    return builtIn;
  }

  /** Whether a stored template passes the save-time safety check; remembered per text (templates rarely change). */
  private isSafe(template: RenderableTemplate): boolean {
    const key = `${template.subject}\u0000${template.htmlContent}\u0000${template.textContent ?? ''}`;
    let safe = this.safeTemplates.get(key);
    if (safe === undefined) {
      safe = templateSafetyProblems(template).length === 0;
      if (this.safeTemplates.size >= SAFETY_VERDICTS_KEPT) this.safeTemplates.clear();
      this.safeTemplates.set(key, safe);
    }
    return safe;
  }

  private transportInstance(): MailTransport {
    this.transport ??= this.transports.open(this.config);
    return this.transport;
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
