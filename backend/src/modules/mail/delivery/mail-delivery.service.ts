import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { EmailTemplate } from '../entities/email-template.entity.js';
import { MailDeliveryAttempt } from '../entities/mail-delivery-attempt.entity.js';
import { MailOutbox } from '../entities/mail-outbox.entity.js';
import { builtInTemplate } from '../templates/default-templates.js';
import { type RenderableTemplate, renderTemplate } from '../templates/template-renderer.js';
import { MAIL_RELAY_GRACE_SECONDS } from './mail-delivery-policy.js';
import { createMailTransport, type MailTransport } from './mail-transport.js';

export type DeliveryOutcome =
  | { kind: 'sent'; messageId: string }
  | { kind: 'nothing-to-do'; status: string }
  | { kind: 'claimed-elsewhere'; until: Date };

export class PermanentMailError extends Error {}

/** The worker's side of mail: claim an outbox row, render it, send it, log the attempt. */
@Injectable()
export class MailDeliveryService implements OnModuleDestroy {
  private readonly logger = new Logger('MailDelivery');
  private transport: MailTransport | undefined;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sends one outbox row at most once: the row is claimed with a conditional update (pending, or
   * sending with an expired claim), so two workers, or a retry racing a slow send, cannot both send it.
   * `finalAttempt` says whether a failure now is the last one (the row becomes failed).
   */
  async deliver(outboxId: string, finalAttempt: boolean): Promise<DeliveryOutcome> {
    const em = this.em.fork();
    // Claimed and read in one statement (the common case costs one round trip, not two).
    const [claimed] = await em.execute<Record<string, unknown>[]>(
      `update mail_outbox set status = 'sending', attempts = attempts + 1, locked_until = now() + (? * interval '1 second'), updated_at = now()
       where id = ? and (status = 'pending' or (status = 'sending' and locked_until < now())) returning *`,
      [this.config.mail.claimSeconds, outboxId],
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
        messageId: `<${outbox.id}@syokimau-coworking>`,
      });
      // Marked sent and logged in one statement: atomic like a transaction, one round trip instead of four.
      await em.execute(
        `with sent as (
           update mail_outbox set status = 'sent', sent_at = now(), message_id = ?, locked_until = null, last_error = null where id = ? returning id
         )
         insert into mail_delivery_attempts (outbox_id, attempt, succeeded, response) select id, ?, true, ? from sent`,
        [sent.messageId, outbox.id, outbox.attempts, sent.response],
      );
      return { kind: 'sent', messageId: sent.messageId };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = finalAttempt || error instanceof PermanentMailError;
      await em.transactional(async (tx) => {
        await tx.nativeUpdate(
          MailOutbox,
          { id: outbox.id },
          { status: giveUp ? 'failed' : 'pending', lockedUntil: null, lastError: reason },
        );
        tx.persist(
          Object.assign(new MailDeliveryAttempt(tx.getReference(MailOutbox, outbox.id), outbox.attempts, false), {
            error: reason,
          }),
        );
      });
      this.logger.warn(
        `Mail ${outbox.id} to ${outbox.recipient} (${outbox.templateName}) failed attempt ${outbox.attempts}${giveUp ? ', giving up' : ''}: ${reason}`,
      );
      throw error;
    }
  }

  /** Rows that never reached Redis, or whose worker died mid-send: their ids, to queue again. */
  async strandedRows(limit = 500): Promise<string[]> {
    const rows = await this.em.fork().execute<{ id: string }[]>(
      `select id from mail_outbox
       where (status = 'pending' and created_at < now() - (? * interval '1 second'))
          or (status = 'sending' and locked_until < now())
       order by created_at limit ?`,
      [MAIL_RELAY_GRACE_SECONDS, limit],
    );
    return rows.map((row) => row.id);
  }

  /** The admin's active template of that name, else the built-in one, so mail still goes out. */
  private async templateFor(em: EntityManager, outbox: MailOutbox): Promise<RenderableTemplate> {
    if (outbox.useStoredTemplate) {
      const stored = await em.findOne(EmailTemplate, { name: outbox.templateName, isActive: true });
      if (stored) return stored;
    }
    const builtIn = builtInTemplate(outbox.templateName);
    if (!builtIn) throw new PermanentMailError(`No template named "${outbox.templateName}"`);
    return builtIn;
  }

  private transportInstance(): MailTransport {
    this.transport ??= createMailTransport(this.config);
    return this.transport;
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
