import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../database/transaction.js';
import { AppSetting } from '../entities/app-setting.entity.js';

/** The installation's settings, one JSON value per key (app_settings). */
@Injectable()
export class AppSettingsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The value stored under `key` (inside `tx` when one is given), or undefined when none is. */
  async valueOf(key: string, tx?: Transaction): Promise<unknown> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    return (await em.findOne(AppSetting, { key }))?.value;
  }

  /** Stores `value` under `key`, replacing what was there, inside the caller's transaction. */
  async save(tx: Transaction, key: string, value: unknown): Promise<void> {
    await entityManagerOf(tx).upsert(AppSetting, { key, value, updatedAt: new Date() });
  }
}
