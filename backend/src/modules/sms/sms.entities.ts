import { SmsOutbox } from './entities/sms-outbox.entity.js';
import { SmsTemplate } from './entities/sms-template.entity.js';

export const SMS_ENTITIES = [SmsOutbox, SmsTemplate];
