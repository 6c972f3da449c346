import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { MemberSession } from '../../identity/entities/member-session.entity.js';
import { MemberSignInToken } from '../../identity/entities/member-sign-in-token.entity.js';
import { User } from '../../identity/entities/user.entity.js';
import { MailService } from '../../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { MemberPortalRepository } from '../member-portal.repository.js';
import { MEMBER_PORTAL_MESSAGES, MEMBER_SESSION_DAYS, SIGN_IN_LINK_MINUTES } from '../member-portal.messages.js';

/** 32 random bytes, written as 43 URL-safe characters; only their SHA-256 is stored. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

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
  constructor(
    private readonly em: EntityManager,
    private readonly repository: MemberPortalRepository,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * E-mails a sign-in link when the e-mail belongs to a member; does nothing otherwise. Either way the caller
   * answers the same, so the answer tells nobody who is a member. The route's rate limit ('member-sign-in-links')
   * counts every request, member or not.
   */
  async sendSignInLink(email: string): Promise<void> {
    const staged = await this.em.fork().transactional(async (em) => {
      const user = await this.repository.userByEmail(em, email);
      if (!user) return [];
      const now = this.clock.now();
      await this.repository.forgetSpentSignInTokens(em, user, now);
      const token = newToken();
      em.persist(
        new MemberSignInToken(hashToken(token), user, new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000)),
      );
      return [
        this.mail.stage(em, {
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
  }

  /** Spends a sign-in link for a session; 401 when the link is unknown, expired or used. */
  async signIn(token: string): Promise<StartedMemberSession> {
    if (!TOKEN_SHAPE.test(token)) throw new UnauthorizedException(MEMBER_PORTAL_MESSAGES.linkInvalid);
    return this.em.fork().transactional(async (em) => {
      const now = this.clock.now();
      const userId = await this.repository.spendSignInToken(em, hashToken(token), now);
      if (!userId) throw new UnauthorizedException(MEMBER_PORTAL_MESSAGES.linkInvalid);
      const user = await em.findOneOrFail(User, { id: userId });
      const sessionToken = newToken();
      const expiresAt = new Date(now.getTime() + MEMBER_SESSION_DAYS * 24 * 60 * 60_000);
      em.persist(new MemberSession(hashToken(sessionToken), user, expiresAt));
      return { token: sessionToken, user, expiresAt };
    });
  }

  /** The member a session cookie belongs to, while the session lasts. */
  async memberOf(token: string): Promise<User | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const em = this.em.fork();
    const session = await em.findOne(MemberSession, { tokenHash: hashToken(token) }, { populate: ['user'] });
    if (!session) return null;
    if (session.expiresAt.getTime() <= this.clock.now().getTime()) {
      await em.nativeDelete(MemberSession, { tokenHash: session.tokenHash });
      return null;
    }
    return session.user;
  }

  /** Ends a session on the server: its cookie stops working at once. */
  async signOut(token: string): Promise<void> {
    if (!TOKEN_SHAPE.test(token)) return;
    await this.em.fork().nativeDelete(MemberSession, { tokenHash: hashToken(token) });
  }
}
