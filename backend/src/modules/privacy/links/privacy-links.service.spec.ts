import { createHash } from 'node:crypto';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type DomainEvent, type DomainEvents } from '../../../common/events/domain-events.js';
import { type AppConfig } from '../../../config/app-config.js';
import { type PrivacyLink } from '../entities/privacy-link.entity.js';
import { PrivacyLinkRequested } from './privacy-link-requested.event.js';
import { type PrivacyLinksRepository } from './privacy-links.repository.js';
import { PrivacyLinksService } from './privacy-links.service.js';

function setUp() {
  const links: PrivacyLink[] = [];
  const published: PrivacyLinkRequested[] = [];
  const repository: Partial<PrivacyLinksRepository> = {
    add: (_tx, link) => void links.push(link),
    live: async (hash, now) => links.find((link) => link.tokenHash === hash && link.expiresAt > now) ?? null,
  };
  const events: Partial<DomainEvents> = {
    publish: async <R>(event: DomainEvent<R>) => {
      published.push(event as unknown as PrivacyLinkRequested);
      return [(async () => undefined) as R];
    },
  };
  const config = { http: { publicUrl: 'https://coworking.example' } } as AppConfig;
  const service = new PrivacyLinksService(
    new FakeUnitOfWork().asUnitOfWork(),
    repository as PrivacyLinksRepository,
    events as DomainEvents,
    config,
  );
  return { service, links, published };
}

describe('signed privacy links', () => {
  const now = new Date('2026-03-10T09:00:00Z');

  it('e-mails a link for 24 hours, keeps only its fingerprint, and answers the same words whoever asks', async () => {
    const { service, links, published } = setUp();
    const answer = await service.send(' Amina@Example.com ', 'erasure', now);
    expect(answer.message).toContain('If this address is right');
    expect(published[0]).toBeInstanceOf(PrivacyLinkRequested);
    expect(published[0]).toMatchObject({ email: 'amina@example.com', kind: 'erasure' });
    const token = published[0].url.split('#')[1];
    expect(published[0].url).toBe(`https://coworking.example/privacy/request#${token}`);
    expect(links[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(links)).not.toContain(token);
    expect(links[0].expiresAt).toEqual(new Date('2026-03-11T09:00:00Z'));
    expect(await service.send('nobody@example.com', 'export', now)).toEqual(answer);
  });

  it('opens the address it was sent to until it expires; a wrong or expired token is not found', async () => {
    const { service, published } = setUp();
    await service.send('amina@example.com', 'export', now);
    const token = published[0].url.split('#')[1];
    expect(await service.subjectOf(token, now)).toEqual({ emails: ['amina@example.com'], phones: [], kind: 'export' });
    await expect(service.subjectOf(token, new Date('2026-03-11T09:00:01Z'))).rejects.toMatchObject({
      kind: 'not-found',
    });
    await expect(service.subjectOf('x'.repeat(43), now)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(service.subjectOf('../../etc', now)).rejects.toMatchObject({ kind: 'not-found' });
  });
});
