import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { MemberSession } from '../../identity/entities/member-session.entity.js';
import { MemberSignInToken } from '../../identity/entities/member-sign-in-token.entity.js';
import { User } from '../../identity/entities/user.entity.js';

/**
 * How members sign in, as SQL: requests for a sign-in link, the links (only their hashes), and member sessions (only
 * their hashes). Methods taking `tx` run in the caller's transaction; the others write or read on their own.
 */
@Injectable()
export class MemberSessionsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Writes a request for a sign-in link (the same statement whoever the e-mail belongs to); its id. */
  async addSignInLinkRequest(email: string, now: Date): Promise<string> {
    const [row] = await this.em
      .fork()
      .execute<{ id: string }[]>('insert into member_sign_in_requests (email, created_at) values (?, ?) returning id', [
        email,
        now,
      ]);
    return row.id;
  }

  /**
   * Takes a sign-in-link request out (deletes it, in the caller's transaction): what it asked for, or null when it
   * was taken already. Of a job and a relay run reaching the same request, the second waits for the first's commit
   * and finds nothing, so a link is mailed at most once per request.
   */
  async takeSignInLinkRequest(tx: Transaction, id: string): Promise<{ email: string; requestedAt: Date } | null> {
    const [row] = await entityManagerOf(tx).execute<{ email: string; created_at: Date | string }[]>(
      'delete from member_sign_in_requests where id = ? returning email, created_at',
      [id],
    );
    return row ? { email: row.email, requestedAt: new Date(row.created_at) } : null;
  }

  /** The ids of the oldest sign-in-link requests still waiting. */
  async waitingSignInLinkRequests(limit: number): Promise<string[]> {
    const rows = await this.em
      .fork()
      .execute<{ id: string }[]>('select id from member_sign_in_requests order by created_at, id limit ?', [limit]);
    return rows.map((row) => row.id);
  }

  /** The member with this e-mail (compared in lower case), if any. */
  async userByEmail(tx: Transaction, email: string): Promise<User | null> {
    const em = entityManagerOf(tx);
    const [row] = await em.execute<{ id: string }[]>(
      'select id from users where lower(email) = lower(?) order by created_at limit 1',
      [email],
    );
    return row ? em.findOne(User, { id: row.id }) : null;
  }

  /** Drops a member's links that can no longer be used (spent or expired): only live ones are worth keeping. */
  async forgetSpentSignInTokens(tx: Transaction, user: User, now: Date): Promise<void> {
    await entityManagerOf(tx).nativeDelete(MemberSignInToken, {
      user,
      $or: [{ usedAt: { $ne: null } }, { expiresAt: { $lte: now } }],
    });
  }

  /** A new sign-in link of the member (its token's hash), written when the transaction commits. */
  addSignInToken(tx: Transaction, tokenHash: string, user: User, expiresAt: Date): void {
    entityManagerOf(tx).persist(new MemberSignInToken(tokenHash, user, expiresAt));
  }

  /**
   * Spends a sign-in token: marks it used if it is unused and unexpired, in one conditional statement, so two
   * concurrent uses give one session. Answers whose it was, or null.
   */
  async spendSignInToken(tx: Transaction, tokenHash: string, now: Date): Promise<string | null> {
    const [row] = await entityManagerOf(tx).execute<{ user_id: string }[]>(
      `update member_sign_in_tokens set used_at = ? where token_hash = ? and used_at is null and expires_at > ?
       returning user_id`,
      [now, tokenHash, now],
    );
    return row?.user_id ?? null;
  }

  /** The member a spent link belonged to. */
  member(tx: Transaction, userId: string): Promise<User> {
    return entityManagerOf(tx).findOneOrFail(User, { id: userId });
  }

  /** A new member session (its token's hash), written when the transaction commits. */
  addSession(tx: Transaction, tokenHash: string, user: User, expiresAt: Date): void {
    entityManagerOf(tx).persist(new MemberSession(tokenHash, user, expiresAt));
  }

  /** The session with this token hash, with its member (null when there is none). */
  session(tokenHash: string): Promise<MemberSession | null> {
    return this.em.fork().findOne(MemberSession, { tokenHash }, { populate: ['user'] });
  }

  /** Deletes the session with this token hash (if there is one): its cookie stops working at once. */
  async endSession(tokenHash: string): Promise<void> {
    await this.em.fork().nativeDelete(MemberSession, { tokenHash });
  }
}
