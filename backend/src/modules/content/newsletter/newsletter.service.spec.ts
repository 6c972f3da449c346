import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type RateLimitService } from '../../../common/rate-limits/rate-limit.service.js';
import { type AppConfig } from '../../../config/app-config.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { type AuditLogService, type AuditRecord } from '../../identity/audit/audit-log.service.js';
import { type MailRequest, type MailService } from '../../mail/delivery/mail.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { CONTENT_MESSAGES } from '../content.messages.js';
import { NewsletterSubscription } from '../entities/newsletter-subscription.entity.js';
import { type NewslettersRepository } from './newsletters.repository.js';
import { NewsletterService } from './newsletter.service.js';

/**
 * Signing up and unsubscribing, with the newsletters table, the outbox, the audit log and the acknowledgement limit
 * replaced by fakes. The table's one-statement sign-up (which makes two simultaneous sign-ups count once) is the
 * repository's; test/content/newsletter-unsubscribe proves it and the e-mailed link end to end.
 */

const ADMIN: AdminPrincipal = { id: 'admin-1', username: 'frontdesk', role: 'moderator', permissions: {} };
const PUBLIC_URL = 'https://syokimau.test';

/** The newsletters table by address, answering as the repository's statements do. */
class FakeNewsletters {
  readonly rows = new Map<string, NewsletterSubscription>();

  byToken(token: string): NewsletterSubscription | undefined {
    return [...this.rows.values()].find((row) => row.unsubscribeToken === token);
  }

  repository(): NewslettersRepository {
    const fake: Pick<NewslettersRepository, 'subscribe' | 'findByToken' | 'unsubscribeByToken' | 'findForUpdate'> = {
      subscribe: async (_tx, email) => {
        const row = this.rows.get(email);
        if (row?.subscribed) return null;
        const subscription = row ?? new NewsletterSubscription(email);
        subscription.subscribed = true;
        subscription.unsubscribedAt = null;
        this.rows.set(email, subscription);
        return subscription.unsubscribeToken;
      },
      findByToken: async (token) => this.byToken(token) ?? null,
      unsubscribeByToken: async (token) => {
        const row = this.byToken(token);
        if (!row?.subscribed) return false;
        row.subscribed = false;
        row.unsubscribedAt = new Date();
        return true;
      },
      findForUpdate: async (_tx, id) => [...this.rows.values()].find((row) => row.id === id) ?? null,
    };
    return fake as NewslettersRepository;
  }
}

function setUp({ acknowledgementsLeft = 10 } = {}) {
  const table = new FakeNewsletters();
  const staged: MailRequest[] = [];
  const dispatched: MailOutbox[] = [];
  const mail: Pick<MailService, 'stage' | 'dispatch'> = {
    stage: (_tx, request) => {
      staged.push(request);
      return { id: `mail-${staged.length}` } as MailOutbox;
    },
    dispatch: async (rows) => void dispatched.push(...rows),
  };
  const audits: AuditRecord[] = [];
  const audit: Pick<AuditLogService, 'record'> = {
    record: (_tx, record) => {
      audits.push(record);
      return {} as ReturnType<AuditLogService['record']>;
    },
  };
  let left = acknowledgementsLeft;
  const limits: Pick<RateLimitService, 'allows'> = { allows: async () => left-- > 0 };
  const unitOfWork = new FakeUnitOfWork();
  const service = new NewsletterService(
    unitOfWork.asUnitOfWork(),
    table.repository(),
    mail as MailService,
    audit as AuditLogService,
    limits as RateLimitService,
    { http: { publicUrl: PUBLIC_URL } } as AppConfig,
  );
  return { service, table, staged, dispatched, audits, unitOfWork };
}

describe('NewsletterService', () => {
  it('subscribes a new address in lower case and welcomes it with its own unsubscribe link', async () => {
    const { service, table, staged, dispatched } = setUp();

    await expect(service.subscribe('Wanjiru@Example.com')).resolves.toBe(true);

    const row = table.rows.get('wanjiru@example.com')!;
    const link = `${PUBLIC_URL}/api/newsletter/unsubscribe/${encodeURIComponent(row.unsubscribeToken)}`;
    expect(staged).toEqual([
      expect.objectContaining({
        to: 'wanjiru@example.com',
        variables: { unsubscribeUrl: link },
        headers: expect.objectContaining({ 'List-Unsubscribe': `<${link}>` }),
      }),
    ]);
    expect(dispatched).toEqual([{ id: 'mail-1' }]);
  });

  it('answers a second sign-up of a subscribed address with no change and no second welcome', async () => {
    const { service, staged } = setUp();
    await service.subscribe('wanjiru@example.com');

    await expect(service.subscribe('WANJIRU@example.com')).resolves.toBe(false);
    expect(staged).toHaveLength(1);
  });

  it('subscribes and welcomes again an address that had unsubscribed', async () => {
    const { service, table, staged } = setUp();
    await service.subscribe('wanjiru@example.com');
    await service.unsubscribeByToken(table.rows.get('wanjiru@example.com')!.unsubscribeToken);

    await expect(service.subscribe('wanjiru@example.com')).resolves.toBe(true);
    expect(table.rows.get('wanjiru@example.com')!.subscribed).toBe(true);
    expect(staged).toHaveLength(2);
  });

  it('past the acknowledgement limit still subscribes the address, only without the welcome', async () => {
    const { service, table, staged, dispatched } = setUp({ acknowledgementsLeft: 0 });

    await expect(service.subscribe('kamau@example.com')).resolves.toBe(true);
    expect(table.rows.get('kamau@example.com')!.subscribed).toBe(true);
    expect(staged).toHaveLength(0);
    expect(dispatched).toHaveLength(0);
  });

  it('tells what an unsubscribe link will do without changing anything', async () => {
    const { service, table } = setUp();
    await service.subscribe('otieno@example.com');
    const token = table.rows.get('otieno@example.com')!.unsubscribeToken;

    await expect(service.lookUp(token)).resolves.toEqual({ kind: 'unsubscribed', email: 'otieno@example.com' });
    expect(table.rows.get('otieno@example.com')!.subscribed).toBe(true);
    await expect(service.lookUp('never-sent')).resolves.toEqual({ kind: 'unknown' });
  });

  it('unsubscribes by the link once; a second click says already, an unknown token says unknown', async () => {
    const { service, table } = setUp();
    await service.subscribe('otieno@example.com');
    const token = table.rows.get('otieno@example.com')!.unsubscribeToken;

    await expect(service.unsubscribeByToken(token)).resolves.toEqual({
      kind: 'unsubscribed',
      email: 'otieno@example.com',
    });
    expect(table.rows.get('otieno@example.com')!.subscribed).toBe(false);
    await expect(service.unsubscribeByToken(token)).resolves.toEqual({ kind: 'already', email: 'otieno@example.com' });
    await expect(service.lookUp(token)).resolves.toEqual({ kind: 'already', email: 'otieno@example.com' });
    await expect(service.unsubscribeByToken('never-sent')).resolves.toEqual({ kind: 'unknown' });
  });

  it('lets staff unsubscribe someone, audited once; doing it again changes and audits nothing', async () => {
    const { service, table, audits } = setUp();
    await service.subscribe('achieng@example.com');
    const { id } = table.rows.get('achieng@example.com')!;

    const answer = await service.unsubscribeByStaff(id, ADMIN, '10.0.0.1');

    expect(answer).toMatchObject({ id, status: 'unsubscribed', unsubscribedAt: expect.any(Date) });
    expect(audits).toEqual([
      {
        actor: ADMIN,
        action: 'update',
        resource: 'newsletters',
        resourceId: id,
        changes: { status: { from: 'subscribed', to: 'unsubscribed' } },
        ipAddress: '10.0.0.1',
      },
    ]);
    await expect(service.unsubscribeByStaff(id, ADMIN, '10.0.0.1')).resolves.toMatchObject({
      status: 'unsubscribed',
    });
    expect(audits).toHaveLength(1);
  });

  it('refuses to unsubscribe an unknown subscriber', async () => {
    const { service, unitOfWork } = setUp();

    await expect(service.unsubscribeByStaff('missing', ADMIN, '10.0.0.1')).rejects.toMatchObject({
      code: 'subscriber-not-found',
      kind: 'not-found',
      message: CONTENT_MESSAGES.subscriberNotFound,
    });
    expect(unitOfWork.rollbacks).toBe(1);
  });
});
