import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** Whether this process reaches its database: the health check's probe. */
@Injectable()
export class DatabaseHealth {
  constructor(private readonly em: EntityManager) {}

  /** Resolves when the database answered a trivial query; rejects when it did not. */
  async ping(): Promise<void> {
    await this.em.getConnection().execute('select 1');
  }
}
