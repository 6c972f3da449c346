import { Module } from '@nestjs/common';
import { AppSettingsRepository } from './app-settings.repository.js';
import { BusinessSettingsService } from './business-settings.js';

/**
 * The business's own settings (receipt details, VAT, cancellation policy), read by booking and payment, and the store
 * of app settings they are kept in (mail keeps who on staff gets which e-mail there too).
 */
@Module({
  providers: [AppSettingsRepository, BusinessSettingsService],
  exports: [AppSettingsRepository, BusinessSettingsService],
})
export class SettingsModule {}
