import { Module } from '@nestjs/common';
import { ChangeNoticesModule } from '../changes/change-notices.module.js';
import { AppSettingsCache } from './app-settings-cache.js';
import { AppSettingsRepository } from './app-settings.repository.js';
import { BusinessSettingsService } from './business-settings.js';

/**
 * The business's own settings (receipt details, VAT, cancellation policy), read by booking and payment, and the store
 * of app settings they are kept in (mail keeps who on staff gets which e-mail there too), with each process's copy.
 */
@Module({
  imports: [ChangeNoticesModule],
  providers: [AppSettingsRepository, AppSettingsCache, BusinessSettingsService],
  exports: [AppSettingsRepository, AppSettingsCache, BusinessSettingsService],
})
export class SettingsModule {}
