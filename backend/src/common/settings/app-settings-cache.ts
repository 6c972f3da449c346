import { Injectable } from '@nestjs/common';
import { ChangeNotices } from '../changes/change-notices.js';
import { type Transaction } from '../database/transaction.js';
import { AppSettingsRepository } from './app-settings.repository.js';

/** The change notice every committed write to the app settings announces. */
export const APP_SETTINGS_CHANGED = 'app-settings';

/**
 * How long a process answers from its copy of a setting without reading the database. Changes made through the admin
 * API reach every process at once (change notices); this only bounds how long a lost notice, or an edit made straight
 * in the database, goes unseen.
 */
export const APP_SETTINGS_TTL_MS = 30_000;

interface Kept {
  value: unknown;
  expiresAt: number;
}

/**
 * The app settings as each process keeps them. The business settings are read four times in every purchase (the
 * quote's booking window, the receipt's seller, the cancellation terms in two e-mails) and who on staff hears of it
 * once more; staff change them a few times a year. Each process reads a setting once, keeps it, and drops every
 * setting when a change is announced.
 */
@Injectable()
export class AppSettingsCache {
  private readonly kept = new Map<string, Kept>();
  /** Counts announced changes: a read during which one was announced may be from before it, and is not kept. */
  private changes = 0;
  private listening = false;

  constructor(
    private readonly settings: AppSettingsRepository,
    private readonly notices: ChangeNotices,
  ) {}

  /**
   * The value stored under `key` (a copy of its own for each caller), or undefined when none is. When it has to be
   * read, it is read inside `tx` if one is given: a transaction holding a pool connection must not wait for a second
   * one (fifty payments at once would hold every connection, each waiting for one more).
   */
  async valueOf(key: string, tx?: Transaction, now: number = Date.now()): Promise<unknown> {
    if (!this.listening) {
      this.notices.listen(APP_SETTINGS_CHANGED, () => {
        this.changes++;
        this.kept.clear();
      });
      this.listening = true;
    }
    const kept = this.kept.get(key);
    if (kept && kept.expiresAt > now) return copyOf(kept.value);
    const changesBefore = this.changes;
    const value = await this.settings.valueOf(key, tx);
    if (this.changes === changesBefore) this.kept.set(key, { value, expiresAt: now + APP_SETTINGS_TTL_MS });
    return copyOf(value);
  }

  /** Call once a change to the settings has committed: every process reads them afresh. */
  changed(): Promise<void> {
    return this.notices.announce(APP_SETTINGS_CHANGED);
  }
}

function copyOf(value: unknown): unknown {
  return value === undefined ? undefined : structuredClone(value);
}
