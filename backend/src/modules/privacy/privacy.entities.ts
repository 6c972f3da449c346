import { ConsentRecord } from './entities/consent-record.entity.js';

export const PRIVACY_ENTITIES = [ConsentRecord];
