import { Injectable } from '@nestjs/common';
import { type Transaction } from '../../../common/database/transaction.js';
import { type User } from '../entities/user.entity.js';
import { NO_PASSWORD } from '../password-hasher.js';
import { UsersRepository } from '../users/users.repository.js';

export interface MemberContact {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
}

/**
 * Members are `users` rows, found by e-mail. The first paid booking or subscription creates one; members sign in
 * with one-time e-mailed links, so the account has no password (NO_PASSWORD; an admin may set one later).
 */
@Injectable()
export class MemberAccounts {
  constructor(private readonly users: UsersRepository) {}

  /** The member with this e-mail, created (inside the caller's transaction) if there is none yet. */
  async ensure(tx: Transaction, contact: MemberContact): Promise<User> {
    const email = contact.email.trim().toLowerCase();
    const existing = await this.users.byEmail(tx, email);
    if (existing) return existing;
    // Concurrent first payments by one customer: the unique e-mail lets one insert win; the other reads it.
    await this.users.insertMemberUnlessTaken(tx, {
      email,
      passwordHash: NO_PASSWORD,
      firstName: contact.firstName,
      lastName: contact.lastName,
      phone: contact.phone ?? null,
    });
    return this.users.byEmailOrFail(tx, email);
  }
}
