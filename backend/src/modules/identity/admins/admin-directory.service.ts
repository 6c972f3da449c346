import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Admin } from '../entities/admin.entity.js';

/** Read-only look-ups of administrators for sign-in and the access guard. */
@Injectable()
export class AdminDirectory {
  constructor(private readonly em: EntityManager) {}

  /** The admin behind a session, with its custom role, if it still exists and is active. */
  findActive(id: string): Promise<Admin | null> {
    return this.em.fork().findOne(Admin, { id, isActive: true }, { populate: ['customRole'] });
  }

  /** The admin signing in, with the password hash (never loaded otherwise). */
  findForSignIn(username: string): Promise<Admin | null> {
    return this.em.fork().findOne(Admin, { username }, { populate: ['password', 'customRole'] });
  }
}
