import { DocumentSequence } from './entities/document-sequence.entity.js';
import { Payment } from './entities/payment.entity.js';
import { Refund } from './entities/refund.entity.js';

export const PAYMENT_ENTITIES = [Payment, Refund, DocumentSequence];
