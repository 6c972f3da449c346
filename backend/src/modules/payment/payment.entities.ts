import { Payment } from './entities/payment.entity.js';

export const PAYMENT_ENTITIES = [Payment];
