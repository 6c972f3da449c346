import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from '../entities/user.entity.js';
import { hashPassword } from '../password-hasher.js';

export interface MemberContact {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
}

/**
 * Members are `users` rows, found by e-mail. The first paid booking or subscription creates one; members sign in
 * with one-time e-mailed links, so the account gets a password nobody knows (an admin may set one later).
 */
@Injectable()
export class MemberAccounts {
  /** The member with this e-mail, created (inside the caller's transaction) if there is none yet. */
  async ensure(em: EntityManager, contact: MemberContact): Promise<User> {
    const email = contact.email.trim().toLowerCase();
    const existing = await em.findOne(User, { email });
    if (existing) return existing;
    // Concurrent first payments by one customer: the unique e-mail lets one insert win; the other reads it.
    await em.execute(
      `insert into users (username, email, password, first_name, last_name, phone) values (?, ?, ?, ?, ?, ?)
       on conflict do nothing`,
      [
        email,
        email,
        await hashPassword(randomBytes(32).toString('base64url')),
        contact.firstName,
        contact.lastName,
        contact.phone ?? null,
      ],
    );
    return em.findOneOrFail(User, { email });
  }
}
