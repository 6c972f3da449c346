import { Module } from '@nestjs/common';
import { BusinessSettingsService } from './business-settings.js';

/** The business's own settings (receipt details, VAT, cancellation policy), read by booking and payment. */
@Module({ providers: [BusinessSettingsService], exports: [BusinessSettingsService] })
export class SettingsModule {}
