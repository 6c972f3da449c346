import { EmailTemplate } from './entities/email-template.entity.js';
import { MailDeliveryAttempt } from './entities/mail-delivery-attempt.entity.js';
import { MailOutbox } from './entities/mail-outbox.entity.js';

export const MAIL_ENTITIES = [EmailTemplate, MailOutbox, MailDeliveryAttempt];
