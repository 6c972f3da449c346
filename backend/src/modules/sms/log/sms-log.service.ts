import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { pageOf } from '../../../common/http/list-query.dto.js';
import { AuditLogService } from '../../identity/audit/audit-log.service.js';
import { Consents } from '../../privacy/consents/consents.service.js';
import { type TemplateActor } from '../../mail/templates/email-templates.service.js';
import { type SmsOutbox } from '../entities/sms-outbox.entity.js';
import { SmsOutboxRepository } from '../sms-outbox.repository.js';
import { SMS_ERRORS } from '../sms.errors.js';
import { SmsService } from '../sms.service.js';
import { canMoveSms } from '../sms-transitions.js';
import { type SmsLogEntryDto, type SmsLogQueryDto } from './sms-log.dto.js';
import { type SmsLogRow, SmsLogRepository } from './sms-log.repository.js';

const toRowDto = (row: SmsLogRow): SmsLogEntryDto => ({
  id: row.id,
  phone: row.phone,
  template: row.template_name,
  text: row.text,
  parts: row.parts,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  providerMessageId: row.provider_message_id,
  providerStatus: row.provider_status,
  cost: row.cost,
  deliveryStatus: row.delivery_status,
  deliveryFailureReason: row.delivery_failure_reason,
  deliveryReportedAt: row.delivery_reported_at,
  sentAt: row.sent_at,
  nextAttemptAt: row.next_attempt_at,
  createdAt: row.created_at,
});

const toEntryDto = (row: SmsOutbox): SmsLogEntryDto => ({
  id: row.id,
  phone: row.phone,
  template: row.templateName,
  text: row.text,
  parts: row.parts,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  providerMessageId: row.providerMessageId,
  providerStatus: row.providerStatus,
  cost: row.cost,
  deliveryStatus: row.deliveryStatus,
  deliveryFailureReason: row.deliveryFailureReason,
  deliveryReportedAt: row.deliveryReportedAt,
  sentAt: row.sentAt,
  nextAttemptAt: row.nextAttemptAt,
  createdAt: row.createdAt,
});

/** The SMS log: what was sent and delivered, what is still tried, what failed or was skipped; resending a failed one. */
@Injectable()
export class SmsLogService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly sms: SmsService,
    private readonly audit: AuditLogService,
    private readonly clock: Clock,
    private readonly repository: SmsLogRepository,
    private readonly outboxes: SmsOutboxRepository,
    private readonly consents: Consents,
  ) {}

  async list(query: SmsLogQueryDto): Promise<{ rows: SmsLogEntryDto[]; total: number }> {
    const { rows, total } = await this.repository.page(query, pageOf(query));
    return { rows: rows.map(toRowDto), total };
  }

  /**
   * Tries a failed SMS again, as it was (failed → queued), with a new round of retries; audited. Consent is asked
   * again: a number that withdrew it since is not texted.
   */
  async resend(actor: TemplateActor, id: string): Promise<SmsLogEntryDto> {
    const row = await this.unitOfWork.run(async (tx) => {
      const existing = await this.outboxes.byId(id, tx);
      if (!existing) throw SMS_ERRORS.notFound();
      if (!canMoveSms(existing.status, 'queued')) throw SMS_ERRORS.notFailed(existing.status);
      if (!(await this.consents.smsAllowed(existing.phone, tx))) throw SMS_ERRORS.noConsent();
      const reopened = await this.outboxes.reopenFailed(tx, id, this.clock.now());
      if (!reopened) throw SMS_ERRORS.notFailed(existing.status);
      this.audit.record(tx, {
        actor: actor.admin,
        action: 'send',
        resource: 'smsLog',
        resourceId: reopened.id,
        changes: {
          status: { from: 'failed', to: 'queued' },
          phone: { from: null, to: reopened.phone },
          template: { from: null, to: reopened.templateName },
        },
        ipAddress: actor.ip,
      });
      return reopened;
    });
    await this.sms.dispatch([row]);
    return toEntryDto(row);
  }
}
