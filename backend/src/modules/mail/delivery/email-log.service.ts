import { Injectable, type StreamableFile } from '@nestjs/common';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { pageOf } from '../../../common/http/list-query.dto.js';
import { csvFile, type CsvColumn, csvVenueDateTime } from '../../../common/http/csv-export.js';
import { Clock } from '../../../common/clock/clock.js';
import { AuditLogService } from '../../identity/audit/audit-log.service.js';
import { type MailOutbox } from '../entities/mail-outbox.entity.js';
import { MAIL_ERRORS } from '../mail.errors.js';
import { type TemplateActor } from '../templates/email-templates.service.js';
import { redactedSecretLinks } from '../templates/secret-variables.js';
import { EMAIL_LOG_UNPAGED, type EmailLogEntryDto, type EmailLogQueryDto } from './email-log.dto.js';
import { type EmailLogRow, EmailLogRepository } from './email-log.repository.js';
import { MAIL_FAILED_REPORTED_HOURS, MAIL_UNDELIVERED_AFTER_MINUTES } from './mail-delivery-policy.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailService } from './mail.service.js';

/** Mail that has not gone out: what the health signal (GET /api/health/mail) reports. */
export interface MailBacklog {
  /** Pending or being sent, written more than `undeliveredAfterMinutes` ago. */
  undelivered: number;
  /** Given up on (tried for a day, or never sendable) within the last `failedWithinHours`, and not resent since. */
  failed: number;
  oldestUndeliveredAt: Date | null;
  undeliveredAfterMinutes: number;
  failedWithinHours: number;
}

const toEntryDto = (row: MailOutbox): EmailLogEntryDto => ({
  id: row.id,
  recipient: row.recipient,
  template: row.templateName,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  sentAt: row.sentAt,
  nextAttemptAt: row.nextAttemptAt,
  createdAt: row.createdAt,
});

const toRowDto = (row: EmailLogRow): EmailLogEntryDto => ({
  id: row.id,
  recipient: row.recipient,
  template: row.template_name,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  sentAt: row.sent_at,
  nextAttemptAt: row.next_attempt_at,
  createdAt: row.created_at,
});

const EMAIL_LOG_CSV: CsvColumn<EmailLogRow>[] = [
  { header: 'Written (Nairobi)', value: (row) => csvVenueDateTime(row.created_at) },
  { header: 'Recipient', value: (row) => row.recipient },
  { header: 'Template', value: (row) => row.template_name },
  { header: 'Status', value: (row) => row.status },
  { header: 'Attempts', value: (row) => row.attempts },
  { header: 'Sent (Nairobi)', value: (row) => csvVenueDateTime(row.sent_at) },
  { header: 'Last error', value: (row) => row.last_error },
];

/** The e-mail log: what was sent, what is still tried, what failed; and sending a failed one again. */
@Injectable()
export class EmailLogService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly mail: MailService,
    private readonly audit: AuditLogService,
    private readonly clock: Clock,
    private readonly repository: EmailLogRepository,
    private readonly outboxes: MailOutboxRepository,
  ) {}

  /** Newest first; without _start/_end the newest `limit` (100 unless said), as the log answered before paging. */
  async list(query: EmailLogQueryDto): Promise<{ rows: EmailLogEntryDto[]; total: number }> {
    const page = pageOf(query, { unpaged: query.limit ?? EMAIL_LOG_UNPAGED.default });
    const { rows, total } = await this.repository.page(query, page);
    return { rows: rows.map(toRowDto), total };
  }

  export(query: EmailLogQueryDto): StreamableFile {
    return csvFile('email-log', EMAIL_LOG_CSV, this.repository.stream(query));
  }

  /**
   * Tries a failed e-mail again, as it was (same recipient, template, values and Message-ID), with a new day of
   * retries; audited. Only a failed one: a pending one is still tried, a sent one arrived.
   */
  async resend(actor: TemplateActor, id: string): Promise<EmailLogEntryDto> {
    const row = await this.unitOfWork.run(async (tx) => {
      // A failed row's private links were erased when it failed (mail-delivery.service.ts): resent, it would carry
      // a dead link, so it is refused with what to do instead.
      const failed = await this.outboxes.failedById(tx, id);
      const forgotten = failed ? redactedSecretLinks(failed.variables) : [];
      if (forgotten.length > 0) throw MAIL_ERRORS.emailLinkForgotten(forgotten);
      const outbox = await this.outboxes.reopenFailed(tx, id, this.clock.now());
      if (!outbox) {
        const existing = await this.outboxes.byId(id, tx);
        if (!existing) throw MAIL_ERRORS.emailNotFound();
        throw MAIL_ERRORS.emailNotFailed(existing.status);
      }
      this.audit.record(tx, {
        actor: actor.admin,
        action: 'send',
        resource: 'emailLog',
        resourceId: outbox.id,
        changes: {
          status: { from: 'failed', to: 'pending' },
          recipient: { from: null, to: outbox.recipient },
          template: { from: null, to: outbox.templateName },
        },
        ipAddress: actor.ip,
      });
      return outbox;
    });
    await this.mail.dispatch([row]);
    return toEntryDto(row);
  }

  async backlog(): Promise<MailBacklog> {
    const now = this.clock.now().getTime();
    const counts = await this.repository.backlog(
      new Date(now - MAIL_UNDELIVERED_AFTER_MINUTES * 60_000),
      new Date(now - MAIL_FAILED_REPORTED_HOURS * 3_600_000),
    );
    return {
      ...counts,
      undeliveredAfterMinutes: MAIL_UNDELIVERED_AFTER_MINUTES,
      failedWithinHours: MAIL_FAILED_REPORTED_HOURS,
    };
  }
}
