import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { EmailTemplate } from '../entities/email-template.entity.js';
import { MailDeliveryAttempt } from '../entities/mail-delivery-attempt.entity.js';
import { MailOutbox } from '../entities/mail-outbox.entity.js';
import { builtInTemplate } from '../templates/default-templates.js';
import { type RenderableTemplate, renderTemplate } from '../templates/template-renderer.js';
import { templateSafetyProblems } from '../templates/template-safety.js';
import {
  headersWithoutSecretLinks,
  redactValuesIn,
  secretValuesOf,
  withoutSecretLinks,
} from '../templates/secret-variables.js';
import { MAIL_GIVE_UP_AFTER_MS, MAIL_RELAY_GRACE_SECONDS, mailRetryDelayMs } from './mail-delivery-policy.js';
import { createMailTransport, type MailTransport } from './mail-transport.js';

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

/** The message's values and headers without their private links, as JSON for the update; null where none. */
function withoutSecrets(outbox: MailOutbox): { variables: string | null; headers: string | null } {
  const variables = withoutSecretLinks(outbox.variables);
  const headers = headersWithoutSecretLinks(outbox.headers);
  return {
    variables: variables ? JSON.stringify(variables) : null,
    headers: headers ? JSON.stringify(headers) : null,
  };
}

/** The worker's side of mail: claim an outbox row, render it, send it, log the attempt. */
@Injectable()
export class MailDeliveryService implements OnModuleDestroy {
  private readonly logger = new Logger('MailDelivery');
  private transport: MailTransport | undefined;
  private readonly safeTemplates = new Map<string, boolean>();

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Tries to send one outbox row, at most once at a time: the row is claimed with a conditional update (pending, or
   * sending with an expired claim), so two workers, or a retry racing a slow send, cannot both send it. A failed try
   * puts the row back to pending with the time of its next try (MAIL_RETRY_DELAYS_SECONDS), until a try fails a day
   * or more after the first one (MAIL_GIVE_UP_AFTER_MS): then the row is failed, for staff to see and resend.
   */
  async deliver(outboxId: string): Promise<DeliveryOutcome> {
    const em = this.em.fork();
    // Claimed and read in one statement (the common case costs one round trip, not two). The claim runs on the
    // database's clock; when trying began and when the next try is due are the application's (the injected Clock).
    const [claimed] = await em.execute<Record<string, unknown>[]>(
      `update mail_outbox set status = 'sending', attempts = attempts + 1, locked_until = now() + (? * interval '1 second'),
         first_attempt_at = coalesce(first_attempt_at, ?), next_attempt_at = null, updated_at = now()
       where id = ? and (status = 'pending' or (status = 'sending' and locked_until < now())) returning *`,
      [this.config.mail.claimSeconds, this.clock.now(), outboxId],
    );
    if (!claimed) {
      const existing = await em.findOne(MailOutbox, { id: outboxId });
      if (!existing) return { kind: 'nothing-to-do', status: 'missing' };
      return existing.status === 'sending' && existing.lockedUntil
        ? { kind: 'claimed-elsewhere', until: existing.lockedUntil }
        : { kind: 'nothing-to-do', status: existing.status };
    }
    const outbox = em.map(MailOutbox, claimed);

    try {
      const template = await this.templateFor(em, outbox);
      const message = renderTemplate(template, outbox.variables);
      const sent = await this.transportInstance().send({
        to: outbox.recipient,
        ...message,
        attachments: outbox.attachments,
        headers: outbox.headers,
        messageId: `<${outbox.id}@syokimau-coworking>`,
      });
      // Marked sent and logged in one statement: atomic like a transaction, one round trip instead of four. The
      // same statement forgets the message's private links (manage, sign-in, pay, unsubscribe): the recipient has
      // them now, and a backup or a reader of the table must not.
      const { variables, headers } = withoutSecrets(outbox);
      await em.execute(
        `with sent as (
           update mail_outbox set status = 'sent', sent_at = now(), message_id = ?, locked_until = null, last_error = null,
             variables = coalesce(?::jsonb, variables), headers = coalesce(?::jsonb, headers)
           where id = ? returning id
         )
         insert into mail_delivery_attempts (outbox_id, attempt, succeeded, response) select id, ?, true, ? from sent`,
        [sent.messageId, variables, headers, outbox.id, outbox.attempts, sent.response],
      );
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
      await em.transactional(async (tx) => {
        await tx.nativeUpdate(
          MailOutbox,
          { id: outbox.id },
          {
            ...(forgotten ? { variables: forgotten } : {}),
            ...(forgottenHeaders ? { headers: forgottenHeaders } : {}),
            status: giveUp ? 'failed' : 'pending',
            lockedUntil: null,
            lastError: reason,
            nextAttemptAt: giveUp ? null : new Date(now.getTime() + delayMs),
            updatedAt: now,
          },
        );
        tx.persist(
          Object.assign(new MailDeliveryAttempt(tx.getReference(MailOutbox, outbox.id), outbox.attempts, false), {
            error: reason,
          }),
        );
      });
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
  async strandedRows(limit = 500): Promise<string[]> {
    const rows = await this.em.fork().execute<{ id: string }[]>(
      `select id from mail_outbox
       where (status = 'pending' and coalesce(next_attempt_at, created_at) < ?)
          or (status = 'sending' and locked_until < now())
       order by created_at limit ?`,
      [new Date(this.clock.now().getTime() - MAIL_RELAY_GRACE_SECONDS * 1000), limit],
    );
    return rows.map((row) => row.id);
  }

  /** The admin's active template of that name, else the built-in one, so mail still goes out. */
  private async templateFor(em: EntityManager, outbox: MailOutbox): Promise<RenderableTemplate> {
    if (outbox.useStoredTemplate) {
      const stored = await em.findOne(EmailTemplate, { name: outbox.templateName, isActive: true });
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
    this.transport ??= createMailTransport(this.config);
    return this.transport;
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
