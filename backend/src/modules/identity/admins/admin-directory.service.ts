import { Injectable } from '@nestjs/common';
import { type Admin } from '../entities/admin.entity.js';
import { AdminsRepository } from './admins.repository.js';

/** Read-only look-ups of administrators for the session and the access guard. */
@Injectable()
export class AdminDirectory {
  constructor(private readonly admins: AdminsRepository) {}

  /** The admin behind a session, with its custom role, if it still exists and is active. */
  findActive(id: string): Promise<Admin | null> {
    return this.admins.activeWithRole(id);
  }
}
