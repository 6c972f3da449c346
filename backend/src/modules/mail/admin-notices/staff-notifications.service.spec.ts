import { HeardNotices } from '../../../common/changes/heard-notices.js';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type Transaction } from '../../../common/database/transaction.js';
import { AppSettingsCache } from '../../../common/settings/app-settings-cache.js';
import { type AppSettingsRepository } from '../../../common/settings/app-settings.repository.js';
import { type AppConfig } from '../../../config/app-config.js';
import { type StaffNotificationAddresses, StaffNotificationsService } from './staff-notifications.service.js';

class FakeSettings implements Pick<AppSettingsRepository, 'valueOf' | 'save'> {
  readonly values = new Map<string, unknown>();
  readonly reads: (Transaction | undefined)[] = [];
  async valueOf(key: string, tx?: Transaction) {
    this.reads.push(tx);
    return this.values.get(key);
  }
  async save(_tx: Transaction, key: string, value: unknown) {
    this.values.set(key, value);
  }
}

function staffNoticesWithFakes() {
  const settings = new FakeSettings();
  const unitOfWork = new FakeUnitOfWork();
  const repository = settings as unknown as AppSettingsRepository;
  const service = new StaffNotificationsService(
    repository,
    new AppSettingsCache(repository, new HeardNotices().asChangeNotices()),
    unitOfWork.asUnitOfWork(),
    {
      mail: { staffEmail: 'hello@hub.example' },
    } as AppConfig,
  );
  return { service, settings, unitOfWork };
}

const none: StaffNotificationAddresses = {
  tours: [],
  paidBookings: [],
  cancellations: [],
  refunds: [],
  memberships: [],
  failedRenewals: [],
  applications: [],
  contacts: [],
  privacy: [],
};

describe('StaffNotificationsService', () => {
  it('addresses a kind nobody was chosen for to STAFF_EMAIL, and a chosen kind to all its addresses at once', async () => {
    const { service, settings, unitOfWork } = staffNoticesWithFakes();
    settings.values.set('staff_notifications', { refunds: ['accounts@hub.example', 'owner@hub.example'] });

    expect(await service.recipientFor(unitOfWork.tx, 'tours')).toBe('hello@hub.example');
    expect(await service.recipientFor(unitOfWork.tx, 'refunds')).toBe('accounts@hub.example, owner@hub.example');
    // Read once, inside the caller's transaction (which holds a pool connection already), then from the copy.
    expect(settings.reads).toEqual([unitOfWork.tx]);
  });

  it('reads a stored value that is not a list as no choice', async () => {
    const { service, settings } = staffNoticesWithFakes();
    settings.values.set('staff_notifications', { tours: 'desk@hub.example' });

    expect((await service.get()).tours).toEqual([]);
  });

  it('stores addresses trimmed, in lower case and once each, and hands before and after to the audit', async () => {
    const { service, settings, unitOfWork } = staffNoticesWithFakes();
    const seen: [Transaction, StaffNotificationAddresses, StaffNotificationAddresses][] = [];

    const saved = await service.replace(
      { ...none, tours: [' Desk@Hub.example', 'desk@hub.example', 'owner@hub.example '] },
      (tx, before, after) => void seen.push([tx, before, after]),
    );

    expect(saved.tours).toEqual(['desk@hub.example', 'owner@hub.example']);
    expect(seen).toEqual([[unitOfWork.tx, none, saved]]);
    expect(unitOfWork.commits).toBe(1);
    // Before and after are read inside the change's transaction; everyone else reads the new addresses afterwards.
    expect(settings.reads).toEqual([unitOfWork.tx, unitOfWork.tx]);
    expect((await service.get()).tours).toEqual(['desk@hub.example', 'owner@hub.example']);
  });
});
