import { createHash, randomBytes } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Queue } from 'bullmq';
import { Clock } from '../../../common/clock/clock.js';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { MEMBER_JOBS, QUEUES, type SendSignInLinkJobData } from '../../../queue/queues.js';
import { addWithin, connectionProbe } from '../../../queue/redis-connection.js';
import { type User } from '../../identity/entities/user.entity.js';
import { MAIL_ENQUEUE_TIMEOUT_MS } from '../../mail/delivery/mail-delivery-policy.js';
import { MailService } from '../../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { MEMBER_PORTAL_ERRORS } from '../member-portal.errors.js';
import { MEMBER_SESSION_DAYS, SIGN_IN_LINK_MINUTES } from '../member-portal.messages.js';
import { MemberSessionsRepository } from './member-sessions.repository.js';

/** 32 random bytes, written as 43 URL-safe characters; only their SHA-256 is stored. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Sign-in-link requests one relay run handles at most; the next run takes the rest. */
const RELAY_BATCH = 100;

/** A new member session: the raw token goes in the cookie, once. */
export interface StartedMemberSession {
  token: string;
  user: User;
  expiresAt: Date;
}

/**
 * How members sign in: a one-time link by e-mail (15 minutes, single use, hashed at rest), spent for a session
 * (30 days, hashed at rest, ended on the server by signing out).
 */
@Injectable()
export class MemberSessionsService {
  private readonly logger = new Logger('MemberSignIn');
  private readonly redisIsUp: () => boolean;

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: MemberSessionsRepository,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.member) private readonly queue: Queue<SendSignInLinkJobData>,
  ) {
    this.redisIsUp = connectionProbe(queue);
  }

  /**
   * The request for a sign-in link: writes the request and queues it, nothing else. Whether the e-mail belongs to a
   * member is not looked at here, so a member's request and a stranger's do the same work, take the same time and get
   * the same answer; the worker does the rest (handleSignInLinkRequest). The route's rate limit
   * ('member-sign-in-links') counts every request, member or not. While Redis is away the request waits in
   * PostgreSQL and the worker's relay handles it when Redis is back.
   */
  async requestSignInLink(email: string): Promise<void> {
    const requestId = await this.repository.addSignInLinkRequest(email, this.clock.now());
    await this.enqueue(requestId);
  }

  /** Queues a request by id; never throws, never waits on Redis for long (a request that is not queued waits). */
  private async enqueue(requestId: string): Promise<void> {
    if (!this.redisIsUp()) return;
    try {
      await addWithin(
        this.queue,
        MAIL_ENQUEUE_TIMEOUT_MS,
        MEMBER_JOBS.sendSignInLink,
        { requestId },
        {
          jobId: requestId,
          removeOnComplete: true,
          removeOnFail: { age: 24 * 3600 },
        },
      );
    } catch (error) {
      this.logger.warn(
        `A sign-in-link request waits for the relay (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }

  /**
   * Worker: handles one sign-in-link request. For a member's e-mail, issues a link and e-mails it; for any other,
   * does nothing. The request row is taken out in the same transaction, so it is handled once; a request older than
   * a link's lifetime (Redis was away that long) is dropped unsent: its asker has long since asked again or gone.
   * True when the request was still waiting.
   */
  async handleSignInLinkRequest(requestId: string): Promise<boolean> {
    let found = false;
    const staged = await this.unitOfWork.run(async (tx) => {
      const request = await this.repository.takeSignInLinkRequest(tx, requestId);
      if (!request) return [];
      found = true;
      const now = this.clock.now();
      if (now.getTime() - request.requestedAt.getTime() > SIGN_IN_LINK_MINUTES * 60_000) return [];
      const user = await this.repository.userByEmail(tx, request.email);
      if (!user) return [];
      await this.repository.forgetSpentSignInTokens(tx, user, now);
      const token = newToken();
      this.repository.addSignInToken(
        tx,
        hashToken(token),
        user,
        new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000),
      );
      return [
        this.mail.stage(tx, {
          template: MAIL_TEMPLATES.memberSignInLink,
          to: user.email,
          variables: {
            firstName: user.firstName ?? '',
            // In the fragment: a browser never sends it to a server, nor in a Referer header.
            signInUrl: `${this.config.http.publicUrl}/member-portal#token=${token}`,
          },
        }),
      ];
    });
    await this.mail.dispatch(staged);
    return found;
  }

  /** Worker (the relay): handles the requests still waiting, oldest first, whose job never reached Redis. */
  async handleWaitingSignInLinkRequests(): Promise<number> {
    let handled = 0;
    for (const id of await this.repository.waitingSignInLinkRequests(RELAY_BATCH))
      if (await this.handleSignInLinkRequest(id)) handled++;
    return handled;
  }

  /** Spends a sign-in link for a session; 401 when the link is unknown, expired or used. */
  async signIn(token: string): Promise<StartedMemberSession> {
    if (!TOKEN_SHAPE.test(token)) throw MEMBER_PORTAL_ERRORS.signInLinkInvalid();
    return this.unitOfWork.run(async (tx) => {
      const now = this.clock.now();
      const userId = await this.repository.spendSignInToken(tx, hashToken(token), now);
      if (!userId) throw MEMBER_PORTAL_ERRORS.signInLinkInvalid();
      const user = await this.repository.member(tx, userId);
      const sessionToken = newToken();
      const expiresAt = new Date(now.getTime() + MEMBER_SESSION_DAYS * 24 * 60 * 60_000);
      this.repository.addSession(tx, hashToken(sessionToken), user, expiresAt);
      return { token: sessionToken, user, expiresAt };
    });
  }

  /** The member a session cookie belongs to, while the session lasts. */
  async memberOf(token: string): Promise<User | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const session = await this.repository.session(hashToken(token));
    if (!session) return null;
    if (session.expiresAt.getTime() <= this.clock.now().getTime()) {
      await this.repository.endSession(session.tokenHash);
      return null;
    }
    return session.user;
  }

  /** Ends a session on the server: its cookie stops working at once. */
  async signOut(token: string): Promise<void> {
    if (!TOKEN_SHAPE.test(token)) return;
    await this.repository.endSession(hashToken(token));
  }
}
