import { type Clock } from '../../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type Transaction } from '../../../common/database/transaction.js';
import { REDACTED } from '../../../common/logging/redact-url.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { type AuditLogService, type AuditRecord } from '../../identity/audit/audit-log.service.js';
import { MailOutbox, type OutboxStatus } from '../entities/mail-outbox.entity.js';
import { EMAIL_LOG_MESSAGES } from '../mail.messages.js';
import { type TemplateActor } from '../templates/email-templates.service.js';
import { type EmailLogRepository } from './email-log.repository.js';
import { EmailLogService } from './email-log.service.js';
import { type MailOutboxRepository } from './mail-outbox.repository.js';
import { type MailService } from './mail.service.js';

const NOW = new Date('2026-03-02T09:00:00Z');
const ACTOR: TemplateActor = {
  admin: { id: 'admin-1', username: 'njeri', role: 'admin', permissions: {} } as AdminPrincipal,
  ip: '203.0.113.50',
};

class FakeOutboxes implements Pick<MailOutboxRepository, 'failedById' | 'reopenFailed' | 'byId'> {
  readonly rows = new Map<string, MailOutbox>();
  async failedById(_tx: Transaction, id: string) {
    const row = this.rows.get(id);
    return row?.status === 'failed' ? row : null;
  }
  async reopenFailed(_tx: Transaction, id: string, at: Date) {
    const row = await this.failedById(_tx, id);
    if (!row) return null;
    Object.assign(row, { status: 'pending', firstAttemptAt: null, nextAttemptAt: null, updatedAt: at });
    return row;
  }
  async byId(id: string) {
    return this.rows.get(id) ?? null;
  }
  write(status: OutboxStatus, variables: Record<string, unknown> = {}) {
    const row = new MailOutbox('booking-confirmed', 'amina@example.com', variables);
    row.status = status;
    row.firstAttemptAt = new Date('2026-03-01T08:00:00Z');
    this.rows.set(row.id, row);
    return row;
  }
}

function logWithFakes() {
  const outboxes = new FakeOutboxes();
  const dispatched: MailOutbox[] = [];
  const mail: Pick<MailService, 'dispatch'> = { dispatch: async (rows) => void dispatched.push(...rows) };
  const records: AuditRecord[] = [];
  const audit: Pick<AuditLogService, 'record'> = {
    record: (_tx, record) => (records.push(record), {} as ReturnType<AuditLogService['record']>),
  };
  const unitOfWork = new FakeUnitOfWork();
  const service = new EmailLogService(
    unitOfWork.asUnitOfWork(),
    mail as MailService,
    audit as AuditLogService,
    { now: () => NOW } as Clock,
    {} as EmailLogRepository,
    outboxes as unknown as MailOutboxRepository,
  );
  return { service, outboxes, dispatched, records, unitOfWork };
}

describe('EmailLogService.resend', () => {
  it('puts a failed e-mail back to pending with a new day of tries, audited, and queues it after the commit', async () => {
    const { service, outboxes, dispatched, records, unitOfWork } = logWithFakes();
    const row = outboxes.write('failed', { firstName: 'Amina' });

    const entry = await service.resend(ACTOR, row.id);

    expect(entry).toMatchObject({ id: row.id, status: 'pending', nextAttemptAt: null });
    expect(row.firstAttemptAt).toBeNull();
    expect(records).toEqual([
      expect.objectContaining({
        action: 'send',
        resource: 'emailLog',
        resourceId: row.id,
        changes: {
          status: { from: 'failed', to: 'pending' },
          recipient: { from: null, to: 'amina@example.com' },
          template: { from: null, to: 'booking-confirmed' },
        },
      }),
    ]);
    expect(unitOfWork.commits).toBe(1);
    expect(dispatched).toEqual([row]);
  });

  it('refuses one whose private link was erased when it failed, saying which and what to do', async () => {
    const { service, outboxes, dispatched, records } = logWithFakes();
    const row = outboxes.write('failed', { firstName: 'Amina', manageUrl: REDACTED });

    await expect(service.resend(ACTOR, row.id)).rejects.toMatchObject({
      code: 'email-link-forgotten',
      kind: 'conflict',
      message: EMAIL_LOG_MESSAGES.linkForgotten(['manageUrl']),
    });
    expect(row.status).toBe('failed');
    expect([dispatched, records]).toEqual([[], []]);
  });

  it.each<[OutboxStatus, string]>([
    ['sent', 'That e-mail was delivered; only failed e-mails can be resent.'],
    ['pending', 'That e-mail is still being tried; only failed e-mails can be resent.'],
    ['sending', 'That e-mail is still being tried; only failed e-mails can be resent.'],
  ])('refuses a %s e-mail with 409', async (status, message) => {
    const { service, outboxes, dispatched } = logWithFakes();
    const row = outboxes.write(status);

    await expect(service.resend(ACTOR, row.id)).rejects.toMatchObject({
      code: 'email-not-failed',
      kind: 'conflict',
      message,
    });
    expect(row.status).toBe(status);
    expect(dispatched).toEqual([]);
  });

  it('answers 404 for an e-mail that is not in the log', async () => {
    const { service } = logWithFakes();

    await expect(service.resend(ACTOR, 'missing')).rejects.toMatchObject({
      code: 'email-not-found',
      kind: 'not-found',
      message: EMAIL_LOG_MESSAGES.notFound,
    });
  });
});
