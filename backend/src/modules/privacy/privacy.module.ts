import { Module } from '@nestjs/common';
import { ConsentsRepository } from './consents/consents.repository.js';
import { Consents } from './consents/consents.service.js';

/**
 * The Data Protection Act's side of the product: consent records (what a person agreed to, when, where, in which
 * words). The selling modules record consents inside their checkouts; SMS asks it before every message.
 */
@Module({
  providers: [ConsentsRepository, Consents],
  exports: [Consents],
})
export class PrivacyModule {}
