import { HeardNotices } from '../changes/heard-notices.js';
import { FakeUnitOfWork } from '../database/fake-unit-of-work.js';
import { type Transaction } from '../database/transaction.js';
import { AppSettingsCache } from './app-settings-cache.js';
import { type AppSettingsRepository } from './app-settings.repository.js';
import { type BusinessSettings, BusinessSettingsService, DEFAULT_BUSINESS_SETTINGS } from './business-settings.js';

class FakeSettings implements Pick<AppSettingsRepository, 'valueOf' | 'save'> {
  readonly values = new Map<string, unknown>();
  async valueOf(key: string) {
    return this.values.get(key);
  }
  async save(_tx: Transaction, key: string, value: unknown) {
    this.values.set(key, value);
  }
}

function settingsWithFakes() {
  const stored = new FakeSettings();
  const unitOfWork = new FakeUnitOfWork();
  const repository = stored as unknown as AppSettingsRepository;
  const notices = new HeardNotices();
  const service = new BusinessSettingsService(
    repository,
    new AppSettingsCache(repository, notices.asChangeNotices()),
    unitOfWork.asUnitOfWork(),
  );
  return { service, stored, unitOfWork, notices };
}

describe('BusinessSettingsService', () => {
  it('answers the defaults until staff save settings', async () => {
    const { service } = settingsWithFakes();

    expect(await service.get()).toEqual(DEFAULT_BUSINESS_SETTINGS);
  });

  it('fills what a stored value lacks from the defaults, inside the cancellation policy too', async () => {
    const { service, stored } = settingsWithFakes();
    stored.values.set('business_settings', { kraPin: 'P051234567X', cancellation: { hourlyHoursBefore: 6 } });

    const settings = await service.get();

    expect(settings).toEqual({
      ...DEFAULT_BUSINESS_SETTINGS,
      kraPin: 'P051234567X',
      cancellation: { ...DEFAULT_BUSINESS_SETTINGS.cancellation, hourlyHoursBefore: 6 },
    });
  });

  it('replaces them in one transaction, handing the settings before and after to the audit', async () => {
    const { service, unitOfWork } = settingsWithFakes();
    const changed: BusinessSettings = { ...DEFAULT_BUSINESS_SETTINGS, vatRegistered: true };
    const seen: [Transaction, BusinessSettings, BusinessSettings][] = [];

    const saved = await service.replace(changed, (tx, before, after) => void seen.push([tx, before, after]));

    expect(saved).toEqual(changed);
    expect(seen).toEqual([[unitOfWork.tx, DEFAULT_BUSINESS_SETTINGS, changed]]);
    expect(await service.get()).toEqual(changed);
    expect(unitOfWork.commits).toBe(1);
  });

  it('is read once per process, and every process reads the replaced settings once the change commits', async () => {
    const { service, stored, unitOfWork, notices } = settingsWithFakes();
    const repository = stored as unknown as AppSettingsRepository;
    const otherProcess = new BusinessSettingsService(
      repository,
      new AppSettingsCache(repository, notices.asChangeNotices()),
      unitOfWork.asUnitOfWork(),
    );
    expect(await otherProcess.get()).toEqual(DEFAULT_BUSINESS_SETTINGS);
    stored.values.set('business_settings', { businessName: 'Edited behind its back' });
    expect((await otherProcess.get()).businessName).toBe(DEFAULT_BUSINESS_SETTINGS.businessName);

    const changed: BusinessSettings = { ...DEFAULT_BUSINESS_SETTINGS, businessName: 'Syokimau Hub Ltd' };
    await service.replace(changed);

    expect(await otherProcess.get()).toEqual(changed);
  });
});
