import { HeardNotices } from '../changes/heard-notices.js';
import { type Transaction } from '../database/transaction.js';
import { APP_SETTINGS_CHANGED, APP_SETTINGS_TTL_MS, AppSettingsCache } from './app-settings-cache.js';
import { type AppSettingsRepository } from './app-settings.repository.js';

/** The stored settings, noting the transaction of each read that reaches them. */
class CountedSettings implements Pick<AppSettingsRepository, 'valueOf'> {
  readonly values = new Map<string, unknown>();
  readonly reads: (Transaction | undefined)[] = [];
  /** Runs in the middle of the next read, as a change committed by another process meanwhile would. */
  duringNextRead: (() => Promise<void>) | undefined;
  async valueOf(key: string, tx?: Transaction) {
    this.reads.push(tx);
    const value = this.values.get(key);
    const during = this.duringNextRead;
    this.duringNextRead = undefined;
    await during?.();
    return value;
  }
}

function cacheWithFakes() {
  const stored = new CountedSettings();
  const notices = new HeardNotices();
  const cache = new AppSettingsCache(stored as unknown as AppSettingsRepository, notices.asChangeNotices());
  return { cache, stored, notices };
}

const tx = { id: 'a payment under way' } as unknown as Transaction;

describe('AppSettingsCache', () => {
  it('reads a setting once, inside the first asker’s transaction, and answers from its copy until the time limit', async () => {
    const { cache, stored } = cacheWithFakes();
    stored.values.set('business_settings', { kraPin: 'P051234567X' });
    const now = Date.parse('2030-01-01T08:00:00Z');

    expect(await cache.valueOf('business_settings', tx, now)).toEqual({ kraPin: 'P051234567X' });
    expect(await cache.valueOf('business_settings', undefined, now + APP_SETTINGS_TTL_MS - 1)).toEqual({
      kraPin: 'P051234567X',
    });
    expect(stored.reads).toEqual([tx]);

    stored.values.set('business_settings', { kraPin: 'A123456789B' });
    expect(await cache.valueOf('business_settings', undefined, now + APP_SETTINGS_TTL_MS)).toEqual({
      kraPin: 'A123456789B',
    });
    expect(stored.reads).toEqual([tx, undefined]);
  });

  it('reads afresh once a change is announced, by this process or another', async () => {
    const { cache, stored, notices } = cacheWithFakes();
    stored.values.set('staff_notifications', { tours: ['desk@hub.example'] });
    await cache.valueOf('staff_notifications');

    stored.values.set('staff_notifications', { tours: ['owner@hub.example'] });
    expect(await cache.valueOf('staff_notifications')).toEqual({ tours: ['desk@hub.example'] });
    await notices.announce(APP_SETTINGS_CHANGED);

    expect(await cache.valueOf('staff_notifications')).toEqual({ tours: ['owner@hub.example'] });
    expect(stored.reads).toHaveLength(2);
  });

  it('does not keep what it read while a change was announced: the read may be from before the change', async () => {
    const { cache, stored, notices } = cacheWithFakes();
    stored.values.set('business_settings', { kraPin: 'P051234567X' });
    stored.duringNextRead = async () => {
      stored.values.set('business_settings', { kraPin: 'A123456789B' });
      await notices.announce(APP_SETTINGS_CHANGED);
    };

    expect(await cache.valueOf('business_settings')).toEqual({ kraPin: 'P051234567X' });

    expect(await cache.valueOf('business_settings')).toEqual({ kraPin: 'A123456789B' });
    expect(stored.reads).toHaveLength(2);
  });

  it('announces a change for every process to hear', async () => {
    const { cache, notices } = cacheWithFakes();

    await cache.changed();

    expect(notices.announced).toEqual([APP_SETTINGS_CHANGED]);
  });

  it('gives each asker a copy of its own, so one changing it changes nobody else’s', async () => {
    const { cache, stored } = cacheWithFakes();
    stored.values.set('staff_notifications', { tours: ['desk@hub.example'] });

    const first = (await cache.valueOf('staff_notifications')) as { tours: string[] };
    first.tours.push('intruder@example.com');

    expect(await cache.valueOf('staff_notifications')).toEqual({ tours: ['desk@hub.example'] });
  });

  it('keeps a setting never stored as not stored, and keeps nothing from a failed read', async () => {
    const { cache, stored } = cacheWithFakes();
    expect(await cache.valueOf('business_settings')).toBeUndefined();
    expect(await cache.valueOf('business_settings')).toBeUndefined();
    expect(stored.reads).toHaveLength(1);

    let reads = 0;
    const failing = new AppSettingsCache(
      {
        valueOf: async () => {
          if (++reads === 1) throw new Error('connection lost');
          return { kraPin: 'P051234567X' };
        },
      } as unknown as AppSettingsRepository,
      new HeardNotices().asChangeNotices(),
    );
    await expect(failing.valueOf('business_settings')).rejects.toThrow('connection lost');
    expect(await failing.valueOf('business_settings')).toEqual({ kraPin: 'P051234567X' });
  });
});
