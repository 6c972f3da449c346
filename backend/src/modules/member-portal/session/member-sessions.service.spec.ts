import { createHash } from 'node:crypto';
import { type Queue } from 'bullmq';
import { type Clock } from '../../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type AppConfig } from '../../../config/app-config.js';
import { MEMBER_JOBS, type SendSignInLinkJobData } from '../../../queue/queues.js';
import { type MemberSession } from '../../identity/entities/member-session.entity.js';
import { type User } from '../../identity/entities/user.entity.js';
import { type MailRequest, type MailService } from '../../mail/delivery/mail.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { MEMBER_PORTAL_MESSAGES } from '../member-portal.messages.js';
import { type MemberSessionsRepository } from './member-sessions.repository.js';
import { MemberSessionsService } from './member-sessions.service.js';

/**
 * Signing in by e-mailed link with the database, Redis and mail replaced by fakes: what a request does (the same for
 * anyone), what the worker mails, how long a link and a session last, and that a link works once. The real-database
 * suite (test/member-portal/member-portal.e2e.spec.ts) proves the same end to end, with two uses of one link at the
 * same moment and the route's rate limits per e-mail and per address.
 */

const PUBLIC_URL = 'https://syokimau.example';
const MINUTE = 60_000;
const START = new Date('2026-12-09T05:00:00Z');
const amina = { id: 'member-1', email: 'amina@example.co.ke', firstName: 'Amina' } as User;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

class World {
  now = START;
  redisUp = true;
  readonly users = [amina];
  readonly requests = new Map<string, { email: string; requestedAt: Date }>();
  readonly links = new Map<string, { user: User; expiresAt: Date; usedAt: Date | null }>();
  readonly sessions = new Map<string, { user: User; expiresAt: Date }>();
  readonly jobs: Array<{ name: string; data: SendSignInLinkJobData; jobId: string | undefined }> = [];
  readonly mails: MailRequest[] = [];
  /** Every time the repository was asked who an e-mail belongs to. */
  lookups = 0;
  private nextId = 1;
  readonly unitOfWork = new FakeUnitOfWork();

  async service(): Promise<MemberSessionsService> {
    const repository: Omit<MemberSessionsRepository, 'em'> = {
      addSignInLinkRequest: async (email, now) => {
        const id = `request-${this.nextId++}`;
        this.requests.set(id, { email, requestedAt: now });
        return id;
      },
      takeSignInLinkRequest: async (_tx, id) => {
        const request = this.requests.get(id) ?? null;
        this.requests.delete(id);
        return request;
      },
      waitingSignInLinkRequests: async (limit) => [...this.requests.keys()].slice(0, limit),
      userByEmail: async (_tx, email) => {
        this.lookups++;
        return this.users.find((user) => user.email === email.toLowerCase()) ?? null;
      },
      forgetSpentSignInTokens: async (_tx, user, now) => {
        for (const [hash, link] of this.links)
          if (link.user === user && (link.usedAt !== null || link.expiresAt <= now)) this.links.delete(hash);
      },
      addSignInToken: (_tx, tokenHash, user, expiresAt) =>
        void this.links.set(tokenHash, { user, expiresAt, usedAt: null }),
      // As the one conditional update does: unused and unexpired, or nothing.
      spendSignInToken: async (_tx, tokenHash, now) => {
        const link = this.links.get(tokenHash);
        if (!link || link.usedAt !== null || link.expiresAt <= now) return null;
        link.usedAt = now;
        return link.user.id;
      },
      member: async (_tx, userId) => this.users.find((user) => user.id === userId)!,
      addSession: (_tx, tokenHash, user, expiresAt) => void this.sessions.set(tokenHash, { user, expiresAt }),
      session: async (tokenHash) => {
        const session = this.sessions.get(tokenHash);
        return session ? ({ tokenHash, ...session } as MemberSession) : null;
      },
      endSession: async (tokenHash) => void this.sessions.delete(tokenHash),
    };
    const mail: Pick<MailService, 'stage' | 'dispatch'> = {
      stage: (_tx, request) => {
        this.mails.push(request);
        return request as unknown as MailOutbox;
      },
      dispatch: async () => undefined,
    };
    const queue = {
      getBackend: () => ({ client: Promise.resolve({ status: this.redisUp ? 'ready' : 'reconnecting' }) }),
      add: async (name: string, data: SendSignInLinkJobData, options: { jobId?: string }) =>
        void this.jobs.push({ name, data, jobId: options.jobId }),
    };
    const service = new MemberSessionsService(
      this.unitOfWork.asUnitOfWork(),
      repository as MemberSessionsRepository,
      mail as MailService,
      { now: () => this.now } as Clock,
      { http: { publicUrl: PUBLIC_URL } } as AppConfig,
      queue as unknown as Queue<SendSignInLinkJobData>,
    );
    // The service learns whether Redis is connected once its client answers.
    await new Promise((resolve) => setImmediate(resolve));
    return service;
  }

  later(minutes: number): void {
    this.now = new Date(this.now.getTime() + minutes * MINUTE);
  }

  /** The link token in the latest sign-in e-mail. */
  lastToken(): string {
    const url = String(this.mails.at(-1)!.variables!.signInUrl);
    return url.slice(url.indexOf('#token=') + '#token='.length);
  }
}

/** Asks for a link and has the worker handle the request, as the queue would. */
async function linkFor(world: World, service: MemberSessionsService, email: string): Promise<string> {
  await service.requestSignInLink(email);
  await service.handleSignInLinkRequest(world.jobs.at(-1)!.data.requestId);
  return world.lastToken();
}

describe('asking for a sign-in link', () => {
  it('does the same for a member and a stranger: writes the request and queues it, without looking the e-mail up', async () => {
    const world = new World();
    const service = await world.service();

    await service.requestSignInLink(amina.email);
    await service.requestSignInLink('stranger@example.com');

    expect([...world.requests.values()].map((request) => request.email)).toEqual([amina.email, 'stranger@example.com']);
    expect(world.jobs).toEqual([
      { name: MEMBER_JOBS.sendSignInLink, data: { requestId: 'request-1' }, jobId: 'request-1' },
      { name: MEMBER_JOBS.sendSignInLink, data: { requestId: 'request-2' }, jobId: 'request-2' },
    ]);
    expect(world.lookups).toBe(0);
    expect(world.mails).toEqual([]);
  });

  it('mails a member a link into the portal; a stranger gets nothing; each request is handled once', async () => {
    const world = new World();
    const service = await world.service();
    await service.requestSignInLink(amina.email);
    await service.requestSignInLink('stranger@example.com');

    expect(await service.handleSignInLinkRequest('request-1')).toBe(true);
    expect(await service.handleSignInLinkRequest('request-2')).toBe(true);
    expect(await service.handleSignInLinkRequest('request-1')).toBe(false);

    expect(world.mails).toHaveLength(1);
    expect(world.mails[0]).toMatchObject({ template: 'member-sign-in-link', to: amina.email });
    expect(world.mails[0].variables).toEqual({
      firstName: 'Amina',
      signInUrl: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/member-portal#token=[A-Za-z0-9_-]{43}$`)),
    });
    // Only the token's hash is kept.
    expect([...world.links.keys()]).toEqual([sha256(world.lastToken())]);
    expect(world.requests.size).toBe(0);
  });

  it('leaves a request for the relay while Redis is away, and the relay sends it', async () => {
    const world = new World();
    world.redisUp = false;
    const service = await world.service();

    await service.requestSignInLink(amina.email);
    expect(world.jobs).toEqual([]);

    expect(await service.handleWaitingSignInLinkRequests()).toBe(1);
    expect(world.mails.map((mail) => mail.to)).toEqual([amina.email]);
    expect(await service.handleWaitingSignInLinkRequests()).toBe(0);
  });

  it('drops unsent a request that waited longer than a link would last', async () => {
    const world = new World();
    const service = await world.service();
    await service.requestSignInLink(amina.email);

    world.later(15.5);

    expect(await service.handleSignInLinkRequest('request-1')).toBe(true);
    expect(world.mails).toEqual([]);
    expect(world.links.size).toBe(0);
  });

  it("keeps a member's live links when another is asked for, and forgets the spent and expired ones", async () => {
    const world = new World();
    const service = await world.service();
    await linkFor(world, service, amina.email); // expires in the meantime
    world.later(10);
    const spent = await linkFor(world, service, amina.email);
    await service.signIn(spent);
    const live = await linkFor(world, service, amina.email);
    world.later(6);

    const newest = await linkFor(world, service, amina.email);

    expect([...world.links.keys()].sort()).toEqual([sha256(live), sha256(newest)].sort());
    expect((await service.signIn(live)).user).toBe(amina);
  });
});

describe('spending a sign-in link', () => {
  it('gives a 30-day session for a link, once', async () => {
    const world = new World();
    const service = await world.service();
    const token = await linkFor(world, service, amina.email);

    const session = await service.signIn(token);

    expect(session.user).toBe(amina);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.expiresAt).toEqual(new Date(START.getTime() + 30 * 24 * 60 * MINUTE));
    expect([...world.sessions.keys()]).toEqual([sha256(session.token)]);
    await expect(service.signIn(token)).rejects.toMatchObject({
      code: 'sign-in-link-invalid',
      kind: 'unauthenticated',
      message: MEMBER_PORTAL_MESSAGES.linkInvalid,
    });
    expect(world.unitOfWork.rollbacks).toBe(1);
  });

  it('works for 15 minutes from when it was mailed, not a moment longer', async () => {
    const world = new World();
    const service = await world.service();
    const first = await linkFor(world, service, amina.email);
    const second = await linkFor(world, service, amina.email);

    world.later(15 - 1 / 60);
    expect((await service.signIn(first)).user).toBe(amina);
    world.later(1 / 60);
    await expect(service.signIn(second)).rejects.toMatchObject({
      code: 'sign-in-link-invalid',
      kind: 'unauthenticated',
      message: MEMBER_PORTAL_MESSAGES.linkInvalid,
    });
  });

  it('refuses made-up tokens, and one of the wrong shape without even looking it up', async () => {
    const world = new World();
    const service = await world.service();

    await expect(service.signIn('not-a-token')).rejects.toMatchObject({
      code: 'sign-in-link-invalid',
      kind: 'unauthenticated',
      message: MEMBER_PORTAL_MESSAGES.linkInvalid,
    });
    await expect(service.signIn('A'.repeat(43))).rejects.toMatchObject({
      code: 'sign-in-link-invalid',
      kind: 'unauthenticated',
      message: MEMBER_PORTAL_MESSAGES.linkInvalid,
    });
    expect(world.unitOfWork.commits + world.unitOfWork.rollbacks).toBe(1);
  });
});

describe('a member session', () => {
  it('is the member until it runs out, then is gone; signing out ends it at once', async () => {
    const world = new World();
    const service = await world.service();
    const first = await service.signIn(await linkFor(world, service, amina.email));
    const second = await service.signIn(await linkFor(world, service, amina.email));

    expect(await service.memberOf(first.token)).toBe(amina);
    await service.signOut(first.token);
    expect(await service.memberOf(first.token)).toBeNull();

    world.later(30 * 24 * 60);
    expect(await service.memberOf(second.token)).toBeNull();
    expect(world.sessions.size).toBe(0);
    expect(await service.memberOf('made-up')).toBeNull();
  });
});
