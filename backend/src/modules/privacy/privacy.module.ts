import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { ConsentPreferences } from './consents/consent-preferences.service.js';
import { ConsentsRepository } from './consents/consents.repository.js';
import { Consents } from './consents/consents.service.js';
import { ErasureRequestsAdminController } from './erasure/erasure-requests-admin.controller.js';
import { ErasureRequestsRepository } from './erasure/erasure-requests.repository.js';
import { ErasureRequestsService } from './erasure/erasure-requests.service.js';
import { DataExportService } from './export/data-export.service.js';
import { PrivacyLinksRepository } from './links/privacy-links.repository.js';
import { PrivacyLinksService } from './links/privacy-links.service.js';
import { PrivacyController } from './privacy.controller.js';

/**
 * The Data Protection Act's side of the product: consent records (what a person agreed to, when, where, in which
 * words), the export of everything held about a person, and erasure requests that staff complete within 30 days.
 * It sits low (the selling modules record consents here), so it reaches the data of the modules above it only through
 * its events: PersonalDataExportRequested (each answers its rows) and PersonalDataErased (each erases its rows);
 * mail hears ErasureRequested and PrivacyLinkRequested to send the e-mails.
 */
@Module({
  imports: [IdentityModule],
  controllers: [PrivacyController, ErasureRequestsAdminController],
  providers: [
    ConsentsRepository,
    Consents,
    ConsentPreferences,
    ErasureRequestsRepository,
    ErasureRequestsService,
    DataExportService,
    PrivacyLinksRepository,
    PrivacyLinksService,
  ],
  exports: [Consents, ConsentPreferences, ErasureRequestsService, DataExportService],
})
export class PrivacyModule {}
