import { ConsentRecord } from './entities/consent-record.entity.js';
import { ErasureRequest } from './entities/erasure-request.entity.js';
import { PrivacyLink } from './entities/privacy-link.entity.js';

export const PRIVACY_ENTITIES = [ConsentRecord, ErasureRequest, PrivacyLink];
